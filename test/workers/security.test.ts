// Stored XSS is rendered inert everywhere, and every HTML response carries
// the nonce CSP with every inline script under its nonce.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PROTECTED } from "../../worker/pages";
import { Browser, json, signedIn } from "./helpers";
import { studentWithData } from "./fixtures";

const PAYLOAD = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

// React's text escaping: the payload must come back character for character, as text.
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

function expectInert(html: string, where: string) {
  expect(html, where).not.toContain("<script>alert");
  expect(html, where).not.toContain("<img src=x onerror");
  expect(html, where).not.toMatch(/onerror=alert\(1\)>/);
}

function expectCsp(res: Response, html: string, where: string) {
  const csp = res.headers.get("Content-Security-Policy");
  expect(csp, where).toMatch(/script-src 'self' 'nonce-([A-Za-z0-9+/=_-]+)'/);
  const nonce = /'nonce-([^']+)'/.exec(csp!)![1];
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    if (/\bsrc=/.test(attrs)) expect(attrs, where).toMatch(/src="\/assets\//);
    else expect(attrs, where).toContain(`nonce="${nonce}"`);
  }
}

describe("stored XSS", () => {
  it("refuses markup in new usernames", async () => {
    const res = await new Browser().post("/api/auth/register", {
      username: "<b>x</b>",
      email: "x@example.com",
      password: "correct-horse-42",
      examDate: null,
    });
    expect(res.status).toBe(400);
  });

  it("renders payloads in usernames and question text as text on every page", async () => {
    const s = await studentWithData();
    // Data written by other means (an older release, an import, a content edit) can still hold markup.
    await env.DB.prepare("UPDATE users SET username = ? WHERE username = ?").bind(`ana${PAYLOAD}`, s.username).run();
    const options = JSON.stringify(
      ["A", "B", "C", "D"].map((label) => ({ label, text: `${label} ${PAYLOAD}`, rationale: PAYLOAD })),
    );
    await env.DB.prepare("UPDATE questions SET content = ?, options = ?, explanation = ? WHERE id = ?")
      .bind(`Stem ${PAYLOAD}`, options, PAYLOAD, s.ids.questionId)
      .run();
    for (const path of [...Object.keys(PROTECTED), "/nope"]) {
      const res = await s.browser.fetch(path);
      const html = await res.text();
      expectInert(html, path);
      expectCsp(res, html, path);
      // Shown, as text, where the page names the student: the sidebar footer.
      expect(html, path).toContain(`<strong data-testid="sidebar-username">${escaped(`ana${PAYLOAD}`)}</strong>`);
    }
    const bookmarks = await (await s.browser.fetch("/bookmarks")).text();
    expect(bookmarks).toContain("Stem &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"); // shown, as text
    const api = await s.browser.fetch("/api/bookmarks");
    expect(api.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(api.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await json(api))[0].question.content).toBe(`Stem ${PAYLOAD}`);
  });
});

describe("CSP on every HTML response", () => {
  it("covers every page, signed out and signed in, and the 404 page", async () => {
    const visitor = new Browser();
    const { browser } = await signedIn();
    for (const [who, b] of [
      ["visitor", visitor],
      ["student", browser],
    ] as const)
      for (const path of ["/login", "/register", "/nope", ...Object.keys(PROTECTED)]) {
        const res = await b.fetch(path);
        expect(res.headers.get("Content-Type"), path).toMatch(/^text\/html/);
        expectCsp(res, await res.text(), `${who} ${path}`);
        expect(res.headers.get("X-Frame-Options") ?? res.headers.get("Content-Security-Policy"), path).toMatch(
          /DENY|frame-ancestors 'none'/,
        );
      }
  });
});
