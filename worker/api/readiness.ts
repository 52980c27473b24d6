// The adaptive readiness exam. The server grades every answer and chooses the
// next item; keys and rationales are sent only once the exam has ended, and the
// exam's answers enter the student's statistics only then (no read is an answer
// oracle while it runs). An exam is a prediction ("scored") only when the
// student's unseen pool can fill it; otherwise it runs as a practice run.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { eq } from "drizzle-orm";
import type { AppEnv } from "../env";
import { jsonError, validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { summarize } from "../../lib/irt/posterior";
import { decide, MIN_ITEMS, PASSING_STANDARD, TIME_LIMIT_MINUTES } from "../../lib/irt/readiness";
import { localDay } from "../../lib/dates";
import { canFillScoredExam, scoredExamsLeft } from "../../lib/readiness-capacity";
import { bodyOfStored, gradeSubmission } from "../../lib/formats/submission";
import { drawnBody, examDrawKey } from "../items/drawn";
import { now as serverNow } from "../clock";
import { activeExam, createExam, loadExam, recentExams } from "../db/readiness/exams";
import { unseenPool } from "../db/readiness/capacity";
import { examAnswerWrites } from "../db/readiness/answer";
import { examItemGate } from "../db/answers/gate";
import { questionToGrade } from "../db/answers/reads";
import { questions } from "../db/schema";
import { elapsedMinutes, endExam, posteriors, settleExpired, type ExamRow } from "../learning/readiness-store";
import { activeView, examView as view } from "../learning/readiness-report";
import { chooseExamItem } from "../learning/readiness-next";
import { answerPretest } from "../learning/readiness-pretest";
import { EXAM_MODES, placePretest } from "../../lib/readiness-nclex-day";
import { nclexDayRoutes } from "./readiness-nclex-day";

const idParam = z.object({
  id: z.coerce.number({ error: "The exam id must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const answerSchema = z.strictObject({
  questionId: z.number({ error: "questionId must be a number" }).int().positive().max(Number.MAX_SAFE_INTEGER),
  // As POST /api/answers: selectedAnswer for single-answer items, response for every format.
  selectedAnswer: z.string({ error: "selectedAnswer must be an option label" }).min(1).max(8).optional(),
  response: z.unknown().optional(),
});

// The NCLEX-day run is what the page starts; a request without a mode (an older cached page) gets the short run it expects.
const startSchema = z.strictObject({ mode: z.enum(EXAM_MODES as ["nclex-day", "short"]).optional() });
const startHook = (result: { success: boolean }, c: Context) => {
  if (!result.success) return jsonError(c, 400, 'mode must be "nclex-day" or "short"');
};

const inProgress = (c: Context, examId: number | null) =>
  c.json({ message: "You already have a readiness exam in progress. Resume it instead.", examId }, 409);

/** A listed exam: a practice run says nothing of pass or fail, and correct is null while an exam runs. */
const listed = (e: ExamRow) => ({
  id: e.id,
  status: e.status === "active" || e.scored ? e.status : "ended",
  scored: e.scored === 1,
  reason: e.reason,
  // While it runs, every item answered (pretest items are not told apart); after, the scored ones, as the report.
  answered: e.status === "active" ? e.answered + e.pretestAnswered : e.answered,
  correct: e.status === "active" ? null : e.correct,
  startedAt: new Date(e.startedAt).toISOString(),
  deadline: new Date(e.deadline).toISOString(),
});

export const readinessRoutes = new Hono<AppEnv>()
  .use("/readiness-exams", requireUser)
  .use("/readiness-exams/*", requireUser)
  .get("/readiness-exams", async (c) => {
    const db = c.var.db;
    const user = c.var.user!;
    const now = serverNow(c);
    const rows = await db.one(recentExams(db, user.id, 10));
    // An exam whose time ran out is settled here too, so it is never listed as active.
    const exams = await Promise.all(
      rows.map(async (e) =>
        e.status === "active" && now >= e.deadline
          ? settleExpired(db, e, (await loadExam(db, user.id, e.id))!.items, now)
          : e,
      ),
    );
    return c.json(exams.map(listed));
  })
  // Before a student starts: whether their next exam can be scored, and how many scored exams their unseen pool allows.
  .get("/readiness-exams/pool", async (c) => {
    const unseen = await unseenPool(c.var.db, c.var.user!.id);
    return c.json({ nextScored: canFillScoredExam(unseen), scoredExamsLeft: scoredExamsLeft(unseen) });
  })
  .post("/readiness-exams", zValidator("json", startSchema, startHook), async (c) => {
    const db = c.var.db;
    const user = c.var.user!;
    const now = serverNow(c);
    const nclexDay = c.req.valid("json").mode === "nclex-day";
    const [active] = await db.one(activeExam(db, user.id));
    if (active) {
      const loaded = (await loadExam(db, user.id, active.id))!;
      if ((await settleExpired(db, active, loaded.items, now)).status === "active") return inProgress(c, active.id);
    }
    const scored = canFillScoredExam(await unseenPool(db, user.id));
    const pretestPlan = nclexDay ? placePretest(Math.random) : [];
    const first = await chooseExamItem(db, { id: 0, userId: user.id, mode: "short", pretestPlan: null }, [], 0, 0);
    if (!first) return jsonError(c, 409, "The readiness pool is empty");
    const [created] = await db.one(
      createExam(db, {
        userId: user.id,
        now,
        deadline: now + TIME_LIMIT_MINUTES * 60_000, // an NCLEX-day run's clock restarts when its tutorial ends
        first,
        scored,
        ...(nclexDay ? { nclexDay: { pretestPlan: JSON.stringify(pretestPlan) } } : {}),
      }),
    );
    if (!created) {
      const [other] = await db.one(activeExam(db, user.id));
      return inProgress(c, other?.id ?? null);
    }
    const loaded = (await loadExam(db, user.id, created.id))!;
    return c.json(await activeView(db, loaded.exam, c.env, serverNow(c)), 201);
  })
  .get("/readiness-exams/:id", zValidator("param", idParam, validationHook), async (c) => {
    const db = c.var.db;
    const now = serverNow(c);
    const loaded = await loadExam(db, c.var.user!.id, c.req.valid("param").id);
    if (!loaded) return jsonError(c, 404, "Readiness exam not found");
    return c.json(await view(db, await settleExpired(db, loaded.exam, loaded.items, now), loaded.items, now, c.env));
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
      const now = serverNow(c);
      const exam = await settleExpired(db, loaded.exam, loaded.items, now);
      if (exam.status !== "active")
        return jsonError(
          c,
          409,
          exam.reason === "time" && loaded.exam.status === "active"
            ? "Time is up: the exam ended before this answer arrived"
            : "This exam has already ended",
        );
      if (exam.inTutorial) return jsonError(c, 409, "The exam has not begun: finish the tutorial first");
      if (exam.breakStartedAt !== null) return jsonError(c, 409, "You are on a break: resume the exam first");
      if (questionId !== exam.currentQuestionId)
        return jsonError(c, 409, "That is not the current question of this exam");
      const [[q], [family]] = await db.batch([
        questionToGrade(db, questionId, user.id, now),
        db.orm.select({ family: questions.family }).from(questions).where(eq(questions.id, questionId)),
      ] as const);
      // Graded here against this exam's draw of the item, never reported until the exam ends: the reply is the next
      // item or the report. The response is kept in content ids.
      const drawn = await drawnBody(c.env, q.type, bodyOfStored(q), examDrawKey(exam.id), questionId);
      const graded = gradeSubmission(q, submitted, drawn.body);
      if (!graded.ok) return jsonError(c, 400, graded.message);
      const { score } = graded;
      const isCorrect: 0 | 1 = score.isCorrect ? 1 : 0;
      const content = drawn.toContent(graded.response);
      const response = JSON.stringify(content);
      // An unscored pretest item: stored for calibration only; θ, the totals and the stopping rules do not move.
      if (exam.currentPretest) {
        const after = await answerPretest(db, exam, loaded.items, { questionId, response, score, now });
        if (after === "duplicate") return jsonError(c, 409, "This question was already answered");
        return c.json(await view(db, after.exam, after.items, now, c.env));
      }
      const selectedAnswer = q.type === "single" ? graded.selectedAnswer : response;
      const item = {
        position: exam.answered + 1,
        questionId,
        area: q.clientNeed,
        difficulty: q.b,
        selectedAnswer,
        isCorrect,
        points: score.points,
        maxPoints: score.maxPoints,
        response,
        family: family.family,
        type: q.type,
        caseId: q.caseId,
        caseStep: q.caseStep,
        timeSpent: 0, // the stored item's seconds come from the exam's gate
        answeredAt: now,
      };
      const items = [...loaded.items, item];
      const { theta, se } = summarize(posteriors(items).overall);
      let decision = decide({ answered: items.length, theta, se, elapsedMinutes: elapsedMinutes(exam, now) });
      const next = decision.done ? null : await chooseExamItem(db, exam, items, theta, exam.pretestAnswered);
      // The bank has no item left that this exam has not used: decided by the estimate, and labelled as such.
      if (!decision.done && !next)
        decision = {
          done: true,
          passed: theta > PASSING_STANDARD,
          reason: items.length >= MIN_ITEMS ? "bank-exhausted" : "bank-exhausted-below-minimum",
        };
      const status = decision.done ? (decision.passed ? "passed" : "failed") : "active";
      const writes = examAnswerWrites(db, {
        examId: exam.id,
        userId: user.id,
        now,
        day: localDay(now, user.timeZone),
        gate: examItemGate(user.id, exam.currentShownAt ?? now, now),
        item,
        theta,
        se,
        status,
        reason: decision.done ? decision.reason : null,
        next,
      });
      try {
        if (decision.done) {
          // The last answer ends the exam: its answers enter the statistics in the same batch.
          await endExam(db, exam, items, [...writes], now);
        } else await db.batch(writes);
      } catch (e) {
        if (/UNIQUE constraint failed: readiness_items/.test(String(e)))
          return jsonError(c, 409, "This question was already answered");
        throw e;
      }
      const after = (await loadExam(db, user.id, exam.id))!;
      return c.json(await view(db, after.exam, after.items, now, c.env));
    },
  )
  .route("/", nclexDayRoutes);
