// Format views available without a network fetch: filled on the server only
// (client/case/ssr-views.ts, imported by routes/case-study.tsx), so a case's
// first item renders into the page's HTML. In the browser it stays empty and
// FormatQuestion fetches each view on first use; the server's HTML stays on
// screen (a dehydrated Suspense boundary) until that view has loaded.
import type { RegisteredView } from "../formats/types";

export const preloadedViews = new Map<string, RegisteredView>();
