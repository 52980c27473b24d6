// /study-strategies
import { PlaceholderPage } from "./placeholder";

export const title = "Study Strategies";

export default function Page() {
  return <PlaceholderPage heading="Study Strategies" />;
}
