// /question-bank
import { PlaceholderPage } from "./placeholder";

export const title = "Question Bank";

export default function Page() {
  return <PlaceholderPage heading="Question Bank" />;
}
