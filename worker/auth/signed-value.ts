// Short HMAC tags for values the server hands out and must recognise again
// (the D1 bookmark cookie). The key is derived from JWT_SECRET per purpose, so
// a tag made for one purpose is worthless for another.
import type { Env } from "../env";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(env: Env, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${env.JWT_SECRET ?? ""}`;
  let key = keys.get(id);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey(
        "raw",
        encoder.encode(env.JWT_SECRET ?? ""),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      const derived = await crypto.subtle.sign("HMAC", base, encoder.encode(`nclex-daily ${purpose} v1`));
      return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    })();
    keys.set(id, key);
  }
  return key;
}

/** A 16-hex-digit (64-bit) tag of `value` for `purpose`. */
export async function tagOf(env: Env, purpose: string, value: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(env, purpose), encoder.encode(value)));
  return Array.from(mac.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}
