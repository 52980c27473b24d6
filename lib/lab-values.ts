// The Lab Values reference (content/lab-values.json, issue 27): its shape and
// the rules `npm run content:check` enforces. The drawer in tutor mode and in
// review (client/labs/) imports only the types from here, so zod stays out of
// its chunk.
import { z } from "zod";

/** The groups, in the order the drawer shows them. */
export const LAB_GROUP_IDS = [
  "electrolytes",
  "cbc",
  "coagulation",
  "abg",
  "renal",
  "liver",
  "glucose",
  "lipids",
  "cardiac",
  "drug-levels",
] as const;

export const LAB_SOURCES = ["reference-interval", "guideline", "therapeutic-range"] as const;

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const text = z.string().trim().min(1, "is required");

// A range carries a unit: one of these after a number (or opening a bracket, where a range is a rule rather than
// numbers, as troponin's assay-specific limit), or "(no unit)" (pH, INR, a ratio).
const UNITS = [
  "mEq/L",
  "mmol/L",
  "mmol/mol",
  "µmol/L",
  "mcmol/L",
  "nmol/L",
  "pmol/L",
  "mg/dL",
  "mcg/dL",
  "µg/dL",
  "g/dL",
  "g/L",
  "mg/L",
  "mcg/mL",
  "µg/mL",
  "mcg/L",
  "µg/L",
  "ng/mL",
  "ng/L",
  "pg/mL",
  "U/L",
  "IU/L",
  "units/L",
  "µkat/L",
  "×10³/µL",
  "×10⁶/µL",
  "×10⁹/L",
  "×10¹²/L",
  "/µL",
  "/mm³",
  "seconds",
  "sec",
  "mm Hg",
  "kPa",
  "%",
  "mL/min/1.73 m²",
  "mL/min",
  "fL",
  "pg",
  "mg·h/L",
  "mg*h/L",
  "mOsm/kg",
  "L/L",
  "(no unit)",
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const UNIT = new RegExp(`[\\d(]\\s*(${UNITS.map(escape).join("|")})|\\(no unit\\)`);

/** Whether a range names its unit (as `content/lab-values.json` must, in `us` and in `si`). */
export const hasUnit = (range: string) => UNIT.test(range);

const range = (system: "US" | "SI") =>
  text
    .refine((s) => /\d/.test(s), `has no number`)
    .refine(hasUnit, `names no unit (${system}): write one, e.g. "136–145 mEq/L", or "(no unit)"`)
    .refine((s) => !/\bsame\b/i.test(s), `says "same": write the value again`);

export const labRowSchema = z.strictObject({
  id: text.regex(KEBAB, "is not kebab-case"),
  name: text,
  us: range("US"),
  si: range("SI"),
  note: text.max(140, "is longer than 140 characters").optional(),
  source: z.enum(LAB_SOURCES, { error: `must be one of ${LAB_SOURCES.join(", ")}` }),
  sourceNote: text,
});

export const labGroupSchema = z.strictObject({
  id: z.enum(LAB_GROUP_IDS, { error: `must be one of ${LAB_GROUP_IDS.join(", ")}` }),
  title: text,
  rows: z.array(labRowSchema).min(2, "needs at least 2 rows"),
});

export const labValuesSchema = z.strictObject({
  title: text,
  intro: text,
  groups: z.array(labGroupSchema),
});

export type LabRow = z.infer<typeof labRowSchema>;
export type LabGroup = z.infer<typeof labGroupSchema>;
export type LabValues = z.infer<typeof labValuesSchema>;
export type LabSource = (typeof LAB_SOURCES)[number];

const where = (path: PropertyKey[]) =>
  path
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
    .join("")
    .replace(/^\./, "") || "(file)";

/** Every problem with the file's parsed JSON, each naming its field; none when it is valid. */
export function labValuesProblems(raw: unknown): string[] {
  const parsed = labValuesSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => `${where(i.path)}: ${i.message}`);
  const problems: string[] = [];
  const ids = parsed.data.groups.map((g) => g.id);
  if (ids.join() !== LAB_GROUP_IDS.join())
    problems.push(
      `groups: the ids must be ${LAB_GROUP_IDS.join(", ")} in this order, each once (found ${ids.join(", ")})`,
    );
  const seen = new Set<string>();
  for (const g of parsed.data.groups)
    for (const r of g.rows) {
      if (seen.has(r.id)) problems.push(`${g.id}: row id ${r.id} is used twice`);
      seen.add(r.id);
    }
  return problems;
}
