// The choice formats: single best answer, select all that apply, select N.
// Options are labelled A, B, C… in order; the response is a label or a list.
import { z } from "zod";
import { BANNED_OPTION, issue, letters, rationale, text, type Ctx, type FormatDefinition } from "./common";
import type { ChoiceDisplay, SelectNDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { one, picks } from "./responses";

const option = z.strictObject({ label: z.string(), text: text(1), rationale });
const keyedOption = option.extend({ correct: z.boolean({ error: "correct must be true or false" }) });

function labelsInOrder(options: { label: string; text: string }[], ctx: Ctx) {
  options.forEach((o, i) => {
    if (o.label !== letters(i + 1)[i]) issue(ctx, ["options", i, "label"], `expected label ${letters(i + 1)[i]}`);
    if (BANNED_OPTION.test(o.text)) issue(ctx, ["options", i, "text"], "no 'all/none of the above' options");
  });
}

const labelsOf = (item: { options: { label: string }[] }) => item.options.map((o) => o.label);
const keyed = (item: { options: { label: string; correct: boolean }[] }) =>
  item.options.filter((o) => o.correct).map((o) => o.label);
const optionRationales = (item: { options: { label: string; rationale: string }[] }) =>
  Object.fromEntries(item.options.map((o) => [o.label, o.rationale]));
const optionView = (item: { options: { label: string; text: string }[] }) => ({
  options: item.options.map(({ label, text }) => ({ label, text })),
});

type Single = { options: z.infer<typeof option>[]; correctAnswer: string };
export const single: FormatDefinition<Single, string, ChoiceDisplay> = {
  name: "single",
  label: FORMAT_LABELS.single,
  rule: "zero-one",
  fields: { options: z.array(option).length(4), correctAnswer: z.enum(["A", "B", "C", "D"]) },
  check: (item, ctx) => labelsInOrder(item.options, ctx),
  display: optionView,
  response: (item) => one(labelsOf(item), "option"),
  units: (item, r) => [{ id: "item", key: [item.correctAnswer], response: [r] }],
  correctResponse: (item) => item.correctAnswer,
  rationales: optionRationales,
};

type Sata = { options: z.infer<typeof keyedOption>[] };
export const sata: FormatDefinition<Sata, string[], ChoiceDisplay> = {
  name: "sata",
  label: FORMAT_LABELS.sata,
  rule: "plus-minus",
  fields: {
    options: z
      .array(keyedOption)
      .min(5, "a select-all item has 5–8 options")
      .max(8, "a select-all item has 5–8 options"),
  },
  check(item, ctx) {
    labelsInOrder(item.options, ctx);
    if (!keyed(item).length) issue(ctx, ["options"], "no option is keyed (correct: true)");
  },
  display: optionView,
  response: (item) => picks(labelsOf(item), "option", { min: 1 }),
  units: (item, r) => [{ id: "item", key: keyed(item), response: r }],
  correctResponse: keyed,
  rationales: optionRationales,
};

type SelectN = Sata & { select: number };
export const selectN: FormatDefinition<SelectN, string[], SelectNDisplay> = {
  name: "select_n",
  label: FORMAT_LABELS.select_n,
  rule: "zero-one",
  fields: { select: z.number().int().min(2).max(4), options: z.array(keyedOption).min(5).max(10) },
  check(item, ctx) {
    labelsInOrder(item.options, ctx);
    const n = keyed(item).length;
    if (n !== item.select)
      issue(ctx, ["options"], `select ${item.select} needs exactly ${item.select} keyed options, found ${n}`);
  },
  display: (item) => ({ select: item.select, ...optionView(item) }),
  response: (item) => picks(labelsOf(item), "option", { exactly: item.select }),
  units: (item, r) => [{ id: "item", key: keyed(item), response: r }],
  correctResponse: keyed,
  rationales: optionRationales,
};
