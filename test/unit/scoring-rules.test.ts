// NCSBN's scoring rules, with the traps of shared/ngn-reference.md.
import { describe, expect, it } from "vitest";
import { RULE_SENTENCES, score, type ScoringUnit } from "../../lib/scoring/rules";

const unit = (id: string, key: string[], response: string[]): ScoringUnit => ({ id, key, response });

describe("scoring rules", () => {
  it.each([
    // [name, rule, units, links, points, max]
    ["multiple choice right", "zero-one", [unit("item", ["B"], ["B"])], [], 1, 1],
    ["multiple choice wrong", "zero-one", [unit("item", ["B"], ["C"])], [], 0, 1],
    ["SATA all keyed, nothing else", "plus-minus", [unit("item", ["A", "C", "E"], ["A", "C", "E"])], [], 3, 3],
    ["SATA 3 right and 1 wrong", "plus-minus", [unit("item", ["A", "C", "E"], ["A", "C", "E", "B"])], [], 2, 3],
    ["SATA never below 0", "plus-minus", [unit("item", ["A"], ["B", "C", "D"])], [], 0, 1],
    ["SATA everything ticked", "plus-minus", [unit("item", ["A", "C"], ["A", "B", "C", "D", "E"])], [], 0, 2],
    ["select 2: one right, no penalty for the other", "zero-one", [unit("item", ["A", "D"], ["A", "B"])], [], 1, 2],
    [
      "matrix multiple choice: 0/1 per row",
      "zero-one",
      [unit("r1", ["x"], ["x"]), unit("r2", ["y"], ["x"]), unit("r3", ["x"], ["x"])],
      [],
      2,
      3,
    ],
    // Per column: column 1 earns 2 - 1 = 1, column 2 earns max(0, 0 - 2) = 0; over the whole grid it would be max(0, 2 - 3) = 0.
    [
      "matrix multiple response is floored per column",
      "plus-minus",
      [unit("c1", ["r1", "r2"], ["r1", "r2", "r3"]), unit("c2", ["r4"], ["r1", "r2"])],
      [],
      1,
      3,
    ],
    [
      "grouping floored per group",
      "plus-minus",
      [unit("g1", ["a"], ["a", "b", "c"]), unit("g2", ["d", "e"], ["d", "e"])],
      [],
      2,
      3,
    ],
    [
      "bow-tie: one point per slot element",
      "zero-one",
      [
        unit("actions", ["a1", "a3"], ["a1", "a2"]),
        unit("condition", ["c2"], ["c2"]),
        unit("monitor", ["m1", "m4"], ["m4", "m1"]),
      ],
      [],
      4,
      5,
    ],
    [
      "dyad: both right",
      "rationale",
      [unit("cause", ["x"], ["x"]), unit("effect", ["y"], ["y"])],
      [["cause", "effect"]],
      1,
      1,
    ],
    [
      "dyad: one wrong earns nothing",
      "rationale",
      [unit("cause", ["x"], ["x"]), unit("effect", ["y"], ["z"])],
      [["cause", "effect"]],
      0,
      1,
    ],
    [
      "triad: a point per correct cause-effect pair",
      "rationale",
      [unit("cause", ["x"], ["x"]), unit("e1", ["y"], ["y"]), unit("e2", ["z"], ["w"])],
      [
        ["cause", "e1"],
        ["cause", "e2"],
      ],
      1,
      2,
    ],
    [
      "triad: a wrong cause loses both pairs",
      "rationale",
      [unit("cause", ["x"], ["q"]), unit("e1", ["y"], ["y"]), unit("e2", ["z"], ["z"])],
      [
        ["cause", "e1"],
        ["cause", "e2"],
      ],
      0,
      2,
    ],
    ["ordered: all in order", "all-or-nothing", [unit("item", ["c", "a", "b", "d"], ["c", "a", "b", "d"])], [], 1, 1],
    [
      "ordered: one swap earns nothing",
      "all-or-nothing",
      [unit("item", ["c", "a", "b", "d"], ["c", "b", "a", "d"])],
      [],
      0,
      1,
    ],
  ] as const)("%s", (_, rule, units, links, points, max) => {
    const s = score(rule, units as unknown as ScoringUnit[], links as unknown as string[][]);
    expect([s.points, s.maxPoints]).toEqual([points, max]);
    expect(s.isCorrect).toBe(points === max);
  });

  it("marks every element with what it added", () => {
    const s = score("plus-minus", [unit("item", ["A", "C"], ["A", "B"])]);
    expect(s.elements).toEqual([
      { unit: "item", element: "A", chosen: true, keyed: true, delta: 1 },
      { unit: "item", element: "C", chosen: false, keyed: true, delta: 0 },
      { unit: "item", element: "B", chosen: true, keyed: false, delta: -1 },
    ]);
    expect(
      score("zero-one", [unit("item", ["A", "C"], ["A", "B"])]).elements.find((e) => e.element === "B")!.delta,
    ).toBe(0);
  });

  it("states every rule in one sentence", () => {
    expect(RULE_SENTENCES["plus-minus"]).toBe(
      "+1 for each correct choice, −1 for each incorrect choice, never below 0",
    );
    expect(Object.keys(RULE_SENTENCES).sort()).toEqual(["all-or-nothing", "plus-minus", "rationale", "zero-one"]);
  });
});
