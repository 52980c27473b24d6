// What the blank formats share: a passage with {{id}} placeholders, and the
// cause–effect links of the rationale formats (dyad: one link of both blanks;
// triad: two links of two blanks sharing one).
import { z } from "zod";
import { elementId, issue, type Ctx } from "./common";
import { placeholders } from "./placeholders";

/** Each blank appears exactly once in the passage and every placeholder names a blank. */
export function passageMatches(passage: string, blankIds: string[], ctx: Ctx, path: (string | number)[] = ["passage"]) {
  const used = placeholders(passage);
  for (const id of blankIds) {
    const n = used.filter((u) => u === id).length;
    if (n !== 1)
      issue(
        ctx,
        path,
        n ? `blank '${id}' appears ${n} times` : `blank '${id}' is not placed in the passage as {{${id}}}`,
      );
  }
  for (const u of new Set(used)) if (!blankIds.includes(u)) issue(ctx, path, `{{${u}}} names no blank`);
}

export const links = z.array(z.array(elementId).length(2, "a link joins 2 blanks")).min(1).max(2);

export function linksFit(item: { links: string[][]; blanks: { id: string }[] }, ctx: Ctx) {
  const ids = item.blanks.map((b) => b.id);
  if (ids.length < 2 || ids.length > 3)
    return issue(ctx, ["blanks"], "a rationale item has 2 blanks (dyad) or 3 (triad)");
  item.links.forEach((l, i) =>
    l.forEach((b, j) => ids.includes(b) || issue(ctx, ["links", i, j], `'${b}' names no blank`)),
  );
  const covered = new Set(item.links.flat());
  if (ids.length === 2 && item.links.length !== 1) issue(ctx, ["links"], "a dyad has one link of its two blanks");
  if (ids.length === 3) {
    if (item.links.length !== 2) issue(ctx, ["links"], "a triad has two links");
    else if (item.links[0].filter((b) => item.links[1].includes(b)).length !== 1)
      issue(ctx, ["links"], "a triad's two links share exactly one blank");
  }
  for (const id of ids) if (!covered.has(id)) issue(ctx, ["links"], `blank '${id}' is in no link`);
}
