// /analytics
import { PlaceholderPage } from "./placeholder";

export const title = "Analytics";

export default function Page() {
  return <PlaceholderPage heading="Performance Analytics" />;
}
