// Drop-down formats: cloze (blanks in a passage), table (blanks in cells) and
// rationale (a dyad or triad sentence). Response: { blankId: choiceId }.
import { z } from "zod";
import { elementId, issue, rationale, text, uniqueIds, type Ctx, type FormatDefinition } from "./common";
import type { DropdownClozeDisplay, DropdownTableDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { everyKey, one } from "./responses";
import { links, linksFit, passageMatches } from "./blanks";
import { displayOrder } from "./shuffle";

const choice = z.strictObject({ id: elementId, text: text(1), rationale });
const blank = z.strictObject({
  id: elementId,
  answer: elementId,
  choices: z.array(choice).min(3, "a drop-down has 3–5 choices").max(5, "a drop-down has 3–5 choices"),
});
type Blank = z.infer<typeof blank>;
const tableRow = z.strictObject({ id: elementId, text: text(1), blanks: z.array(blank).min(1) });

function blanksFit(blanks: Blank[], ctx: Ctx, at: (i: number) => (string | number)[]) {
  blanks.forEach(
    (b, i) =>
      b.choices.some((c) => c.id === b.answer) ||
      issue(ctx, [...at(i), "answer"], `'${b.answer}' names no choice of blank '${b.id}'`),
  );
  uniqueIds(
    ctx,
    blanks.flatMap((b, i) => [
      { id: b.id, path: [...at(i), "id"] },
      ...b.choices.map((c, j) => ({ id: c.id, path: [...at(i), "choices", j, "id"] })),
    ]),
  );
}
const blankView = (b: Blank) => ({
  id: b.id,
  choices: displayOrder(b.choices, b.id).map(({ id, text }) => ({ id, text })),
});

/** The parts every drop-down format shares, over a function listing the item's blanks. */
function dropdowns<Item>(blanksOf: (item: Item) => Blank[]) {
  return {
    response: (item: Item) =>
      everyKey(
        blanksOf(item).map((b) => b.id),
        "blank",
        (k) =>
          one(
            blanksOf(item)
              .find((b) => b.id === k)!
              .choices.map((c) => c.id),
            "choice",
          ),
      ),
    units: (item: Item, r: Record<string, string>) =>
      blanksOf(item).map((b) => ({ id: b.id, key: [b.answer], response: [r[b.id]] })),
    correctResponse: (item: Item) => Object.fromEntries(blanksOf(item).map((b) => [b.id, b.answer])),
    rationales: (item: Item) =>
      Object.fromEntries(blanksOf(item).flatMap((b) => b.choices.map((c) => [c.id, c.rationale]))),
  };
}

type Cloze = { passage: string; blanks: Blank[] };
export const dropdownCloze: FormatDefinition<Cloze, Record<string, string>, DropdownClozeDisplay> = {
  name: "dropdown_cloze",
  label: FORMAT_LABELS.dropdown_cloze,
  rule: "zero-one",
  fields: { passage: text(20), blanks: z.array(blank).min(1, "1–5 drop-downs").max(5, "1–5 drop-downs") },
  check(item, ctx) {
    blanksFit(item.blanks, ctx, (i) => ["blanks", i]);
    passageMatches(
      item.passage,
      item.blanks.map((b) => b.id),
      ctx,
    );
  },
  display: (item) => ({ passage: item.passage, blanks: item.blanks.map(blankView) }),
  ...dropdowns<Cloze>((item) => item.blanks),
};

type Table = { headers: string[]; rows: z.infer<typeof tableRow>[] };
const tableBlanks = (item: Table) => item.rows.flatMap((r) => r.blanks);
export const dropdownTable: FormatDefinition<Table, Record<string, string>, DropdownTableDisplay> = {
  name: "dropdown_table",
  label: FORMAT_LABELS.dropdown_table,
  rule: "zero-one",
  fields: { headers: z.array(text(1)).min(2).max(4), rows: z.array(tableRow).min(2, "2–6 rows").max(6, "2–6 rows") },
  check(item, ctx) {
    item.rows.forEach(
      (r, i) =>
        r.blanks.length === item.headers.length - 1 ||
        issue(
          ctx,
          ["rows", i, "blanks"],
          `row '${r.id}' needs ${item.headers.length - 1} drop-down(s), one per column after the first`,
        ),
    );
    const at = item.rows.flatMap((r, i) => r.blanks.map((_, j) => ["rows", i, "blanks", j]));
    blanksFit(tableBlanks(item), ctx, (i) => at[i]);
    uniqueIds(
      ctx,
      item.rows.map((r, i) => ({ id: r.id, path: ["rows", i, "id"] })),
    );
  },
  display: (item) => ({
    headers: item.headers,
    rows: item.rows.map((r) => ({ id: r.id, text: r.text, blanks: r.blanks.map(blankView) })),
  }),
  ...dropdowns(tableBlanks),
};

type Rationale = Cloze & { links: string[][] };
export const dropdownRationale: FormatDefinition<Rationale, Record<string, string>, DropdownClozeDisplay> = {
  name: "dropdown_rationale",
  label: FORMAT_LABELS.dropdown_rationale,
  rule: "rationale",
  fields: { passage: text(20), links, blanks: z.array(blank).min(2).max(3) },
  check(item, ctx) {
    dropdownCloze.check!(item, ctx);
    linksFit(item, ctx);
  },
  display: (item) => ({ passage: item.passage, blanks: item.blanks.map(blankView) }),
  ...dropdowns<Rationale>((item) => item.blanks),
  links: (item) => item.links,
};
