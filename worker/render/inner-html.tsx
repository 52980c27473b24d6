// Server-only content rendered to one HTML string for its host element
// (`dangerouslySetInnerHTML={innerHtml(...)}`). React's streaming renderer
// encodes every text and attribute piece of a page on its own (a TextEncoder
// call and a copy each: about a microsecond apiece under workerd, most of a
// static page's render); the string renderer joins the pieces first, so the
// stream encodes the whole subtree once. For content without Suspense or
// useId, such as the navigation that frames every page.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { RenderContext, useRenderState } from "./context";

export const innerHtml = (content: ReactNode): { __html: string } => ({ __html: renderToString(content) });

/** innerHtml for content with islands: the page's render state (island ids, the nonce) carries into the string render. */
export function useInnerHtml(content: ReactNode): { __html: string } {
  const state = useRenderState();
  return innerHtml(<RenderContext.Provider value={state}>{content}</RenderContext.Provider>);
}
