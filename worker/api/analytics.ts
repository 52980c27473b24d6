// Analytics reads for the dashboard and the Analytics screen, and the CSV
// export. All of it comes from the per-user aggregates (worker/db/analytics.ts).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import type { AppEnv } from "../env";
import { validationHook } from "./errors";
import { requireUser } from "../middleware/auth";
import { loadAnalytics, loadStudyAnalytics, statsOf, streakFrom, trendOf } from "../db/analytics";
import { recentActivity, sessionHistory } from "../db/activity";
import { reviewStats } from "../db/review";
import { now as serverNow } from "../clock";
import { toCsv } from "../../lib/csv";
import { localDateTime, localDay } from "../../lib/dates";

const trendQuery = z.strictObject({
  days: z.enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" }).default("7"),
});

export const analyticsRoutes = new Hono<AppEnv>()
  .use("/analytics/*", requireUser)
  .get("/analytics/stats", async (c) => c.json(statsOf(await loadStudyAnalytics(c.var.db, c.var.user!, serverNow(c)))))
  .get("/analytics/streak", async (c) =>
    c.json(streakFrom(await loadStudyAnalytics(c.var.db, c.var.user!, serverNow(c)))),
  )
  .get("/analytics/trend", zValidator("query", trendQuery, validationHook), async (c) =>
    c.json(trendOf(await loadStudyAnalytics(c.var.db, c.var.user!, serverNow(c)), Number(c.req.valid("query").days))),
  )
  .get("/analytics/activity", async (c) => {
    const { sessions, bookmark } = await recentActivity(c.var.db, c.var.user!.id);
    const iso = (ms: number) => new Date(ms).toISOString();
    return c.json({
      sessions: sessions.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
      bookmark: bookmark && { ...bookmark, createdAt: iso(bookmark.createdAt) },
    });
  })
  .get("/analytics/export.csv", async (c) => {
    const user = c.var.user!;
    const now = serverNow(c);
    const [analytics, history, review] = await Promise.all([
      loadAnalytics(c.var.db, user, now),
      sessionHistory(c.var.db, user.id, undefined, 5000),
      reviewStats(c.var.db, user.id, now, user.timeZone),
    ]);
    const stats = statsOf(analytics);
    const { steps, formats } = analytics.judgment;
    const rows: (string | number | null)[][] = [
      ["NCLEX Daily report", user.username, `generated ${localDateTime(now, user.timeZone)} (${user.timeZone})`],
      [],
      ["Category", "Questions attempted", "Correct", "Incorrect", "Average score (%)"],
      ...stats.categoryStats.map((s) => [
        s.categoryName,
        s.totalQuestions,
        s.correctAnswers,
        s.totalQuestions - s.correctAnswers,
        s.averageScore,
      ]),
      [
        "All categories",
        stats.totalQuestions,
        stats.correctAnswers,
        stats.totalQuestions - stats.correctAnswers,
        stats.averageScore,
      ],
      [],
      ["Clinical judgment step", "Answered", "Points", "Possible", "Score (%)"],
      ...steps.map((s) => [`${s.step}. ${s.name}`, s.total, s.points, s.possible, s.percent]),
      [],
      ["Item format", "Answered", "Full marks", "Points", "Possible", "Score (%)"],
      ...formats.map((f) => [f.label, f.total, f.correct, f.points, f.possible, f.percent]),
      [],
      ["Spaced review cards", "Review answers", "At full marks", "Full marks (%)"],
      [
        review.cards,
        review.reviews,
        review.reviewsFull,
        review.fullShare === null ? null : Math.round(review.fullShare * 100),
      ],
      [],
      ["Due for review on", "Questions due"],
      ...review.forecast.map((f) => [f.day, f.due]),
      [],
      [
        `Session date (${user.timeZone})`,
        "Type",
        "Category",
        "Questions",
        "Answered",
        "Correct",
        "Score (%)",
        "Time limit (min)",
      ],
      ...history.map((s) => [
        localDateTime(s.createdAt, user.timeZone),
        s.sessionType,
        s.categoryName ?? "All categories",
        s.totalQuestions,
        s.answered,
        s.correctAnswers,
        s.score === null ? null : Math.round(s.score),
        s.timeLimit,
      ]),
    ];
    const day = localDay(now, user.timeZone); // the student's date, not the server's
    return c.body(toCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nclex-daily-report-${day}.csv"`,
      "Cache-Control": "private, no-store",
    });
  });
