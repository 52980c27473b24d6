// The part exhibit and graphic items share (issue 28): options labelled A, B,
// C… answered as a single best answer (`response: single`, `correctAnswer`,
// scored 0/1) or as select all that apply (`response: sata`, `correct` on each
// option, scored +/-), the rules of lib/formats/choice.ts for the same shapes.
import { z } from "zod";
import { BANNED_OPTION, issue, letters, type Ctx } from "./common";
import { one, picks } from "./responses";
import type { ScoringRule } from "../scoring/rules";

export const RESPONSES = ["single", "sata"] as const;
export const responseField = z.enum(RESPONSES, { error: "response must be single or sata" });

export interface ByResponse {
  response: "single" | "sata";
  options: { label: string; rationale: string; correct?: boolean; text?: string }[];
  correctAnswer?: string;
}

/** How many options each response format takes, for one item format. */
export type OptionCounts = Record<"single" | "sata", [min: number, max: number]>;

export function checkByResponse(item: ByResponse, ctx: Ctx, counts: OptionCounts) {
  const labels = item.options.map((o) => o.label);
  item.options.forEach((o, i) => {
    if (o.label !== letters(i + 1)[i]) issue(ctx, ["options", i, "label"], `expected label ${letters(i + 1)[i]}`);
    if (o.text && BANNED_OPTION.test(o.text)) issue(ctx, ["options", i, "text"], "no 'all/none of the above' options");
  });
  const [min, max] = counts[item.response];
  if (item.options.length < min || item.options.length > max)
    issue(ctx, ["options"], `a ${item.response} item has ${min === max ? min : `${min}-${max}`} options`);
  if (item.response === "single") {
    if (!item.correctAnswer || !labels.includes(item.correctAnswer))
      issue(ctx, ["correctAnswer"], `correctAnswer names one option: ${labels.join(", ")}`);
    item.options.forEach(
      (o, i) =>
        o.correct === undefined ||
        issue(ctx, ["options", i, "correct"], "a single-answer item keys correctAnswer, not correct"),
    );
  } else {
    if (item.correctAnswer !== undefined)
      issue(ctx, ["correctAnswer"], "a select-all item keys each option's correct, not correctAnswer");
    item.options.forEach(
      (o, i) =>
        typeof o.correct === "boolean" ||
        issue(ctx, ["options", i, "correct"], "correct must be true or false on every option"),
    );
    if (!item.options.some((o) => o.correct)) issue(ctx, ["options"], "no option is keyed (correct: true)");
    if (item.options.every((o) => o.correct)) issue(ctx, ["options"], "every option is keyed; add wrong ones");
  }
}

const labelsOf = (item: ByResponse) => item.options.map((o) => o.label);
const keyed = (item: ByResponse) => item.options.filter((o) => o.correct).map((o) => o.label);

/** The definition's parts that follow the item's response format. */
export const byResponse = {
  rule: (item: ByResponse): ScoringRule => (item.response === "single" ? "zero-one" : "plus-minus"),
  response: (item: ByResponse) =>
    (item.response === "single"
      ? one(labelsOf(item), "option")
      : picks(labelsOf(item), "option", { min: 1 })) as z.ZodType<string | string[]>,
  units: (item: ByResponse, r: string | string[]) => [
    item.response === "single"
      ? { id: "item", key: [item.correctAnswer!], response: [r as string] }
      : { id: "item", key: keyed(item), response: r as string[] },
  ],
  correctResponse: (item: ByResponse): string | string[] =>
    item.response === "single" ? item.correctAnswer! : keyed(item),
  rationales: (item: ByResponse) => Object.fromEntries(item.options.map((o) => [o.label, o.rationale])),
};
