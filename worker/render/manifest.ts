// The client build's manifest (scripts/build-client.mjs): hashed file names of
// the boot script, each island chunk with the chunks it imports, and the CSS.
import manifest from "../../dist/manifest.json";

export interface ClientManifest {
  boot: string;
  css: string;
  islands: Record<string, { src: string; preload: string[] }>;
}

export const clientManifest = manifest as ClientManifest;
