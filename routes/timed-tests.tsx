// /timed-tests
import { PlaceholderPage } from "./placeholder";

export const title = "Timed Tests";

export default function Page() {
  return <PlaceholderPage heading="Timed Tests" />;
}
