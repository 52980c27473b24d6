// How the download card names the pack on the device:
// "25 questions · Medical-Surgical · downloaded 24 Nov, 14:05".
import type { StoredPack } from "./types";

// Built on first use, not when the module loads: a page's first date format costs
// 60-140 ms (client/time-zone.ts), and most visits have no pack to name.
let formats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | null = null;

export function packLabel(pack: Pick<StoredPack, "questions" | "categoryName" | "downloadedAt">): string {
  const n = pack.questions.length;
  const at = new Date(pack.downloadedAt);
  const { day, time } = (formats ??= {
    day: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }),
    time: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false }),
  });
  return `${n} question${n === 1 ? "" : "s"} · ${pack.categoryName} · downloaded ${day.format(at)}, ${time.format(at)}`;
}

export const ALL_CATEGORIES = "All categories";
