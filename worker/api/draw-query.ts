// The query of GET /api/questions/random and, without sessionId, of GET
// /api/questions/counts: the spec's parameters, the NGN format and
// clinical-judgment step, and the test builder's filters (issue 27).
import { z } from "zod";
import { TYPE_FILTERS, formatFilter } from "../../lib/format-mix";
import { DIFFICULTIES } from "../../lib/practice";
import { studyFilterFields, type StudyFilters } from "../../lib/study-filters";
import type { BankFilter } from "../db/study-filter";

export const randomQuery = z.strictObject({
  categoryId: z.coerce.number({ error: "categoryId must be a number" }).int().positive().optional(),
  count: z.coerce
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, "count must be between 1 and 100")
    .max(100, "count must be between 1 and 100")
    .default(10),
  difficulty: z
    .enum(["easy", "medium", "hard", "mixed"], { error: "difficulty must be easy, medium, hard or mixed" })
    .default("mixed"),
  // Timed tests sample the bank as it is; practice at 'mixed' adapts to the student.
  mode: z.enum(["practice", "timed"], { error: "mode must be practice or timed" }).default("practice"),
  // One format, or `ngn` for every Next Generation format; without it, the realistic mix (lib/format-mix.ts).
  type: z.enum(TYPE_FILTERS, { error: `type must be one of ${TYPE_FILTERS.join(", ")}` }).optional(),
  // The session these questions are for: its size, category and type decide the draw, and the server records it.
  sessionId: z.coerce
    .number({ error: "sessionId must be a number" })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  // A clinical-judgment drill: case items of this step (1..6), each with its case's chart at that step.
  step: z.coerce
    .number({ error: "step must be a number from 1 to 6" })
    .int("step must be a number from 1 to 6")
    .min(1, "step must be a number from 1 to 6")
    .max(6, "step must be a number from 1 to 6")
    .optional(),
  // Issue 27: question modes (unused, incorrect, flagged, correct), client needs and body systems, comma-separated.
  ...studyFilterFields,
});
export type RandomQuery = z.infer<typeof randomQuery>;

/** Counts take the draw's filters; a session is not one of them. */
export const countsQuery = randomQuery.omit({ sessionId: true });

/** The test builder's filters of a query. */
export const studyFiltersOf = (q: StudyFilters): StudyFilters => ({
  status: q.status,
  clientNeed: q.clientNeed,
  system: q.system,
});

/** The bank a query's filters allow (the category may be a session's). */
export const bankFilterOf = (
  q: Pick<RandomQuery, "difficulty" | "type" | "step">,
  categoryId: number | null,
  f: StudyFilters,
): BankFilter => ({
  categoryId,
  levels: DIFFICULTIES[q.difficulty],
  formats: formatFilter(q.type),
  step: q.step ?? null,
  clientNeed: f.clientNeed,
  system: f.system,
});
