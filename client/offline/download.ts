// Downloading a pack: GET /api/offline-pack, read as a stream so the card can
// show how much has arrived, with every failure put in words.
import type { OfflinePack } from "./types";
import type { ApiResponse } from "../api-routes";

export const PACK_SIZES = [25, 50, 100, 200] as const;

export class DownloadError extends Error {}

const OFFLINE = "You're offline — connect to download";

function refusal(status: number, body: string): string {
  if (status === 401) return "Sign in again to download";
  try {
    const message = JSON.parse(body)?.message;
    if (status < 500 && typeof message === "string" && message) return message;
  } catch {
    /* not JSON: the generic words below */
  }
  return "The download failed. Please try again.";
}

async function readAll(res: Response, onBytes: (received: number) => void): Promise<string> {
  if (!res.body) return res.text();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onBytes(received);
  }
}

export async function downloadPack(
  size: number,
  categoryId: number | null,
  onBytes: (received: number) => void,
): Promise<OfflinePack> {
  if (!navigator.onLine) throw new DownloadError(OFFLINE);
  const params = new URLSearchParams({ size: String(size) });
  if (categoryId !== null) params.set("categoryId", String(categoryId));
  let res: Response;
  let text: string;
  try {
    res = await fetch(`/api/offline-pack?${params}`, { credentials: "same-origin" });
    text = await readAll(res, onBytes);
  } catch {
    throw new DownloadError(OFFLINE);
  }
  if (!res.ok) throw new DownloadError(refusal(res.status, text));
  // The server's reply, as the device keeps it (read as a stream, so not through client/api.ts).
  const pack: OfflinePack = JSON.parse(text) as ApiResponse<"GET", `/api/offline-pack?${string}`>;
  if (!Array.isArray(pack.questions) || !pack.questions.length)
    throw new DownloadError("No questions to download for this category.");
  return pack;
}
