// /practice
import { PlaceholderPage } from "./placeholder";

export const title = "Practice Questions";

export default function Page() {
  return <PlaceholderPage heading="Practice Questions" />;
}
