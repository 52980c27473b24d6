// The Clinical Judgment figures: points earned of points possible for each of
// the six NCSBN clinical-judgment steps (case items) and for each item format,
// and the weakest step once it has enough answers to mean something. Pure.
import { STEP_NAMES } from "./cases/steps";
import { FORMAT_LABELS, FORMAT_NAMES, type FormatName } from "./formats/names";

export interface MarkRow {
  total: number;
  correct: number;
  points: number;
  possible: number;
}
export interface StepStat extends MarkRow {
  step: number;
  name: string;
  percent: number | null; // null: no answers yet
}
export interface FormatStat extends MarkRow {
  type: FormatName;
  label: string;
  percent: number;
}

/** A step needs this many answers before Insights calls it the weakest. */
export const MIN_STEP_ANSWERS = 5;

const percent = (r: MarkRow) => (r.possible > 0 ? Math.round((100 * r.points) / r.possible) : null);
const empty: MarkRow = { total: 0, correct: 0, points: 0, possible: 0 };

/** All six steps in order, those without answers at zero. */
export function stepStats(rows: (MarkRow & { step: number })[]): StepStat[] {
  return STEP_NAMES.map((name, i) => {
    const r = rows.find((x) => x.step === i + 1) ?? empty;
    return {
      step: i + 1,
      name,
      total: r.total,
      correct: r.correct,
      points: r.points,
      possible: r.possible,
      percent: percent(r),
    };
  });
}

/** The formats the student has answered, in the registry's order. */
export function formatStats(rows: (MarkRow & { type: string })[]): FormatStat[] {
  return FORMAT_NAMES.flatMap((type) => {
    const r = rows.find((x) => x.type === type);
    return r && r.total > 0
      ? [
          {
            type,
            label: FORMAT_LABELS[type],
            total: r.total,
            correct: r.correct,
            points: r.points,
            possible: r.possible,
            percent: percent(r) ?? 0,
          },
        ]
      : [];
  });
}

/** The step with the lowest share of points among those with enough answers; ties go to the earlier step. */
export function weakestStep(steps: StepStat[], min = MIN_STEP_ANSWERS): StepStat | null {
  const eligible = steps.filter((s) => s.total >= min && s.percent !== null);
  return eligible.reduce<StepStat | null>((w, s) => (!w || s.percent! < w.percent! ? s : w), null);
}
