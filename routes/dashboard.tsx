// /dashboard
import { PlaceholderPage } from "./placeholder";

export const title = "Dashboard";

export default function Page() {
  return <PlaceholderPage heading="Study Dashboard" />;
}
