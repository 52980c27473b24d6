// The adaptive readiness exam. The server grades every answer and chooses the
// next item; keys and rationales are sent only once the exam has ended.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { summarize } from "../../lib/irt/posterior";
import { decide, MIN_ITEMS, PASSING_STANDARD, TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";
import { localDay } from "../../lib/dates";
import { answerWrites } from "../db/answers/record";
import { abilityRows, abilityUpdate, answeredBefore, OVERALL } from "../db/answers/ability";
import { ITEM_DIFFICULTY_SQL } from "../learning/ability";
import {
  elapsedMinutes,
  EXAM_COLUMNS,
  loadExam,
  posteriors,
  settleExpired,
  type ExamRow,
  type ItemRow,
} from "../learning/readiness-store";
import { chooseNextItem } from "../learning/readiness-selection";
import { RUNNING_EXAM_SQL } from "../learning/readiness-pool";
import { examItemGate } from "../db/answers/gate";
import { examAnswerWrites } from "../db/readiness/answer";
import { activeView, examView as view } from "../learning/readiness-report";
import type { ClientNeed } from "../../lib/categories";
import { gradeSubmission, type StoredQuestion } from "../../lib/formats/submission";
import type { FormatFamily } from "../../lib/formats/names";
import { STORED_QUESTION_COLUMNS } from "../db/questions";

const idParam = z.object({
  id: z.coerce.number({ error: "The exam id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const answerSchema = z.strictObject({
  questionId: z.number({ error: "questionId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
  // As POST /api/answers: selectedAnswer for single-answer items, response for every format.
  selectedAnswer: z.string({ error: "selectedAnswer must be an option label" }).min(1).max(8).optional(),
  response: z.unknown().optional(),
});

const inProgress = (c: Context, examId: number | null) =>
  c.json({ message: "You already have a readiness exam in progress. Resume it instead.", examId }, 409);

export const readinessRoutes = new Hono<AppEnv>()
  .use("/readiness-exams", requireUser)
  .use("/readiness-exams/*", requireUser)
  .get("/readiness-exams", async (c) => {
    const db = c.var.db;
    const user = c.var.user!;
    const rows = await db.rawAll<ExamRow>(
      `SELECT ${EXAM_COLUMNS} FROM readiness_exams WHERE user_id = ? ORDER BY started_at DESC LIMIT 10`,
      user.id,
    );
    // An exam whose time ran out is settled here too, so it is never listed as active.
    const now = Date.now();
    const exams = await Promise.all(
      rows.map(async (e) =>
        e.status === "active" && now >= e.deadline
          ? settleExpired(db, e, (await loadExam(db, user.id, e.id))!.items, now)
          : e,
      ),
    );
    // correct is null while an exam runs: no endpoint says whether an answer was right before the end.
    return c.json(
      exams.map((e) => ({
        id: e.id,
        status: e.status,
        reason: e.reason,
        answered: e.answered,
        correct: e.status === "active" ? null : e.correct,
        startedAt: new Date(e.startedAt).toISOString(),
        deadline: new Date(e.deadline).toISOString(),
      })),
    );
  })
  .post("/readiness-exams", async (c) => {
    const db = c.var.db;
    const user = c.var.user!;
    const active = await db.rawFirst<ExamRow>(
      `SELECT ${EXAM_COLUMNS} FROM readiness_exams WHERE user_id = ? AND status = 'active' ORDER BY started_at DESC LIMIT 1`,
      user.id,
    );
    if (active) {
      const loaded = (await loadExam(db, user.id, active.id))!;
      if ((await settleExpired(db, active, loaded.items)).status === "active") return inProgress(c, active.id);
    }
    const first = await chooseNextItem(db, user.id, [], 0);
    if (!first) return jsonError(c, 409, "The readiness pool is empty");
    const now = Date.now();
    // Atomic: a second simultaneous POST finds the first one's row and inserts nothing.
    const [created] = await db.rawAll<ExamRow>(
      `INSERT INTO readiness_exams (user_id, started_at, deadline, current_question_id, current_shown_at, current_reused)
       SELECT ?, ?, ?, ?, ?, ? WHERE NOT ${RUNNING_EXAM_SQL} RETURNING ${EXAM_COLUMNS}`,
      user.id,
      now,
      now + TIME_LIMIT_MINUTES * 60_000,
      first.questionId,
      now,
      first.reused ? 1 : 0,
      user.id,
      now,
    );
    if (!created) {
      const other = await db.rawFirst<{ id: number }>(
        "SELECT id FROM readiness_exams WHERE user_id = ? AND status = 'active' ORDER BY started_at DESC LIMIT 1",
        user.id,
      );
      return inProgress(c, other?.id ?? null);
    }
    return c.json(await activeView(db, created), 201);
  })
  .get("/readiness-exams/:id", zValidator("param", idParam, validationHook), async (c) => {
    const loaded = await loadExam(c.var.db, c.var.user!.id, c.req.valid("param").id);
    if (!loaded) return jsonError(c, 404, "Readiness exam not found");
    return c.json(await view(c.var.db, await settleExpired(c.var.db, loaded.exam, loaded.items), loaded.items));
  })
  .post(
    "/readiness-exams/:id/answers",
    zValidator("param", idParam, validationHook),
    zValidator("json", answerSchema, validationHook),
    async (c) => {
      const db = c.var.db;
      const user = c.var.user!;
      const { questionId, ...submitted } = c.req.valid("json");
      const loaded = await loadExam(db, user.id, c.req.valid("param").id);
      if (!loaded) return jsonError(c, 404, "Readiness exam not found");
      const now = Date.now();
      const exam = await settleExpired(db, loaded.exam, loaded.items, now);
      if (exam.status !== "active")
        return jsonError(
          c,
          409,
          exam.reason === "time" && loaded.exam.status === "active"
            ? "Time is up: the exam ended before this answer arrived"
            : "This exam has already ended",
        );
      if (questionId !== exam.currentQuestionId)
        return jsonError(c, 409, "That is not the current question of this exam");
      const q = await db.rawFirst<
        StoredQuestion & {
          categoryId: number;
          clientNeed: ClientNeed;
          family: FormatFamily;
          b: number;
          caseId: number | null;
          caseStep: number | null;
        }
      >(
        `SELECT category_id AS categoryId, client_need AS clientNeed, family, ${ITEM_DIFFICULTY_SQL} AS b, case_id AS caseId, case_step AS caseStep, ${STORED_QUESTION_COLUMNS} FROM questions WHERE id = ?`,
        questionId,
      );
      // Graded here, never reported until the exam ends: the reply is the next item or the report.
      const graded = gradeSubmission(q!, submitted);
      if (!graded.ok) return jsonError(c, 400, graded.message);
      const { score, selectedAnswer } = graded;
      const isCorrect: 0 | 1 = score.isCorrect ? 1 : 0;
      const response = JSON.stringify(graded.response);
      const item: ItemRow = {
        position: exam.answered + 1,
        questionId,
        area: q!.clientNeed,
        difficulty: q!.b,
        selectedAnswer,
        isCorrect,
        points: score.points,
        maxPoints: score.maxPoints,
        response,
        family: q!.family,
        caseId: q!.caseId,
        caseStep: q!.caseStep,
      };
      const items = [...loaded.items, item];
      const { theta, se } = summarize(posteriors(items).overall);
      let decision = decide({ answered: items.length, theta, se, elapsedMinutes: elapsedMinutes(exam, now) });
      const next = decision.done ? null : await chooseNextItem(db, user.id, items, theta);
      // The bank has no item left that this exam has not used: decided by the estimate, and labelled as such.
      if (!decision.done && !next)
        decision = {
          done: true,
          passed: theta > PASSING_STANDARD,
          reason: items.length >= MIN_ITEMS ? "bank-exhausted" : "bank-exhausted-below-minimum",
        };
      const status = decision.done ? (decision.passed ? "passed" : "failed") : "active";
      const gate = examItemGate(user.id, exam.currentShownAt ?? now, now);
      const [ability, before] = await db.batch([
        abilityRows(db, user.id, questionId),
        answeredBefore(db, user.id, questionId),
      ] as const);
      const marks = { points: score.points, maxPoints: score.maxPoints };
      const grids = before.length ? null : abilityUpdate(ability, [OVERALL, q!.clientNeed], q!.b, marks);
      const writes = answerWrites(
        db,
        {
          userId: user.id,
          questionId,
          categoryId: q!.categoryId,
          sessionId: null,
          selectedAnswer,
          response,
          isCorrect,
          points: score.points,
          maxPoints: score.maxPoints,
          at: now,
          day: localDay(now, user.timeZone),
          mode: "timed",
          type: q!.type,
          caseId: q!.caseId,
          caseStep: q!.caseStep,
          clientAnswerId: null,
        },
        gate,
        grids,
      );
      try {
        await db.batch([
          writes.insert,
          ...writes.rest,
          ...examAnswerWrites(db, {
            examId: exam.id,
            item,
            userId: user.id,
            now,
            theta,
            se,
            status,
            reason: decision.done ? decision.reason : null,
            next: next ? { questionId: next.questionId, reused: !!next.reused } : null,
          }),
        ] as const);
      } catch (e) {
        if (/UNIQUE constraint failed: readiness_items/.test(String(e)))
          return jsonError(c, 409, "This question was already answered");
        throw e;
      }
      const updated: ExamRow = {
        ...exam,
        status,
        reason: decision.done ? decision.reason : null,
        finishedAt: decision.done ? now : null,
        answered: items.length,
        correct: exam.correct + isCorrect,
        points: exam.points + score.points,
        possible: exam.possible + score.maxPoints,
        theta,
        se,
        currentQuestionId: next?.questionId ?? null,
        currentShownAt: now,
        currentReused: next?.reused ? 1 : 0,
        reusedCount: exam.reusedCount + exam.currentReused,
      };
      return c.json(await view(db, updated, items));
    },
  );
