// Drag-and-drop formats ("tap a token, then tap a blank"): cloze, 0/1 per
// blank, and rationale (dyad or triad). Response: { blankId: tokenId }, each
// token in at most one blank.
import { z } from "zod";
import { elementId, issue, rationale, text, uniqueIds, type Ctx, type FormatDefinition } from "./common";
import type { DragDropDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { placements } from "./responses";
import { links, linksFit, passageMatches } from "./blanks";
import { displayOrder } from "./shuffle";

const token = z.strictObject({ id: elementId, text: text(1), rationale });
const blank = z.strictObject({ id: elementId, answer: elementId });
type Cloze = { passage: string; tokens: z.infer<typeof token>[]; blanks: z.infer<typeof blank>[] };

function clozeFits(item: Cloze, ctx: Ctx) {
  uniqueIds(ctx, [
    ...item.tokens.map((t, i) => ({ id: t.id, path: ["tokens", i, "id"] })),
    ...item.blanks.map((b, i) => ({ id: b.id, path: ["blanks", i, "id"] })),
  ]);
  const tokenIds = item.tokens.map((t) => t.id);
  item.blanks.forEach(
    (b, i) => tokenIds.includes(b.answer) || issue(ctx, ["blanks", i, "answer"], `'${b.answer}' names no token`),
  );
  if (new Set(item.blanks.map((b) => b.answer)).size !== item.blanks.length)
    issue(ctx, ["blanks"], "a token is the answer of two blanks");
  if (item.tokens.length <= item.blanks.length) issue(ctx, ["tokens"], "the bank needs more tokens than blanks");
  passageMatches(
    item.passage,
    item.blanks.map((b) => b.id),
    ctx,
  );
}

const shared = {
  display: (item: Cloze) => ({
    passage: item.passage,
    tokens: displayOrder(item.tokens).map(({ id, text }) => ({ id, text })),
    blanks: item.blanks.map((b) => b.id),
  }),
  response: (item: Cloze) =>
    placements(
      item.blanks.map((b) => b.id),
      item.tokens.map((t) => t.id),
    ),
  units: (item: Cloze, r: Record<string, string>) =>
    item.blanks.map((b) => ({ id: b.id, key: [b.answer], response: [r[b.id]] })),
  correctResponse: (item: Cloze) => Object.fromEntries(item.blanks.map((b) => [b.id, b.answer])),
  rationales: (item: Cloze) => Object.fromEntries(item.tokens.map((t) => [t.id, t.rationale])),
};

export const dndCloze: FormatDefinition<Cloze, Record<string, string>, DragDropDisplay> = {
  name: "dnd_cloze",
  label: FORMAT_LABELS.dnd_cloze,
  rule: "zero-one",
  fields: {
    passage: text(20),
    tokens: z.array(token).min(4, "4–10 tokens").max(10, "4–10 tokens"),
    blanks: z.array(blank).min(1, "1–5 blanks").max(5, "1–5 blanks"),
  },
  check: clozeFits,
  ...shared,
};

type Rationale = Cloze & { links: string[][] };
export const dndRationale: FormatDefinition<Rationale, Record<string, string>, DragDropDisplay> = {
  name: "dnd_rationale",
  label: FORMAT_LABELS.dnd_rationale,
  rule: "rationale",
  fields: {
    passage: text(20),
    links,
    tokens: z.array(token).min(4, "4–10 tokens").max(10, "4–10 tokens"),
    blanks: z.array(blank).min(2).max(3),
  },
  check(item, ctx) {
    clozeFits(item, ctx);
    linksFit(item, ctx);
  },
  ...shared,
  links: (item) => item.links,
};
