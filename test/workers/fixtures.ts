// A signed-in student who owns one of everything, and a digest of the whole
// database, to check that a refused request changed nothing.
import { env } from "cloudflare:test";
import { json, signedIn } from "./helpers";
import type { Ids } from "./endpoints";
import { answerFields, caseDrawKeyFor } from "./answer-helpers";

export async function studentWithData() {
  const s = await signedIn();
  const b = s.browser;
  const session = await json(
    await b.post("/api/sessions", {
      sessionType: "practice",
      totalQuestions: 5,
      correctAnswers: 0,
      timeLimit: null,
      categoryId: 2,
    }),
  );
  const [q] = await json(await b.fetch(`/api/questions/random?sessionId=${session.id}`)); // recorded: a session_questions row
  await b.post("/api/answers", {
    questionId: q.id,
    ...(await answerFields(q.id, true, `s${session.id}`)),
    timeSpent: 12,
    sessionId: session.id,
  }); // any format
  await b.post("/api/bookmarks", { questionId: q.id });
  await b.fetch(`/api/flags/${q.id}`, { method: "PUT" }); // a flag and a note on it (issue 27)
  await b.fetch(`/api/notes/${q.id}`, { method: "PUT", json: { text: "Check the potassium first." } });
  const plan = await json(await b.post("/api/study-plans", { categoryId: 2, targetScore: 60, questionsPerDay: 10 }));
  const exam = await json(await b.post("/api/readiness-exams", {}));
  const [firstCase] = await json(await b.fetch("/api/case-studies"));
  // A case practised: a best score, points by step and by format.
  const caseSession = await json(
    await b.post("/api/sessions", {
      sessionType: "practice",
      totalQuestions: 6,
      correctAnswers: 0,
      timeLimit: null,
      categoryId: null,
      caseId: firstCase.id,
    }),
  );
  const [caseItem] = (await json(await b.fetch(`/api/case-studies/${firstCase.id}`))).items;
  await b.post("/api/answers", {
    questionId: caseItem.id,
    ...(await answerFields(caseItem.id, true, await caseDrawKeyFor(firstCase.id, s.username))),
    timeSpent: 30,
    sessionId: caseSession.id,
  });
  const ids: Ids = {
    username: s.username,
    questionId: q.id,
    sessionId: session.id,
    planId: plan.id,
    examId: exam.id,
    examQuestionId: exam.item.questionId,
    caseId: firstCase.id,
    answer: await answerFields(q.id, false),
    examAnswer: await answerFields(exam.item.questionId, false, `e${exam.id}`),
  };
  return { ...s, ids };
}

// Left out of the digest, and why:
// - login_throttle: a refused sign-in is meant to write here (it counts failures).
// - d1_migrations, _cf_*, sqlite_*: bookkeeping of D1 and SQLite, not app data.
// - test_writes: DbWatch's own write counter.
const SKIP = /^(login_throttle|d1_migrations|_cf_.*|sqlite_.*|test_writes)$/;

interface Plan {
  tables: string[];
  selects: D1PreparedStatement[];
}
const plans = new WeakMap<D1Database, { key: string; value: Plan }>();

/** Every app table from sqlite_master, each read whole in primary-key order (rowid where there is none). */
async function readPlan(db: D1Database): Promise<Plan> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string }>();
  const key = results.map((r) => r.name).join(",");
  const cached = plans.get(db);
  if (cached?.key === key) return cached.value;
  const tables = results.map((r) => r.name).filter((t) => !SKIP.test(t));
  const infos = await db.batch<{ name: string; pk: number }>(
    tables.map((t) => db.prepare(`PRAGMA table_info("${t}")`)),
  );
  const selects = tables.map((t, i) => {
    const pk = infos[i].results
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => `"${c.name}"`);
    return db.prepare(`SELECT * FROM "${t}" ORDER BY ${pk.length ? pk.join(", ") : "rowid"}`);
  });
  plans.set(db, { key, value: { tables, selects } });
  return { tables, selects };
}

/**
 * SHA-256 of every row of every app table (all columns, SELECT *), in a
 * stable order: it changes whenever any value anywhere changes.
 */
export async function digest(db: D1Database = env.DB): Promise<string> {
  const { tables, selects } = await readPlan(db);
  const results = await db.batch(selects);
  const text = JSON.stringify(tables.map((t, i) => [t, results[i].results.map((row) => Object.values(row as object))]));
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The digest between requests, for thousands of them: triggers on every
 * digested table count each row inserted, updated or deleted (same-value
 * rewrites included), and the full digest is re-read only after that count
 * moves, so a request that wrote nothing costs one tiny query.
 */
export class DbWatch {
  private writes = -1;
  private state = "";
  private constructor(private db: D1Database) {}

  static async start(db: D1Database = env.DB): Promise<DbWatch> {
    const { tables } = await readPlan(db);
    const triggers = tables.flatMap((t) =>
      ["INSERT", "UPDATE", "DELETE"].map(
        (op) =>
          `CREATE TRIGGER IF NOT EXISTS "test_writes_${t}_${op}" AFTER ${op} ON "${t}" BEGIN UPDATE test_writes SET n = n + 1; END`,
      ),
    );
    await db.batch(
      [
        "CREATE TABLE IF NOT EXISTS test_writes (n INTEGER NOT NULL)",
        "INSERT INTO test_writes SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM test_writes)",
        ...triggers,
      ].map((q) => db.prepare(q)),
    );
    return new DbWatch(db);
  }

  /** Rows written to the digested tables since start(). */
  count = async () => (await this.db.prepare("SELECT n FROM test_writes").first<{ n: number }>())!.n;

  async digest(): Promise<string> {
    const writes = await this.count();
    if (writes !== this.writes) [this.state, this.writes] = [await digest(this.db), writes];
    return this.state;
  }
}
