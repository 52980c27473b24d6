// What the Lab Values drawer says under each range about where it comes from,
// in plain words. No zod here: the drawer's chunk imports this.
import type { LabRow } from "./lab-values";

/** Said once, by the label itself: "Typical adult laboratory reference interval; labs vary (…)" reads "labs vary (…)". */
const LAB_INTERVAL_PREFIX = /^typical adult laboratory reference interval[;,.]\s*/i;
const GENERIC_INTERVAL = /^typical adult (laboratory )?reference interval[;,.]?\s*(laboratories|labs) vary\.?$/i;

/** "Lab reference interval — labs vary", "Guideline: <which>", "Therapeutic range: <which>". */
export function labSourceText({ source, sourceNote }: Pick<LabRow, "source" | "sourceNote">): string {
  const which = sourceNote.trim().replace(/\.$/, "");
  if (source === "reference-interval")
    return GENERIC_INTERVAL.test(which)
      ? "Lab reference interval — labs vary"
      : `Lab reference interval — ${which.replace(LAB_INTERVAL_PREFIX, "")}`;
  return `${source === "guideline" ? "Guideline" : "Therapeutic range"}: ${which}`;
}

const folded = (s: string) => s.normalize("NFKC").toLowerCase();

/** Whether a row answers the filter box: its name, its group's title or its id holds every word typed (K+ finds K⁺). */
export function labRowMatches(query: string, row: Pick<LabRow, "id" | "name">, groupTitle: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const hay = folded(`${row.name} ${groupTitle} ${row.id}`);
  return words.every((w) => hay.includes(w));
}
