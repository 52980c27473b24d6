// How the download card names the pack on the device:
// "25 questions · Medical-Surgical · downloaded 24 Nov, 14:05".
import type { StoredPack } from "./types";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false });

export function packLabel(pack: Pick<StoredPack, "questions" | "categoryName" | "downloadedAt">): string {
  const n = pack.questions.length;
  const at = new Date(pack.downloadedAt);
  return `${n} question${n === 1 ? "" : "s"} · ${pack.categoryName} · downloaded ${day.format(at)}, ${time.format(at)}`;
}

export const ALL_CATEGORIES = "All categories";
