// /study-plan
import { PlaceholderPage } from "./placeholder";

export const title = "Study Plan";

export default function Page() {
  return <PlaceholderPage heading="Study Plans" />;
}
