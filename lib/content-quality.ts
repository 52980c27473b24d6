// Item-quality rules from the outside review (issue 29) that a machine can
// check: over-keyed select-all items, absolute words that mark distractors,
// "abuse" for substance use, a case title that names its keyed hypothesis, and
// figures the review found outdated. Pure functions over content items.
import { correctResponseOf, displayOf, type ContentItem, type FormatName } from "./formats/registry";
import { elementTexts } from "./formats/element-texts";

type Option = { label: string; text: string; correct?: boolean };
const optionsOf = (q: ContentItem) => (Array.isArray(q.options) ? (q.options as Option[]) : []);
const keyedLabels = (q: ContentItem) =>
  q.type === "single"
    ? [q.correctAnswer as string]
    : optionsOf(q)
        .filter((o) => o.correct)
        .map((o) => o.label);

/** A select-all item that keys more than two thirds of its options: ticking everything earns most points. */
export const MAX_SATA_KEYED_SHARE = 2 / 3;
export function overKeyed(q: ContentItem): string | null {
  if (q.type !== "sata") return null;
  const n = optionsOf(q).length;
  const k = keyedLabels(q).length;
  return k / n > MAX_SATA_KEYED_SHARE ? `keys ${k} of ${n} options (at most two thirds)` : null;
}

const ABSOLUTE = /\b(only|always|never)\b/i;
/** Absolute words that appear in distractors but in no keyed option: test-wise students rule those out. */
export function absoluteCue(q: ContentItem): string | null {
  if (!["single", "sata", "select_n"].includes(q.type)) return null;
  const keys = new Set(keyedLabels(q));
  const opts = optionsOf(q);
  const marked = opts
    .filter((o) => !keys.has(o.label) && ABSOLUTE.test(o.text))
    .map((o) => `${o.label} "${o.text.match(ABSOLUTE)![0]}"`);
  if (!marked.length || opts.some((o) => keys.has(o.label) && ABSOLUTE.test(o.text))) return null;
  return `absolute words only in distractors: ${marked.join(", ")}`;
}

/** The 2026 test plan speaks of substance misuse and use disorders, never "abuse" of a substance. */
const SUBSTANCE_ABUSE =
  /\b(substance|drug|alcohol|opioid|polysubstance|narcotic|cocaine|stimulant|benzodiazepine|inhalant|prescription)s?\s+abuse|\babuse\s+of\s+(alcohol|drugs?|substances?|opioids?|medications?)|\babusers?\b/i;
export function substanceAbuseWording(text: string): string | null {
  const m = text.match(SUBSTANCE_ABUSE);
  return m ? `"${m[0]}": say "substance misuse" or "use disorder"` : null;
}

/** Every text of an item, for wording rules. */
export const itemText = (q: ContentItem) => JSON.stringify(q);

const STOP = new Set(
  "with without after before from into that this their there which while about client clients nurse acute chronic signs sign symptoms history risk".split(
    " ",
  ),
);
const words = (s: string) =>
  s
    .toLowerCase()
    .match(/[a-z]{5,}/g)
    ?.filter((w) => !STOP.has(w)) ?? [];
const stem = (w: string) => w.replace(/(ies|es|s|ing|ed|ic|al)$/, "");

/** The keyed texts of a case's hypothesis items: step 3, and a bow-tie's condition. */
export function keyedHypothesisTexts(items: (ContentItem & { step: number })[]): string[] {
  const out: string[] = [];
  for (const it of items) {
    if (it.step !== 3 && it.type !== "bowtie") continue;
    const body = Object.fromEntries(
      Object.entries(it).filter(
        ([k]) =>
          !["id", "type", "clientNeed", "difficulty", "content", "explanation", "system", "step", "refers"].includes(k),
      ),
    );
    const texts = elementTexts(displayOf(it.type as FormatName, body));
    const key = correctResponseOf(it.type as FormatName, body);
    const ids =
      it.type === "bowtie"
        ? [(key as { condition: string }).condition]
        : (JSON.stringify(key)
            .match(/"([^"]+)"/g)
            ?.map((s) => s.slice(1, -1)) ?? []);
    for (const id of ids) if (texts.has(id)) out.push(texts.get(id)!);
  }
  return out;
}

/** A case title that names its keyed hypothesis spoils the analyze-cues and prioritize-hypotheses steps. */
export function titleNamesHypothesis(title: string, keyedTexts: string[]): string | null {
  const titleStems = new Set(words(title).map(stem));
  const shared = [...new Set(keyedTexts.flatMap(words).filter((w) => titleStems.has(stem(w))))];
  return shared.length
    ? `the title names the keyed hypothesis (${shared.join(", ")}): describe the presentation instead`
    : null;
}

/** Figures the review found outdated, to look at wherever they appear (not all uses are wrong). */
export const OUTDATED_FIGURES: { pattern: RegExp; note: string }[] = [
  { pattern: /theophylline[^.]{0,80}10\s*[–-]\s*20/i, note: "theophylline target is 5-15 mcg/mL" },
  { pattern: /\b(turn|reposition)\w*[^.]{0,40}every 2 hours/i, note: "NPIAP 2019 individualises repositioning" },
  {
    pattern: /(?<!arginine vasopressin deficiency[^.]{0,60})\bcentral diabetes insipidus/i,
    note: "give both names: arginine vasopressin deficiency (central diabetes insipidus)",
  },
  {
    pattern: /urine output[^.]{0,40}(above|over|at least|>)\s*30 mL\/h/i,
    note: "urine output of at least 0.5 mL/kg/h",
  },
  {
    pattern: /isoniazid[^.]{0,80}latent|latent[^.]{0,80}isoniazid/i,
    note: "CDC 2020 prefers rifamycin-based regimens for latent TB",
  },
  {
    pattern:
      /albumin[^.]{0,60}(nutrition|nutritional|malnutrition)|(nutrition|nutritional|malnutrition)[^.]{0,60}albumin/i,
    note: "albumin is not a nutrition marker",
  },
  {
    pattern: /(independent )?double[- ]check[^.]{0,80}heparin|heparin[^.]{0,80}double[- ]check/i,
    note: "smart pumps with dose-error reduction rank above an independent double check",
  },
];
export function outdatedFigures(text: string): string[] {
  return OUTDATED_FIGURES.filter((f) => f.pattern.test(text)).map((f) => f.note);
}
