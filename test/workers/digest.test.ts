// The "nothing changed" oracle of the fuzz and the authorization matrix: the
// digest notices an edit to any non-key column of any app table, and the
// write counter (which lets the fuzz skip re-reading an unwritten database)
// sees the worker's writes, even one that rewrites a value unchanged.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DbWatch, digest, studentWithData } from "./fixtures";
import { json } from "./helpers";

const SKIPPED = ["login_throttle", "d1_migrations", "test_writes"];

describe("the database digest", () => {
  it("changes when any column of any table changes", async () => {
    const s = await studentWithData();
    const exam = await json(await s.browser.fetch(`/api/readiness-exams/${s.ids.examId}`));
    const answered = await s.browser.post(`/api/readiness-exams/${s.ids.examId}/answers`, {
      questionId: exam.item.questionId,
      ...s.ids.examAnswer, // element ids are the exam's draw (any format may come first)
    }); // a readiness_items row
    expect(answered.status, await answered.clone().text()).toBe(200);
    // An unscored pretest answer (issue 28), which only a long NCLEX-day run would reach by the API.
    await env.DB.prepare(
      "INSERT INTO readiness_pretest (exam_id, question_id, position, response, points, max_points, time_spent, answered_at) SELECT ?, id, 2, '\"A\"', 0, 1, 30, 1 FROM questions WHERE pool = 'readiness' AND type = 'single' AND id <> ? LIMIT 1",
    )
      .bind(s.ids.examId, exam.item.questionId)
      .run();
    const tables = (
      await env.DB.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      ).all<{ name: string }>()
    ).results.map((r) => r.name);
    let checked = 0;
    const start = await digest();
    for (const t of tables.filter((x) => !SKIPPED.includes(x))) {
      const columns = (await env.DB.prepare(`PRAGMA table_info("${t}")`).all<{ name: string; pk: number }>()).results;
      const keys = new Set(
        (await env.DB.prepare(`PRAGMA foreign_key_list("${t}")`).all<{ from: string }>()).results.map((f) => f.from),
      );
      const row = await env.DB.prepare(`SELECT rowid AS r, * FROM "${t}" ORDER BY rowid LIMIT 1`).first<
        Record<string, unknown>
      >();
      expect(row, `${t} has no row to edit`).toBeTruthy();
      // Key columns are read by the same SELECT *; editing them would break references.
      for (const c of columns.filter((x) => x.pk === 0 && !keys.has(x.name))) {
        const old = row![c.name];
        const edited = old === null ? 1 : typeof old === "number" ? old + 1 : `${old}x`;
        const set = (v: unknown) =>
          env.DB.prepare(`UPDATE "${t}" SET "${c.name}" = ? WHERE rowid = ?`).bind(v, row!.r).run();
        await set(edited);
        expect(await digest(), `${t}.${c.name}`).not.toBe(start);
        await set(old);
        checked++;
      }
    }
    expect(await digest(), "every edit undone").toBe(start);
    expect(checked).toBeGreaterThan(60);
  }, 180_000); // a digest reads every table, the whole question bank included, once per column edited

  it("has a write counter that sees every write of the worker, even a same-value rewrite, and no read", async () => {
    const s = await studentWithData();
    const watch = await DbWatch.start();
    const n0 = await watch.count();
    await s.browser.fetch("/api/analytics/stats");
    await s.browser.fetch(`/api/readiness-exams/${s.ids.examId}`);
    expect(await watch.count(), "reads write nothing").toBe(n0);
    await s.browser.fetch(`/api/sessions/${s.ids.sessionId}/finish`, { method: "POST", json: {} });
    const n1 = await watch.count();
    expect(n1).toBeGreaterThan(n0);
    await env.DB.prepare("UPDATE users SET username = username WHERE username = ?").bind(s.username).run();
    expect(await watch.count()).toBe(n1 + 1);
  });
});
