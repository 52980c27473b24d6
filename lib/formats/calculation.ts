// Fill-in-the-blank calculation (issue 28): a dose, rate or volume typed as a
// number beside its unit, rounded as the stem asks. NCSBN scores it 0/1: the
// number must equal the key and carry no more decimal places than the asked
// rounding (12.46 for "nearest tenth" is a wrong rounding, as is "2.50" or
// "13.0": a trailing zero is an ISMP error-prone notation). "0.5" and ".5" are
// the same number and both score; the feedback asks for the leading zero that
// written orders require. The response is { "value": "2.5" } as typed.
import { z } from "zod";
import { issue, rationale, text, type FormatDefinition } from "./common";
import { FORMAT_LABELS } from "./names";
import { ROUNDING_WORDS, TYPED_NUMBER } from "./typed-number";

export const CALC_KINDS = [
  "oral",
  "injectable",
  "iv-ml-h",
  "iv-gtt-min",
  "pediatric-weight",
  "infusion",
  "intake-output",
  "reconstitution",
] as const;
export const ROUNDINGS = ["whole", "tenth", "hundredth"] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const PLACES: Record<Rounding, number> = { whole: 0, tenth: 1, hundredth: 2 };
/** A key as written in an order: no trailing zero after the point, a leading zero before it. */
const KEY_NUMBER = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
const ROUNDING_SENTENCE = /round(?:ed)? (?:your answer )?to the nearest (whole number|tenth|hundredth)/gi;

export const decimalsOf = (value: string) => (value.includes(".") ? value.length - value.indexOf(".") - 1 : 0);

/** Full credit: the key's number, with no more decimal places than the stem's rounding allows. */
export const credited = (item: { answer: string; rounding: Rounding }, value: string) =>
  Number(value) === Number(item.answer) && decimalsOf(value) <= PLACES[item.rounding];

const commonError = z.strictObject({ value: z.string().trim(), rationale });
type Calc = {
  calcKind: (typeof CALC_KINDS)[number];
  unit: string;
  rounding: Rounding;
  answer: string;
  solution: string[];
  commonErrors: z.infer<typeof commonError>[];
  content?: string;
};
type Response = { value: string };

/** What the reply's feedback says about a typed value beyond right or wrong: rounding, leading and trailing zeros. */
export function notesOn(item: Calc, value: string): string[] {
  const notes: string[] = [];
  if (Number(value) !== Number(item.answer) || decimalsOf(value) > PLACES[item.rounding]) {
    if (decimalsOf(value) > PLACES[item.rounding])
      notes.push(
        `The stem asks you to round to the nearest ${ROUNDING_WORDS[item.rounding]}: ${PLACES[item.rounding] ? `${PLACES[item.rounding]} decimal place${PLACES[item.rounding] > 1 ? "s" : ""}` : "no decimal places"}. Extra digits, even zeros, score no points.`,
      );
  }
  if (/\.\d*0$/.test(value))
    notes.push("Never write a trailing zero (2.50, 13.0): it is an error-prone notation that can be misread tenfold.");
  if (/^-?\./.test(value))
    notes.push(
      `Write a leading zero before a decimal point (0${value.replace(/^-?/, "")}, not ${value}) in every order and record.`,
    );
  return notes;
}

export const calculation: FormatDefinition<Calc, Response> = {
  name: "calculation",
  label: FORMAT_LABELS.calculation,
  rule: "zero-one",
  ruleSentence: "1 point when the number is right and rounded as the stem asks; no partial credit",
  fields: {
    calcKind: z.enum(CALC_KINDS, { error: `calcKind must be one of ${CALC_KINDS.join(", ")}` }),
    unit: text(1).max(20),
    rounding: z.enum(ROUNDINGS, { error: `rounding must be one of ${ROUNDINGS.join(", ")}` }),
    answer: z.string().trim(),
    solution: z.array(text(5)).min(2, "a solution has 2-5 steps").max(5, "a solution has 2-5 steps"),
    commonErrors: z.array(commonError).min(1, "1-3 common errors").max(3, "1-3 common errors"),
  },
  check(item, ctx) {
    const asked = [...(item.content ?? "").matchAll(ROUNDING_SENTENCE)].map((m) => m[1].toLowerCase());
    if (asked.length !== 1)
      issue(ctx, ["content"], `the stem says "Round to the nearest ${ROUNDING_WORDS[item.rounding]}." exactly once`);
    else if (asked[0] !== ROUNDING_WORDS[item.rounding])
      issue(ctx, ["rounding"], `rounding is '${item.rounding}' but the stem asks for the nearest ${asked[0]}`);
    if (!KEY_NUMBER.test(item.answer))
      issue(ctx, ["answer"], 'answer is a number with a leading zero below 1 and no trailing zero, e.g. "0.5", "12.5"');
    else if (decimalsOf(item.answer) > PLACES[item.rounding])
      issue(ctx, ["answer"], `answer '${item.answer}' has more decimal places than rounding '${item.rounding}' allows`);
    const last = item.solution[item.solution.length - 1] ?? "";
    if (
      KEY_NUMBER.test(item.answer) &&
      !new RegExp(`(^|[^\\d.])${item.answer.replace(".", "\\.")}(?![\\d])`).test(last)
    )
      issue(
        ctx,
        ["solution", item.solution.length - 1],
        `the last step ends on the answer (${item.answer} ${item.unit})`,
      );
    item.solution.forEach(
      (s, i) => /[a-z]/i.test(s) || issue(ctx, ["solution", i], "each step names its units (mg, mL, mL/h…)"),
    );
    const seen = new Set<number>();
    item.commonErrors.forEach((e, i) => {
      if (!TYPED_NUMBER.test(e.value)) issue(ctx, ["commonErrors", i, "value"], `'${e.value}' is not a number`);
      else if (Number(e.value) === Number(item.answer))
        issue(ctx, ["commonErrors", i, "value"], `'${e.value}' is the answer itself`);
      else if (seen.has(Number(e.value))) issue(ctx, ["commonErrors", i, "value"], `'${e.value}' is listed twice`);
      seen.add(Number(e.value));
    });
  },
  display: (item) => ({ unit: item.unit, rounding: item.rounding }),
  response: () =>
    z.strictObject(
      {
        value: z
          .string({ error: 'value must be the number as typed, a string such as "2.5"' })
          .trim()
          .max(12, "value is too long for a dose or a rate")
          .regex(TYPED_NUMBER, "value is not a number: type digits with at most one decimal point, such as 2.5"),
      },
      { error: 'response must be an object like { "value": "2.5" }' },
    ),
  units: (item, r) => [{ id: "item", key: [item.answer], response: [credited(item, r.value) ? item.answer : r.value] }],
  correctResponse: (item) => ({ value: item.answer }),
  rationales: (item) => Object.fromEntries(item.commonErrors.map((e) => [e.value, e.rationale])),
  feedback(item, r) {
    const match = r ? item.commonErrors.find((e) => Number(e.value) === Number(r.value)) : undefined;
    return {
      unit: item.unit,
      solution: item.solution,
      ...(match ? { commonError: match } : {}),
      notes: r ? notesOn(item, r.value) : [],
    };
  },
};
