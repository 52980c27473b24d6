// Offline draws from the pack (client/offline/pack-draw.ts): filters, whole
// cases in step order, no repeats, least recently answered first.
import { describe, expect, it } from "vitest";
import { drawFromPack, type PackFilter } from "../../client/offline/pack-draw";
import type { PackQuestion } from "../../client/offline/types";

let seed = 1;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

function q(id: number, over: Partial<PackQuestion> = {}): PackQuestion {
  return {
    id,
    type: "single",
    maxPoints: 1,
    categoryId: 1,
    category: "Cat",
    difficulty: 3,
    content: `Q${id}`,
    options: [],
    correctAnswer: "A",
    explanation: "",
    item: null,
    stored: { type: "single", options: "[]", correctAnswer: "A", explanation: "", body: null },
    ...over,
  } as PackQuestion; // an override may change the type without its item: the draw reads neither
}
const caseItem = (id: number, caseId: number, step: number, categoryId = 1): PackQuestion =>
  q(id, {
    type: "matrix_mc",
    categoryId,
    case: {
      id: caseId,
      title: "Case",
      client: { age: "70", sex: "F", setting: "ward", reason: "fall" },
      step,
      stepName: `Step ${step}`,
      itemCount: 6,
      chart: [],
    },
  });

const ALL: PackFilter = { count: 100, categoryId: null, levels: [1, 2, 3, 4, 5] };
// A case delivered out of order, around stand-alone items of two categories and levels.
const pack = [
  ...[3, 1, 2].map((s) => caseItem(100 + s, 7, s)),
  q(1),
  q(2, { categoryId: 2 }),
  q(3, { difficulty: 1 }),
  q(4, { type: "sata" }),
  q(5, { type: "bowtie" }),
  ...[6, 5, 4].map((s) => caseItem(100 + s, 7, s)),
];

describe("drawFromPack", () => {
  it("keeps a case's six items together in step order and never repeats a question", () => {
    for (let run = 0; run < 20; run++) {
      const drawn = drawFromPack(pack, ALL, {}, random);
      expect(new Set(drawn.map((x) => x.id)).size).toBe(drawn.length);
      expect(drawn).toHaveLength(pack.length);
      const at = drawn.findIndex((x) => x.case);
      expect(drawn.slice(at, at + 6).map((x) => x.case?.step)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it("applies category, difficulty and format filters", () => {
    expect(drawFromPack(pack, { ...ALL, categoryId: 2 }).map((x) => x.id)).toEqual([2]);
    expect(drawFromPack(pack, { ...ALL, levels: [1, 2] }).map((x) => x.id)).toEqual([3]);
    expect(drawFromPack(pack, { ...ALL, format: "sata" }).map((x) => x.id)).toEqual([4]);
    const ngn = drawFromPack(pack, { ...ALL, format: "ngn" }).map((x) => x.id);
    expect(ngn.sort()).toEqual([101, 102, 103, 104, 105, 106, 5].sort());
  });

  it("drills one step with case items on their own", () => {
    expect(drawFromPack(pack, { ...ALL, step: 4 }).map((x) => x.id)).toEqual([104]);
  });

  it("fills the count, skipping a case that does not fit", () => {
    const drawn = drawFromPack(pack, { ...ALL, count: 4 }, {}, random);
    expect(drawn).toHaveLength(4);
    expect(drawn.every((x) => !x.case)).toBe(true);
  });

  it("prefers questions not answered from the pack recently", () => {
    const recent = { 1: 1000, 2: 2000, 3: 3000, 4: 4000 };
    for (let run = 0; run < 10; run++) {
      const drawn = drawFromPack(pack, { ...ALL, count: 2 }, recent, random).map((x) => x.id);
      expect(drawn).toEqual(expect.arrayContaining([5]));
      expect(drawn).toEqual(expect.arrayContaining([1])); // the least recent of the answered ones
    }
  });

  it("reviews bookmarks from the pack's copies, leaving out what it does not hold", () => {
    expect(drawFromPack(pack, { ...ALL, questionIds: [4, 999, 2] }).map((x) => x.id)).toEqual([4, 2]);
  });
});
