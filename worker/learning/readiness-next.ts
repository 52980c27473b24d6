// The next item of a readiness exam, scored or pretest. An NCLEX-day run
// shows an unscored pretest item when its plan says one is due
// (lib/readiness-nclex-day.ts); otherwise, or when no uncalibrated item is
// left for this student, the adaptive choice (readiness-selection.ts). No
// item is shown twice in one exam, pretest or scored.
import type { Query } from "../db/query";
import { parsePlan, pretestDue } from "../../lib/readiness-nclex-day";
import { pretestCandidate, pretestUsed } from "../db/readiness/nclex-day";
import { chooseNextItem, type NextItem } from "./readiness-selection";
import type { ExamRow, ItemRow } from "./readiness-store";

export type ChosenItem = Pick<NextItem, "questionId" | "reused"> & { pretest: boolean };

const DRAW_KEYS = 2 ** 31; // rand_key is a 31-bit draw key (lib/seed-question.ts)

export async function chooseExamItem(
  db: Query,
  exam: Pick<ExamRow, "id" | "userId" | "mode" | "pretestPlan">,
  items: Pick<ItemRow, "questionId" | "area" | "family" | "caseId" | "caseStep">[],
  theta: number,
  pretestAnswered: number,
  /** Pretest items answered in this request, not yet stored. */
  justAnswered: number[] = [],
): Promise<ChosenItem | null> {
  const stored =
    exam.mode === "nclex-day" && pretestAnswered > justAnswered.length
      ? (await db.one(pretestUsed(db, exam.id))).map((r) => r.questionId)
      : [];
  const pretests = [...stored, ...justAnswered];
  if (exam.mode === "nclex-day" && pretestDue(parsePlan(exam.pretestPlan), items, pretestAnswered)) {
    const used = [...items.map((i) => i.questionId), ...pretests];
    const [after, before] = await db.batch(
      pretestCandidate(db, exam.userId, used, Math.floor(Math.random() * DRAW_KEYS)),
    );
    const pick = after[0] ?? before[0];
    if (pick) return { questionId: pick.id, reused: false, pretest: true };
  }
  const next = await chooseNextItem(db, exam.userId, items, theta, pretests);
  return next ? { questionId: next.questionId, reused: next.reused, pretest: false } : null;
}
