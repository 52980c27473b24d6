// A draw by question mode (issue 27: unused, incorrect, flagged, correct; a
// union when several are asked for), or a clinical-judgment step drill with
// need or system filters. The usual holding back of recently answered
// questions does not apply: the student asked for exactly this set.
// Unused questions are sampled by seeking a random point of the rand_key order
// (count x OVERSAMPLE candidates, wrapping once); the answered modes are read
// from the student's own rows (user_question_state, flags: at most one row per
// question, never the answer history), joined to the filtered bank with the
// student's rows as the outer loop (without statistics, SQLite would rather
// walk the bank's index and probe them).
import { and, eq, gte, inArray, lt, not, type SQL } from "drizzle-orm";
import type { Query } from "./query";
import { flags, questions, userQuestionState } from "./schema";
import { bankConditions, stateOf, type BankFilter } from "./study-filter";
import { noRows } from "./columns";
import type { Status } from "../../lib/study-filters";

const OVERSAMPLE = 3;
const KEY_SPACE = 2 ** 31;

export interface FilteredDraw {
  filter: BankFilter;
  /** The modes asked for; undefined: every question the filter allows (a step drill by need or system). */
  statuses?: Status[];
  userId: number;
  count: number;
}

type Id = { id: number };

/** The draw's reads (four queries, for one batch with the route's own) and a chooser over their results. */
export function filteredDrawPlan(db: Query, req: FilteredDraw) {
  const bank = bankConditions(req.filter);
  const wants = (s: Status) => !req.statuses || req.statuses.includes(s);
  const none = () => db.orm.all<Id>(noRows);
  // Without modes the seek is the whole draw; with them, it samples only the unused ones.
  const seekAll = !req.statuses;
  const start = Math.floor(Math.random() * KEY_SPACE);
  const seek = (from: SQL) =>
    db.orm
      .select({ id: questions.id })
      .from(questions)
      .where(and(...bank, seekAll ? undefined : not(stateOf(req.userId)), from))
      .orderBy(questions.randKey)
      .limit(req.count * (seekAll ? 1 : OVERSAMPLE));
  const results = req.statuses
    ? [...(wants("incorrect") ? [0 as const] : []), ...(wants("correct") ? [1 as const] : [])]
    : [];
  const queries = [
    seekAll || wants("unused") ? seek(gte(questions.randKey, start)) : none(),
    seekAll || wants("unused") ? seek(lt(questions.randKey, start)) : none(),
    results.length
      ? db.orm
          .select({ id: questions.id })
          .from(userQuestionState)
          .crossJoin(questions) // CROSS JOIN: SQLite keeps the student's rows as the outer loop
          .where(
            and(
              eq(userQuestionState.userId, req.userId),
              eq(questions.id, userQuestionState.questionId),
              inArray(userQuestionState.lastFullMarks, results),
              ...bank,
            ),
          )
      : none(),
    req.statuses && wants("flagged")
      ? db.orm
          .select({ id: questions.id })
          .from(flags)
          .crossJoin(questions)
          .where(and(eq(flags.userId, req.userId), eq(questions.id, flags.questionId), ...bank))
      : none(),
  ] as const;
  return {
    queries,
    choose: (rows: Id[][]) => {
      if (seekAll) return [...new Set(rows.flat().map((r) => r.id))].slice(0, req.count);
      return shuffle([...new Set(rows.flat().map((r) => r.id))]).slice(0, req.count);
    },
  };
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
