// Per-request render state shared by the document shell and island wrappers.
import { createContext, useContext } from "react";

export interface RenderState {
  nonce: string;
  nextIslandId: () => string;
  /** The browser said it holds the current stylesheet (the nclex_css cookie), so the page links it instead of inlining it. */
  stylesheetCached: boolean;
}

export const RenderContext = createContext<RenderState | null>(null);

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error("RenderContext missing: render pages through renderPage()");
  return state;
}
