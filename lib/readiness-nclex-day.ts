// The NCLEX-day run of the readiness exam (issue 28): a tutorial before the
// clock starts, optional breaks during which the clock keeps running, and
// unscored pretest items placed at random among the scored ones. Pure
// functions: where the pretest items go, when one is due, when a break is offered.
import { CASE_LENGTH, CASE_STARTS, nextCaseMove, type ExamCaseItem } from "./readiness-cases";
import { MIN_ITEMS } from "./irt/readiness";
import type { Rng } from "./irt/random";

/** "nclex-day": tutorial, breaks and pretest items (the default start); "short": the exam without them. */
export type ExamMode = "nclex-day" | "short";
export const EXAM_MODES: readonly ExamMode[] = ["nclex-day", "short"];

/** Unscored pretest items per NCLEX-day run, as on the NCLEX-RN. */
export const PRETEST_ITEMS = 15;
/**
 * An item with fewer calibration responses than this (questions.irt_responses,
 * written by `npm run calibrate`) is not yet calibrated well enough: at 200
 * responses the Rasch difficulty's standard error is about 0.15 logits. Such
 * readiness-pool items are the pretest candidates; their pretest answers feed
 * the calibration without counting for the candidate.
 */
export const CALIBRATION_MIN_RESPONSES = 200;
/** Minutes of testing after which an optional break is offered: about 2 h and about 3.5 h. */
export const BREAK_OFFERS_MINUTES = [120, 210] as const;

/** Scored-answer counts after which the next item would continue a case: no pretest item may sit there. */
function insideCases(): Set<number> {
  const inside = new Set<number>();
  for (const start of CASE_STARTS) for (let k = start + 1; k < start + CASE_LENGTH; k++) inside.add(k);
  return inside;
}

/**
 * Where an exam's pretest items go: `count` distinct scored-answer counts k,
 * drawn uniformly from 1..MIN_ITEMS-1 outside the case blocks, in ascending
 * order. A pretest item comes after the k-th scored answer, so every one of
 * them is met before any stopping rule can end the exam.
 */
export function placePretest(rng: Rng, count = PRETEST_ITEMS, minItems = MIN_ITEMS): number[] {
  const inside = insideCases();
  const slots: number[] = [];
  for (let k = 1; k < minItems; k++) if (!inside.has(k)) slots.push(k);
  // A partial Fisher–Yates shuffle: the first `count` slots are a uniform sample.
  for (let i = 0; i < Math.min(count, slots.length); i++) {
    const j = i + Math.floor(rng() * (slots.length - i));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots.slice(0, count).sort((a, b) => a - b);
}

/**
 * Whether the next item is a pretest item: the plan's next slot has been
 * reached (`scored` answers so far) and the next scored item would not
 * continue a case (a case that started late pushes the slot past its end).
 */
export function pretestDue(plan: readonly number[], scored: readonly ExamCaseItem[], pretestAnswered: number): boolean {
  const slot = plan[pretestAnswered];
  return slot !== undefined && scored.length >= slot && nextCaseMove([...scored]).kind !== "continue";
}

/** Whether a break is on offer: the next offer's time has come (declined or taken offers are not repeated). */
export const breakOffered = (elapsedMinutes: number, offersAnswered: number): boolean =>
  offersAnswered < BREAK_OFFERS_MINUTES.length && elapsedMinutes >= BREAK_OFFERS_MINUTES[offersAnswered];

/** Parses a stored plan (JSON of ascending counts); an empty plan for a short run. */
export function parsePlan(text: string | null): number[] {
  if (!text) return [];
  const plan = JSON.parse(text) as unknown;
  return Array.isArray(plan) ? plan.filter((k): k is number => Number.isInteger(k)) : [];
}
