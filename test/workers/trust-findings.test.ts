// The lower findings of the outside review (issue 26), each with the behaviour
// it asked for: timed draws without keys and their review only at the end,
// element ids that only their own draw accepts, a student's own clientAnswerId
// space, offline packs limited per student, exact origins, no answer before its
// session started, and the two-day streak filed in the browser's zone at any hour.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json, ORIGIN, signedIn, uniqueAddress } from "./helpers";
import { at } from "./session-helpers";
import { answerFields, plainDrawKey, storedItem } from "./answer-helpers";
import { rightResponse } from "../fixtures/responses";
import { PACK_LIMIT } from "../../worker/auth/pack-limit";
import { localDay } from "../../lib/dates";

const KEY_FIELDS = /"(correctAnswer|correctResponse|rationales?|explanation)":(?!null)/;

async function timedTest(b: Browser, count = 25) {
  const session = await json(
    await b.post("/api/sessions", { sessionType: "timed", totalQuestions: count, timeLimit: count }),
  );
  const questions = await json(await b.fetch(`/api/questions/random?sessionId=${session.id}&mode=timed`));
  return { session, questions };
}

describe("timed tests hold their keys", () => {
  it("draws no key, rationale or explanation for any format, and reviews only once the test has ended", async () => {
    const { browser } = await signedIn();
    const { session, questions } = await timedTest(browser);
    expect(questions.length).toBe(25);
    const text = JSON.stringify(questions);
    expect(text).not.toMatch(KEY_FIELDS);
    for (const q of questions) for (const o of q.options) expect(Object.keys(o).sort()).toEqual(["label", "text"]);
    const running = await browser.fetch(`/api/sessions/${session.id}/review`);
    expect(running.status).toBe(409);
    expect(await running.text()).not.toMatch(KEY_FIELDS);
    const q = questions[0];
    const answered = await browser.post("/api/answers", {
      questionId: q.id,
      sessionId: session.id,
      ...(await answerFields(q.id, true, `s${session.id}`)),
    });
    expect(answered.status).toBe(201);
    await browser.post(`/api/sessions/${session.id}/finish`, {});
    const review = await json(await browser.fetch(`/api/sessions/${session.id}/review`));
    expect(review.entries).toHaveLength(25);
    expect(review.entries[0].answer).toMatchObject({ points: expect.any(Number), maxPoints: expect.any(Number) });
    expect(review.entries[0].result.rationales).toBeTruthy();
    expect(review.entries[1].answer).toBeNull(); // unanswered: its key, each element missed
    expect(review.entries[1].result.points).toBe(0);
    const other = await signedIn();
    expect((await other.browser.fetch(`/api/sessions/${session.id}/review`)).status).toBe(404);
  });
});

describe("element ids that say nothing, through the API", () => {
  it("accepts a response only in the ids of its own draw", async () => {
    const { browser } = await signedIn();
    const [q] = await json(await browser.fetch("/api/questions/random?type=ordered&count=1"));
    expect(q.drawKey).toMatch(/^n[0-9a-f]{20}$/);
    const { body } = await storedItem(q.id);
    const contentIds = (body.options as { id: string }[]).map((o) => o.id);
    const shown = (q.item.options as { id: string }[]).map((o) => o.id);
    for (const id of contentIds) expect(shown).not.toContain(id);
    // The content key in content ids is no response to this draw.
    const guessed = await browser.post("/api/answers", {
      questionId: q.id,
      response: rightResponse("ordered", body),
      drawKey: q.drawKey,
    });
    expect(guessed.status).toBe(400);
    // Without its draw key an NGN answer is refused.
    const keyless = await browser.post("/api/answers", { questionId: q.id, response: shown });
    expect(keyless.status).toBe(400);
    const right = await browser.post("/api/answers", {
      questionId: q.id,
      ...(await answerFields(q.id, true, q.drawKey)),
    });
    expect(right.status).toBe(201);
    expect((await json(right)).isCorrect).toBe(true);
    const stored = await env.DB.prepare("SELECT response FROM answers WHERE question_id = ? ORDER BY id DESC LIMIT 1")
      .bind(q.id)
      .first<{ response: string }>();
    expect(JSON.parse(stored!.response)).toEqual(contentIds); // kept in content ids
  });
});

describe("the lower findings", () => {
  it("keeps clientAnswerIds per student: another student's id is simply theirs", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const id = crypto.randomUUID();
    const [q1, q2] = await json(await a.browser.fetch("/api/questions/random?type=single&count=2"));
    const first = await a.browser.post("/api/answers", { questionId: q1.id, selectedAnswer: "A", clientAnswerId: id });
    expect(first.status).toBe(201);
    const theirs = await b.browser.post("/api/answers", { questionId: q2.id, selectedAnswer: "A", clientAnswerId: id });
    expect(theirs.status).toBe(201);
  });

  it(`builds at most ${PACK_LIMIT} offline packs an hour per student, then 429 with Retry-After`, async () => {
    const { browser } = await signedIn();
    for (let i = 0; i < PACK_LIMIT; i++) expect((await browser.fetch("/api/offline-pack?size=25")).status).toBe(200);
    const refused = await browser.fetch("/api/offline-pack?size=25");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Object.keys(await json(refused))).toEqual(["message"]);
    const other = await signedIn();
    expect((await other.browser.fetch("/api/offline-pack?size=25")).status).toBe(200);
  });

  it("accepts an unsafe request only from the app's origin exactly, scheme and case included", async () => {
    const { browser } = await signedIn();
    for (const origin of [ORIGIN.replace("http:", "https:"), ORIGIN.toUpperCase(), ORIGIN.replace("http", "HTTP")]) {
      const res = await browser.fetch("/api/study-plans", {
        method: "POST",
        json: { categoryId: 1, targetScore: 80, questionsPerDay: 20 },
        headers: { Origin: origin },
      });
      expect(res.status, origin).toBe(403);
    }
  });

  it("backs off a username's failed sign-ins per address: a stranger's failures do not block the owner elsewhere", async () => {
    const { username } = await signedIn();
    const [strangers, owners] = [uniqueAddress(), uniqueAddress()];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await new Browser({ ip: strangers }).post("/api/auth/login", { username, password: `guess-${i}-xx` })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await new Browser({ ip: owners }).post("/api/auth/login", { username, password: "correct-horse-42" });
    expect(owner.status).toBe(200);
    const stranger = await new Browser({ ip: strangers }).post("/api/auth/login", {
      username,
      password: "correct-horse-42",
    });
    expect(stranger.status).toBe(429);
  });

  it("uses only D1 bookmarks this server issued, in a __Host- cookie over HTTPS", async () => {
    const { browser } = await signedIn();
    const issued = browser.cookies.get("nclex_d1")!;
    const ahead = "ffffffff-ffffffff-ffffffff-ffffffff";
    for (const forged of [ahead, `${ahead}-0123456789abcdef`, issued.replace(/.$/, (d) => (d === "0" ? "1" : "0"))]) {
      browser.cookies.set("nclex_d1", forged);
      const res = await browser.fetch("/api/analytics/stats");
      expect(res.status).toBe(200);
      expect(browser.cookies.get("nclex_d1"), forged).not.toMatch(/^ffffffff/);
      expect(browser.cookies.get("nclex_d1"), forged).not.toBe(forged);
    }
    const secure = await SELF.fetch(
      new Request(`${ORIGIN.replace("http:", "https:")}/api/analytics/stats`, {
        headers: { Cookie: [...browser.cookies].map(([k, v]) => `${k}=${k === "nclex_d1" ? ahead : v}`).join("; ") },
      }),
    );
    const set = secure.headers.getSetCookie().find((c) => c.includes("nclex_d1="))!;
    expect(set).toMatch(/^__Host-nclex_d1=[0-9a-f-]+;/);
    expect(set).toMatch(/Secure/i);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Domain=/i);
  });

  it("refuses an answer given before its session started", async () => {
    const { browser } = await signedIn();
    const session = await json(await browser.post("/api/sessions", { sessionType: "practice", totalQuestions: 5 }));
    const [q] = await json(await browser.fetch("/api/questions/random?type=single&count=1"));
    const res = await browser.post("/api/answers", {
      questionId: q.id,
      selectedAnswer: "A",
      sessionId: session.id,
      answeredAt: Date.parse(session.startedAt) - 60_000,
      clientAnswerId: crypto.randomUUID(),
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe("This answer was given before its session started");
  });
});

describe("the time zone on every route", () => {
  for (const [label, clock] of [
    ["00:05 UTC", Date.UTC(2026, 10, 20, 0, 5)],
    ["23:55 UTC", Date.UTC(2026, 10, 20, 23, 55)],
  ] as const)
    it(`counts a 2-day streak in the browser's zone with the server clock at ${label}`, async () => {
      const { browser } = await signedIn();
      browser.cookies.set("tz", "Asia/Tokyo"); // a zone changed since sign-up, not yet stored: the answer route applies it
      const [q1, q2] = await json(await browser.fetch("/api/questions/random?type=single&count=2", at(clock)));
      const yesterday = clock - 86_400_000;
      const send = (q: { id: number }, answeredAt: number) =>
        browser.fetch("/api/answers", {
          method: "POST",
          json: { questionId: q.id, selectedAnswer: "A", answeredAt, clientAnswerId: crypto.randomUUID() },
          ...at(clock),
        });
      expect((await send(q1, yesterday)).status).toBe(201);
      expect((await send(q2, clock)).status).toBe(201);
      const streak = await json(await browser.fetch("/api/analytics/streak", at(clock)));
      expect(streak.currentStreak).toBe(2);
      expect(localDay(clock, "Asia/Tokyo")).not.toBe(localDay(yesterday, "Asia/Tokyo"));
    });
});

void plainDrawKey;
