// The HTML shell of every page.
import type { ReactNode } from "react";
import { clientManifest } from "../worker/render/manifest";
import { useRenderState } from "../worker/render/context";

export function Document({ title, children }: { title: string; children: ReactNode }) {
  const { stylesheetCached } = useRenderState();
  const { href, hash, text } = clientManifest.css;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="NCLEX Daily: daily NCLEX-RN practice questions, timed tests, study plans and analytics for nursing students."
        />
        <meta name="theme-color" content="#1d4ed8" />
        <title>{`${title} · NCLEX Daily`}</title>
        {/* A first visit gets the stylesheet inline: no request stands before the first paint. Once the
            browser holds the file (client/stylesheet-cache.ts sets the cookie), pages link it and stay small. */}
        {stylesheetCached ? (
          <link rel="stylesheet" href={href} />
        ) : (
          <style data-href={href} data-hash={hash} dangerouslySetInnerHTML={{ __html: text }} />
        )}
        <link rel="icon" href="data:," />
        {/* Installable app (public/manifest.webmanifest); its colours match this theme colour and the page background. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </head>
      <body>{children}</body>
    </html>
  );
}
