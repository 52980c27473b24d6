// Streams a page: React SSR with renderToReadableStream, the CSP nonce on
// React's own inline scripts, and per-request island ids.
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { getCookie } from "hono/cookie";
import type { AppContext } from "../env";
import { Document } from "../../components/Document";
import { RenderContext } from "./context";
import { clientManifest } from "./manifest";
import { STYLESHEET_COOKIE } from "../../client/stylesheet-cookie";

import { SIGNED_OUT, STUDENT_HEADER } from "../../client/pwa/messages";

export async function renderPage(c: AppContext, title: string, body: ReactNode, status = 200): Promise<Response> {
  let islands = 0;
  const nonce = c.get("nonce");
  const tree = (
    <RenderContext.Provider
      value={{
        nonce,
        nextIslandId: () => `i${islands++}-`,
        stylesheetCached: getCookie(c, STYLESHEET_COOKIE) === clientManifest.css.hash,
      }}
    >
      <Document title={title}>{body}</Document>
    </RenderContext.Provider>
  );
  const stream = await renderToReadableStream(tree, {
    nonce,
    onError(error) {
      console.error("render error", error);
    },
  });
  return new Response(stream, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      // Whose page this is: the service worker keeps and shows cached pages only for the student it last saw.
      [STUDENT_HEADER]: c.var.user ? String(c.var.user.id) : SIGNED_OUT,
    },
  });
}
