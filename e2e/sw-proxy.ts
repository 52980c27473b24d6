// A forward HTTP proxy for the service-worker browser tests (e2e/pwa.test.ts).
// Chromium fetches a worker's script for an update check in the browser
// process, where neither page.route nor context.route reaches, so the test
// browser goes through this proxy instead: it passes every request on to the
// app, and can serve a "next deploy" of /sw.js or hold a page back.
import { createServer, request as forward, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface SwProxy {
  /** Chromium flags that send every request (loopback included) through the proxy. */
  args: string[];
  /** From now on /sw.js is the app's own, passed through `edit`: a new version for the browser. */
  nextVersion(edit: (sw: string) => string): void;
  /** Delays the responses to `path` by `ms` (0 to stop). */
  hold(path: string, ms: number): void;
  close(): Promise<void>;
}

export async function startSwProxy(): Promise<SwProxy> {
  let editSw: ((sw: string) => string) | null = null;
  const held = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url!);
    const rewrite = url.pathname === "/sw.js" && editSw;
    const headers: IncomingHttpHeaders = { ...req.headers };
    // The edited script is read as text: ask for it whole and uncompressed.
    if (rewrite) for (const h of ["accept-encoding", "if-none-match", "if-modified-since"]) delete headers[h];
    const send = () => {
      const upstream = forward(url, { method: req.method, headers }, (up) => {
        if (!rewrite) {
          res.writeHead(up.statusCode!, up.headers);
          up.pipe(res);
          return;
        }
        let body = "";
        up.setEncoding("utf8");
        up.on("data", (d) => (body += d));
        up.on("end", () => {
          const out = editSw!(body);
          const { "content-length": _, etag: __, ...rest } = up.headers;
          res.writeHead(up.statusCode!, { ...rest, "content-length": Buffer.byteLength(out) });
          res.end(out);
        });
      });
      upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      req.pipe(upstream);
    };
    const delay = held.get(url.pathname) ?? 0;
    if (delay) setTimeout(send, delay);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    args: [`--proxy-server=http://127.0.0.1:${port}`, "--proxy-bypass-list=<-loopback>"],
    nextVersion: (edit) => void (editSw = edit),
    hold: (path, ms) => void held.set(path, ms),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
