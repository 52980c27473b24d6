// Opaque element ids for one draw of one item (relabel.ts): HMAC-SHA256 under
// a server key of the draw, the question and the content id, written as a
// lower-case letter and nine base-32 characters (45 bits). Without the key
// nothing links an opaque id to its content id, and the same item drawn again
// under another draw key gets other ids (and so another order).
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const encoder = new TextEncoder();

/** The HMAC key for element ids, derived from the server's secret (never the secret itself). */
export async function elementIdKey(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const derived = await crypto.subtle.sign("HMAC", base, encoder.encode("nclex-daily element ids v1"));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

function encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < 10) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** Each content id's opaque id in this draw of this question; distinct within the item. */
export async function opaqueIds(
  key: CryptoKey,
  drawKey: string,
  questionId: number,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const digests = await Promise.all(
    ids.map((id) => crypto.subtle.sign("HMAC", key, encoder.encode(`${drawKey}|${questionId}|${id}`))),
  );
  ids.forEach((id, i) => {
    const code = encode(new Uint8Array(digests[i]));
    // A letter first, so the id reads like the content ids it replaces ('k…'); 45 bits make a clash within one item negligible.
    out.set(id, ALPHABET[code.charCodeAt(0) % 26] + code.slice(1));
  });
  if (new Set(out.values()).size !== out.size) throw new Error("opaque element ids collided; draw again");
  return out;
}
