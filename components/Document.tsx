// The HTML shell of every page.
import type { ReactNode } from "react";
import { clientManifest } from "../worker/render/manifest";

export function Document({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="NCLEX Daily: daily NCLEX-RN practice questions, timed tests, study plans and analytics for nursing students." />
        <meta name="theme-color" content="#1d4ed8" />
        <title>{`${title} · NCLEX Daily`}</title>
        <link rel="stylesheet" href={clientManifest.css} />
        <link rel="icon" href="data:," />
        {/* Installable app (public/manifest.webmanifest); its colours match this theme colour and the page background. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </head>
      <body>{children}</body>
    </html>
  );
}
