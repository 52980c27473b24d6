// How draws mix item formats when the student asks for "All formats", and the
// Item Format choices of practice settings. Multiple choice stays the majority,
// as on the NCLEX-RN, where classic items (multiple choice first, then
// select-all-that-apply, the most common alternate format) make up most of the
// stand-alone items and stand-alone clinical-judgment items about a tenth;
// case studies (issue 15) add the rest of the NGN share. Practice leans a
// little more on the NGN formats than the exam's stand-alone items do, because
// those are the formats students meet least and score lowest on.
import { allocate } from "./test-plan";
import { FORMAT_LABELS, FORMAT_NAMES, familyOf, type FormatFamily, type FormatName } from "./formats/names";

export const FORMAT_MIX: [FormatFamily, number][] = [
  ["single", 0.6],
  ["sata", 0.25],
  ["ngn", 0.15],
];

/** What a draw may contain: every family in the mix, one family, or one format. */
export type FormatFilter =
  { kind: "mix" } | { kind: "family"; family: FormatFamily } | { kind: "format"; format: FormatName };

/** The `type` query values: a format name, or `ngn` for every Next Generation format. */
export const TYPE_FILTERS = [...FORMAT_NAMES, "ngn"] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

export function formatFilter(type: TypeFilter | undefined): FormatFilter {
  if (type === undefined) return { kind: "mix" };
  if (type === "ngn") return { kind: "family", family: "ngn" };
  return { kind: "format", format: type };
}

/** Per family, how many of `count` questions it contributes. */
export function familyQuotas(count: number, filter: FormatFilter): Map<FormatFamily, number> {
  if (filter.kind === "mix") return allocate(count, FORMAT_MIX);
  return new Map([[filter.kind === "family" ? filter.family : familyOf(filter.format), count]]);
}

/** The Item Format select of practice settings: value (the API's `type`, "" for all) and label. */
export const ITEM_FORMAT_CHOICES: { value: string; label: string }[] = [
  { value: "", label: "All formats" },
  { value: "single", label: "Multiple choice" },
  { value: "sata", label: "Select all that apply" },
  { value: "ngn", label: "NGN formats" },
  ...FORMAT_NAMES.filter((f) => f !== "single" && f !== "sata").map((f) => ({ value: f, label: FORMAT_LABELS[f] })),
];
