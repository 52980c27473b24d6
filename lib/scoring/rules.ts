// NCSBN's scoring rules for Next Generation NCLEX items (shared/ngn-reference.md),
// over one shape: an item is a list of scoring units, each a set of keyed
// element ids and the set the student chose, scored by one rule.
//  - zero-one: +1 for each keyed element chosen, nothing taken away (multiple
//    choice, select N, matrix multiple choice rows, drop-downs, drag-and-drop
//    blanks, bow-tie slots);
//  - plus-minus: +1 for each keyed element chosen, -1 for each other element
//    chosen, floored at 0 per unit (SATA, grouping per group, matrix multiple
//    response per column, highlight);
//  - rationale: a point per cause-effect link whose units are all right (dyad:
//    one link, triad: two);
//  - all-or-nothing: one point when every unit is exactly right (ordered response).
// Pure and unit-tested (test/unit/scoring-rules.test.ts); no format knows these sums.

export type ScoringRule = "zero-one" | "plus-minus" | "rationale" | "all-or-nothing";

export interface ScoringUnit {
  id: string; // a row, column, group, blank, slot, or the whole item
  key: readonly string[]; // the keyed element ids (order matters only for all-or-nothing)
  response: readonly string[]; // what the student chose
}

/** Rationale items: each link names units that must all be right for its point. */
export type RationaleLinks = readonly (readonly string[])[];

export interface ElementMark {
  unit: string;
  element: string;
  chosen: boolean;
  keyed: boolean;
  /** +1, -1 or 0: what this element added under the rule before any floor. */
  delta: number;
}

export interface UnitScore {
  unit: string;
  points: number;
  maxPoints: number;
}

export interface Score {
  rule: ScoringRule;
  points: number;
  maxPoints: number;
  /** Full marks: what "correct" means to the student. */
  isCorrect: boolean;
  units: UnitScore[];
  elements: ElementMark[];
}

function marks(u: ScoringUnit, rule: ScoringRule): ElementMark[] {
  const key = new Set(u.key);
  const chosen = new Set(u.response);
  const ids = [...new Set([...u.key, ...u.response])];
  return ids.map((element) => {
    const keyed = key.has(element);
    const picked = chosen.has(element);
    const delta = picked ? (keyed ? 1 : rule === "plus-minus" ? -1 : 0) : 0;
    return { unit: u.id, element, chosen: picked, keyed, delta };
  });
}

const exact = (u: ScoringUnit) => u.key.length === u.response.length && u.key.every((k, i) => k === u.response[i]);
const sameSet = (u: ScoringUnit) =>
  u.key.length === new Set(u.response).size && u.response.every((r) => u.key.includes(r));

export function score(rule: ScoringRule, units: readonly ScoringUnit[], links: RationaleLinks = []): Score {
  const elements = units.flatMap((u) => marks(u, rule));
  let unitScores: UnitScore[];
  if (rule === "zero-one" || rule === "plus-minus") {
    unitScores = units.map((u) => {
      const raw = elements.filter((e) => e.unit === u.id).reduce((s, e) => s + e.delta, 0);
      return { unit: u.id, points: Math.max(0, raw), maxPoints: u.key.length };
    });
  } else if (rule === "rationale") {
    const right = new Set(units.filter(sameSet).map((u) => u.id));
    unitScores = links.map((link) => ({
      unit: link.join("+"),
      points: link.every((id) => right.has(id)) ? 1 : 0,
      maxPoints: 1,
    }));
  } else {
    const all = units.every(exact);
    unitScores = [{ unit: "item", points: all ? 1 : 0, maxPoints: 1 }];
  }
  const points = unitScores.reduce((s, u) => s + u.points, 0);
  const maxPoints = unitScores.reduce((s, u) => s + u.maxPoints, 0);
  return { rule, points, maxPoints, isCorrect: points === maxPoints && maxPoints > 0, units: unitScores, elements };
}

/** The rule in one sentence, shown beside the points after grading. */
export const RULE_SENTENCES: Record<ScoringRule, string> = {
  "zero-one": "+1 for each correct choice; nothing is taken away for a wrong one",
  "plus-minus": "+1 for each correct choice, −1 for each incorrect choice, never below 0",
  rationale: "1 point for each cause–effect pair when both of its parts are correct",
  "all-or-nothing": "1 point only when every part is in the correct order",
};
