// /bookmarks
import { PlaceholderPage } from "./placeholder";

export const title = "Bookmarks";

export default function Page() {
  return <PlaceholderPage heading="Bookmarked Questions" />;
}
