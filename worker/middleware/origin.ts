// The app's own origins for the cross-site check. They come from the
// APP_ORIGIN var (comma-separated exact origins), never from the request:
// under DNS rebinding the attacker's page sends its own Host and a matching
// Origin, so comparing the two proves nothing.
import type { Env } from "../env";

export type AppOrigins = { origins: Set<string> } | { error: string };

let parsed: { raw: string | undefined; value: AppOrigins } | null = null;

/** Each entry must be exactly an origin as URL serializes it: scheme, host and port, no path or trailing slash. Parsed once per value. */
export function appOrigins(env: Env): AppOrigins {
  if (!parsed || parsed.raw !== env.APP_ORIGIN)
    parsed = { raw: env.APP_ORIGIN, value: parseAppOrigins(env.APP_ORIGIN) };
  return parsed.value;
}

function parseAppOrigins(value: string | undefined): AppOrigins {
  const raw = value?.trim();
  if (!raw) return { error: "APP_ORIGIN is not set: the server refuses changes until it names the app's origin" };
  const origins = new Set<string>();
  for (const entry of raw.split(",").map((e) => e.trim())) {
    if (serializedOrigin(entry) !== entry)
      return {
        error: `APP_ORIGIN entry ${JSON.stringify(entry)} is not an exact origin such as https://nclex.example`,
      };
    origins.add(entry);
  }
  return { origins };
}

/** `value` parsed as a URL and serialized back as an origin, or null when it is not an http(s) URL. */
function serializedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

// Browsers always send Origin (and Sec-Fetch-Site) on unsafe requests, so a
// request without them, or from another site, is refused. The raw header must
// equal an allowed origin byte for byte: no case change, path, slash or space.
export function isSameOrigin(req: Request, origins: Set<string>): boolean {
  const site = req.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return false;
  const origin = req.headers.get("Origin");
  if (origin === null) return site === "same-origin";
  return serializedOrigin(origin) === origin && origins.has(origin);
}
