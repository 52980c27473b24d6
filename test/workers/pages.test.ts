import { describe, expect, it } from "vitest";
import { Browser, signedIn } from "./helpers";

const PROTECTED = [
  "/",
  "/dashboard",
  "/question-bank",
  "/practice",
  "/study-strategies",
  "/timed-tests",
  "/bookmarks",
  "/study-plan",
  "/analytics",
];

describe("pages", () => {
  it.each(PROTECTED)("shows the login screen at %s when signed out", async (path) => {
    const res = await new Browser().fetch(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Welcome back");
    expect(html).toContain('data-island="LoginForm"');
    expect(html).not.toContain('class="sidebar"');
  });

  it.each(PROTECTED)(
    "renders %s inside the layout when signed in, with the current entry highlighted",
    async (path) => {
      const { browser, username } = await signedIn();
      const html = await (await browser.fetch(path)).text();
      expect(html).toContain('id="sidebar"');
      expect(html).toContain(username);
      const current = path === "/dashboard" ? "/" : path;
      expect(html).toMatch(new RegExp(`href="${current}" class="nav-link" aria-current="page"`));
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    },
  );

  it("serves /login and /register to everyone", async () => {
    const { browser } = await signedIn();
    expect(await (await browser.fetch("/register")).text()).toContain("CREATE ACCOUNT");
    expect(await (await new Browser().fetch("/login")).text()).toContain("SIGN UP");
  });

  it("404s unknown paths with the 404 page and no script at all", async () => {
    const res = await new Browser().fetch("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain("Guest User");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
  });

  it("marks islands with name, chunk, strategy, props and id; the first carries the loader; nothing is preloaded", async () => {
    const html = await (await new Browser().fetch("/register")).text();
    expect(html).toMatch(
      /<nclex-island data-island="RegisterForm" data-src="\/assets\/RegisterForm-[\w-]+\.js" data-id="i0-" data-hydrate="load" data-props="{&quot;minExamDate&quot;:&quot;\d{4}-\d\d-\d\d&quot;,&quot;maxExamDate&quot;:&quot;\d{4}-\d\d-\d\d&quot;}"/,
    );
    expect(html).toMatch(
      /<nclex-island data-island="Toaster" data-src="\/assets\/Toaster-[\w-]+\.js" data-id="i1-" data-hydrate="idle"/,
    );
    // One inline loader, with the nonce and the boot module's URL, ahead of the first island.
    const loaders = [...html.matchAll(/<script nonce="([^"]+)" data-boot="\/assets\/boot-[\w-]+\.js">/g)];
    expect(loaders).toHaveLength(1);
    expect(html.indexOf(loaders[0][0])).toBeLessThan(html.indexOf("<nclex-island"));
    expect(html).not.toMatch(/modulepreload|<script[^>]* src=/);
  });

  it("inlines the stylesheet until the browser says it holds the file, then links it", async () => {
    const first = await (await new Browser().fetch("/login")).text();
    const style = /<style data-href="(\/assets\/app-[\w-]+\.css)" data-hash="(\w+)">([^<]+)<\/style>/.exec(first);
    expect(style).not.toBeNull();
    const [, href, hash, css] = style!;
    expect(css).toContain(".sidebar");
    expect(first).not.toContain('rel="stylesheet"');
    const cached = new Browser();
    cached.cookies.set("nclex_css", hash);
    const later = await (await cached.fetch("/login")).text();
    expect(later).toContain(`<link rel="stylesheet" href="${href}"/>`);
    expect(later).not.toContain("<style");
    cached.cookies.set("nclex_css", "stale0hash");
    expect(await (await cached.fetch("/login")).text()).toContain(`<style data-href="${href}"`);
  });

  it("shows the exam date as a short US date in the sidebar footer", async () => {
    const year = new Date().getUTCFullYear() + 2; // exam dates run from tomorrow to 5 years ahead
    const { browser } = await signedIn({ examDate: `${year}-07-04T00:00:00.000Z` });
    expect(await (await browser.fetch("/")).text()).toContain(`Exam: 7/4/${year}`);
  });
});
