// The exam date given at registration runs from tomorrow to 5 years ahead on
// the student's own calendar (the tz cookie), with a clear 400 otherwise. The
// server's clock is fixed with X-Test-Now so both edges are exact.
import { describe, expect, it } from "vitest";
import { Browser, json, uniqueName } from "./helpers";

// 05:00 UTC on 15 June 2030: already evening of the 15th at UTC+14, still the evening of the 14th at UTC-11.
const NOW = Date.UTC(2030, 5, 15, 5);

async function register(timeZone: string, examDate: string, now = NOW) {
  const browser = new Browser();
  browser.cookies.set("tz", timeZone);
  const username = uniqueName("exam");
  const res = await browser.post(
    "/api/auth/register",
    { username, email: `${username}@example.com`, password: "correct-horse-42", examDate },
    { headers: { "X-Test-Now": String(now) } },
  );
  return { status: res.status, body: await json(res) };
}

describe("exam date at registration", () => {
  it.each([
    // far east: today is 2030-06-15
    ["Pacific/Kiritimati", "2030-06-15", 400, /Exam date must be tomorrow \(2030-06-16\) or later/],
    ["Pacific/Kiritimati", "2030-06-16", 201, null],
    ["Pacific/Kiritimati", "2035-06-15", 201, null],
    ["Pacific/Kiritimati", "2035-06-16", 400, /Exam date must be within 5 years, on or before 2035-06-15/],
    // far west: today is still 2030-06-14
    ["Pacific/Pago_Pago", "2030-06-14", 400, /Exam date must be tomorrow \(2030-06-15\) or later/],
    ["Pacific/Pago_Pago", "2030-06-15", 201, null],
    ["Pacific/Pago_Pago", "2035-06-14", 201, null],
    ["Pacific/Pago_Pago", "2035-06-15", 400, /on or before 2035-06-14/],
  ])("%s, %s → %i", async (timeZone, day, status, message) => {
    for (const examDate of [`${day}T00:00:00.000Z`, day]) {
      const res = await register(timeZone, examDate);
      expect(res.status, examDate).toBe(status);
      if (message) expect(res.body.message, examDate).toMatch(message);
      else expect(res.body.examDate, examDate).toBe(day);
    }
  });

  it("refuses far-off and past dates", async () => {
    expect(await register("UTC", "9999-12-31T00:00:00.000Z")).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/within 5 years/) },
    });
    expect(await register("UTC", "2001-01-01")).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/must be tomorrow/) },
    });
  });

  it("ends 5 years after a 29 February on 28 February", async () => {
    const leapDay = Date.UTC(2028, 1, 29, 12);
    expect((await register("UTC", "2033-02-28", leapDay)).status).toBe(201);
    expect(await register("UTC", "2033-03-01", leapDay)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/on or before 2033-02-28/) },
    });
  });

  it("may be left out", async () => {
    const browser = new Browser();
    const username = uniqueName("exam");
    const res = await browser.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "correct-horse-42",
      examDate: null,
    });
    expect(res.status).toBe(201);
    expect((await json(res)).examDate).toBe("");
  });
});

describe("the register form's date picker", () => {
  it("offers exactly the days the server accepts: from tomorrow to 5 years ahead on the student's calendar", async () => {
    const browser = new Browser();
    browser.cookies.set("tz", "Pacific/Kiritimati");
    const { examDateBounds } = await import("../../lib/exam-date");
    const { first, last } = examDateBounds(Date.now(), "Pacific/Kiritimati");
    const html = await (await browser.fetch("/register")).text();
    expect(html).toMatch(new RegExp(`id="reg-exam"[^>]*min="${first}"[^>]*max="${last}"`));
  });
});
