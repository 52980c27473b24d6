// Element ids that say nothing (issue 26): every format's item, as a draw shows
// it, carries no content id, is graded the same as the content item, and no
// rule over ids or positions (sorted ids, the lowest id, a fixed position)
// scores better than chance over 200 draws of the bank's own items.
import { describe, expect, it } from "vitest";
import { bodyOf, displayOf, FORMAT_NAMES, grade, parseResponse, type FormatName } from "../../lib/formats/registry";
import { contentIds, displayIds, labelled, relabel, relabelDisplay, relabels } from "../../lib/formats/relabel";
import { elementIdKey, opaqueIds } from "../../lib/formats/opaque-ids";
import { loadContent } from "../../scripts/content/load";
import { loadCases } from "../../scripts/content/load-cases";
import { naiveResponses, randomResponse } from "../fixtures/naive-responses";

const DRAWS = 200;
const { questions } = loadContent();
const { cases } = loadCases();
const bank = [...questions, ...cases.flatMap((c) => c.items)];
const keyPromise = elementIdKey("a test secret of at least thirty-two characters");

/** One draw of an item: the relabelled body the server grades, and the display the browser gets (from the stored display). */
async function drawOf(type: FormatName, body: Record<string, unknown>, drawKey: string, questionId: number) {
  const stored = displayOf(type, body);
  const ids = await opaqueIds(await keyPromise, drawKey, questionId, [
    ...new Set([...contentIds(type, body), ...displayIds(type, stored)]),
  ]);
  return { ...relabel(type, body, ids), shown: relabelDisplay(type, stored, ids) };
}

/** A seeded generator, so the random baseline is the same every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const share = (type: FormatName, body: unknown, response: unknown) => {
  const parsed = parseResponse(type, body, response);
  if (!parsed.ok) throw new Error(`${type}: ${parsed.message}`);
  const s = grade(type, body, parsed.value);
  return s.points / s.maxPoints;
};

describe("element ids that say nothing", () => {
  for (const type of FORMAT_NAMES.filter(relabels)) {
    const items = bank.filter((q) => q.type === type);
    it(`${type}: a draw names no content id, and grades as the content item does`, async () => {
      expect(items.length).toBeGreaterThan(0);
      for (const [n, item] of items.entries()) {
        const body = bodyOf(item) as Record<string, unknown>;
        const drawn = await drawOf(type, body, "draw-a", n + 1);
        const shown = JSON.stringify(drawn.shown);
        // The browser's display (relabelled from the stored one) is the display of the relabelled body, up to order.
        const sorted = (v: unknown): unknown =>
          Array.isArray(v)
            ? v.map(sorted).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
            : v && typeof v === "object"
              ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sorted(x)]))
              : v;
        expect(sorted(drawn.shown), item.id).toEqual(sorted(displayOf(type, drawn.body as Record<string, unknown>)));
        if (!labelled(type))
          for (const id of contentIds(type, body))
            expect(shown, `${item.id} shows '${id}'`).not.toMatch(new RegExp(`"${id}"`));
        // Another draw shows it differently (a labelled item's few options may repeat an order now and then).
        const others = await Promise.all(["b", "c", "d", "e"].map((k) => drawOf(type, body, `draw-${k}`, n + 1)));
        const shapes = new Set([drawn, ...others].map((o) => JSON.stringify(o.body)));
        expect(shapes.size, `${item.id} differs per draw`).toBeGreaterThan(1);
        const rand = seeded(n + 7);
        const response = randomResponse(type, drawn.shown, rand);
        expect(share(type, drawn.body, response)).toBe(share(type, body, drawn.toContent(response)));
      }
    });

    it(`${type}: no rule over ids or positions beats chance over ${DRAWS} draws`, async () => {
      const rand = seeded(42);
      const totals = new Map<string, number>();
      let chance = 0;
      for (let d = 0; d < DRAWS; d++) {
        const item = items[d % items.length];
        const drawn = await drawOf(type, bodyOf(item) as Record<string, unknown>, `draw-${d}`, d + 1);
        const shown = drawn.shown;
        for (const [rule, response] of Object.entries(naiveResponses(type, shown)))
          totals.set(rule, (totals.get(rule) ?? 0) + share(type, drawn.body, response));
        chance += share(type, drawn.body, randomResponse(type, shown, rand));
      }
      for (const [rule, total] of totals)
        expect(total / DRAWS, `${type}: '${rule}' against chance ${(chance / DRAWS).toFixed(2)}`).toBeLessThanOrEqual(
          chance / DRAWS + 0.08,
        );
    });
  }
});
