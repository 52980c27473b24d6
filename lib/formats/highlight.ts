// Highlight formats: predefined phrases marked [[id|words]] in a note or in a
// table's cells; the student clicks phrases (no free selection). +/- over all
// phrases. Response: ["p1","p4"].
import { z } from "zod";
import { elementId, issue, rationale, text, uniqueIds, type Ctx, type FormatDefinition } from "./common";
import type { HighlightTableDisplay, HighlightTextDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { picks } from "./responses";

const MARK = /\[\[([a-z][a-z0-9_]*)\|([^\]|]+)\]\]/g;
const phrase = z.strictObject({ id: elementId, correct: z.boolean(), rationale });
const phrases = z.array(phrase).min(4, "4–10 phrases").max(10, "4–10 phrases");
type Phrase = z.infer<typeof phrase>;

/** A passage split into plain text and selectable phrases, for the screen. */
export type Segment = string | { id: string; text: string };
export function segments(passage: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of passage.matchAll(MARK)) {
    if (m.index > at) out.push(passage.slice(at, m.index));
    out.push({ id: m[1], text: m[2].trim() });
    at = m.index + m[0].length;
  }
  if (at < passage.length) out.push(passage.slice(at));
  return out;
}

function phrasesFit(marked: string[], list: Phrase[], ctx: Ctx, where: (string | number)[]) {
  uniqueIds(
    ctx,
    list.map((p, i) => ({ id: p.id, path: ["phrases", i, "id"] })),
  );
  list.forEach((p, i) => {
    const n = marked.filter((m) => m === p.id).length;
    if (n !== 1)
      issue(
        ctx,
        ["phrases", i, "id"],
        n
          ? `phrase '${p.id}' is marked ${n} times`
          : `phrase '${p.id}' is not marked in the ${where[0]} as [[${p.id}|…]]`,
      );
  });
  for (const m of new Set(marked)) if (!list.some((p) => p.id === m)) issue(ctx, where, `[[${m}|…]] names no phrase`);
  if (!list.some((p) => p.correct)) issue(ctx, ["phrases"], "no phrase is keyed (correct: true)");
  if (!list.some((p) => !p.correct))
    issue(ctx, ["phrases"], "every phrase is keyed; add phrases that should not be highlighted");
}

const markedIn = (s: string) => [...s.matchAll(MARK)].map((m) => m[1]);
const brokenMark = (s: string) => /\[\[/.test(s.replace(MARK, ""));
const keyed = (item: { phrases: Phrase[] }) => item.phrases.filter((p) => p.correct).map((p) => p.id);

const shared = {
  rule: "plus-minus" as const,
  response: (item: { phrases: Phrase[] }) =>
    picks(
      item.phrases.map((p) => p.id),
      "phrase",
      { min: 1 },
    ),
  units: (item: { phrases: Phrase[] }, r: string[]) => [{ id: "item", key: keyed(item), response: r }],
  correctResponse: keyed,
  rationales: (item: { phrases: Phrase[] }) => Object.fromEntries(item.phrases.map((p) => [p.id, p.rationale])),
};

type Text = { passage: string; phrases: Phrase[] };
export const highlightText: FormatDefinition<Text, string[], HighlightTextDisplay> = {
  name: "highlight_text",
  label: FORMAT_LABELS.highlight_text,
  fields: { passage: text(40), phrases },
  check(item, ctx) {
    if (brokenMark(item.passage)) issue(ctx, ["passage"], "a [[…]] mark is malformed; write [[id|words]]");
    phrasesFit(markedIn(item.passage), item.phrases, ctx, ["passage"]);
  },
  display: (item) => ({ passage: segments(item.passage) }),
  ...shared,
};

type Table = { headers: string[]; rows: { cells: string[] }[]; phrases: Phrase[] };
export const highlightTable: FormatDefinition<Table, string[], HighlightTableDisplay> = {
  name: "highlight_table",
  label: FORMAT_LABELS.highlight_table,
  fields: {
    headers: z.array(text(1)).min(2).max(5),
    rows: z
      .array(z.strictObject({ cells: z.array(z.string().trim()) }))
      .min(2)
      .max(12),
    phrases,
  },
  check(item, ctx) {
    item.rows.forEach((r, i) => {
      if (r.cells.length !== item.headers.length)
        issue(ctx, ["rows", i, "cells"], `row ${i + 1} has ${r.cells.length} cells for ${item.headers.length} headers`);
      r.cells.forEach(
        (c, j) => brokenMark(c) && issue(ctx, ["rows", i, "cells", j], "a [[…]] mark is malformed; write [[id|words]]"),
      );
    });
    phrasesFit(
      item.rows.flatMap((r) => r.cells.flatMap(markedIn)),
      item.phrases,
      ctx,
      ["rows"],
    );
  },
  display: (item) => ({ headers: item.headers, rows: item.rows.map((r) => r.cells.map(segments)) }),
  ...shared,
};
