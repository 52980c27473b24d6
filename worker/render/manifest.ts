// The client build's manifest (scripts/build-client.mjs): hashed file names of
// the boot script and each island chunk, the stylesheet (its URL, its hash and
// its text, which a first visit gets inline) and the inline island loader.
import manifest from "../../dist/manifest.json";

export interface ClientManifest {
  boot: string;
  loader: string;
  css: { href: string; hash: string; text: string };
  islands: Record<string, { src: string }>;
}

export const clientManifest = manifest as ClientManifest;
