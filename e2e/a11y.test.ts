// axe-core on every page, signed out and signed in (a new student and one with
// data), at desktop and phone widths, plus the dialogs and the mobile drawer:
// zero violations. No rule is disabled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { baseURL, DESKTOP, launch, PHONE, register } from "./browser";
import { expectEveryPageListed, openPage, populate, SIGNED_IN, SIGNED_OUT } from "./pages";
import { expectNoViolations } from "./axe";
import { answerCurrent } from "./format-answers";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let browser: Browser;
const users: { empty?: StorageState; full?: StorageState } = {};
let readinessReport = "";
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launch();
  // Two students: a new one, and one with answers, a bookmark, a plan, timed tests and readiness exams.
  for (const kind of ["empty", "full"] as const) {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseURL() });
    const page = await context.newPage();
    await register(page);
    if (kind === "full") readinessReport = (await populate(page)).readinessReport;
    users[kind] = await context.storageState();
    await context.close();
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A fresh page at a viewport, signed in as `user` (or a visitor). The page's CSP would block the injected axe script. */
async function pageFor(
  viewport: BrowserContextOptions,
  user?: StorageState,
  serviceWorkers: "allow" | "block" = "allow",
): Promise<Page> {
  const context = await browser.newContext({
    ...viewport,
    baseURL: baseURL(),
    bypassCSP: true,
    storageState: user,
    serviceWorkers,
  });
  contexts.push(context);
  return context.newPage();
}

async function closeAll() {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
}

const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

it("covers every page worker/pages.tsx serves", expectEveryPageListed);

describe.each(VIEWPORTS)("accessibility at %s width", (vp, viewport) => {
  afterAll(closeAll);

  it.each(SIGNED_OUT)("signed out: %s", async (path) => {
    const page = await pageFor(viewport);
    await openPage(page, path);
    await expectNoViolations(page, `${path} (signed out, ${vp})`);
  });

  it.each(SIGNED_IN)("new student: %s", async (path) => {
    const page = await pageFor(viewport, users.empty);
    await openPage(page, path);
    await expectNoViolations(page, `${path} (new student, ${vp})`);
  });

  it.each(SIGNED_IN)("student with data: %s", async (path) => {
    const page = await pageFor(viewport, users.full);
    await openPage(page, path);
    // Open every disclosure (the charts' tables, the export menu) so their contents are checked too.
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
    await expectNoViolations(page, `${path} (student with data, ${vp})`);
  });

  it("the loading skeletons (the page cut off before its streamed content)", async () => {
    // No service worker: page.route cannot see the navigations a worker answers (it registers after the first page's load).
    const page = await pageFor(viewport, users.full, "block");
    // Serve each page only up to React's first streamed segment, so the skeleton stays as a slow network shows it.
    await page.route(/\/(analytics|bookmarks)?$/, async (route) => {
      const res = await route.fetch();
      const html = await res.text();
      const cut = html.indexOf('<div hidden id="S:');
      await route.fulfill({ response: res, body: cut > 0 ? html.slice(0, cut) : html });
    });
    for (const path of ["/", "/analytics", "/bookmarks"]) {
      await page.goto(path);
      expect(await page.locator("[role=status][aria-busy=true]").count(), path).toBe(1);
      await expectNoViolations(page, `${path} skeleton (${vp})`);
    }
  });

  it("student with data: a readiness exam report", async () => {
    const page = await pageFor(viewport, users.full);
    await openPage(page, readinessReport);
    await page.waitForSelector("text=Readiness Exam Results");
    await expectNoViolations(page, `${readinessReport} (${vp})`);
  });

  it("the practice question dialog, before and after an answer", async () => {
    const page = await pageFor(viewport, users.full);
    await openPage(page, "/practice");
    await page.selectOption("#practice-category", "5");
    await page.click("text=Start Practice Session");
    await page.waitForSelector(".session-dialog[open] >> text=Question 1 of");
    await expectNoViolations(page, `/practice question dialog (${vp})`);
    await answerCurrent(page, ".session-dialog", 1); // whatever format the mix served
    await page.waitForSelector(".session-dialog .feedback");
    await expectNoViolations(page, `/practice question dialog with feedback (${vp})`);
  });

  it("the guest practice dialog on the login screen", async () => {
    const page = await pageFor(viewport);
    await openPage(page, "/login");
    await page.click("text=You can still practice questions without an account");
    await page.waitForSelector(".session-dialog[open] >> text=Question 1 of");
    await expectNoViolations(page, `/login guest practice dialog (${vp})`);
  });

  it("a timed test and its results", async () => {
    const page = await pageFor(viewport, users.full);
    await openPage(page, "/timed-tests");
    await page.selectOption("#timed-type", "25");
    await page.click("text=Start Timed Test");
    await page.waitForSelector(".session-dialog[open] >> text=Question 1 of 25");
    await expectNoViolations(page, `/timed-tests timed question (${vp})`);
    for (let n = 1; n <= 25; n++) {
      await page.waitForSelector(`.session-dialog >> text=Question ${n} of 25`);
      expect(await page.locator(".session-dialog button.btn-primary").textContent()).toBe(
        n === 25 ? "Finish Test" : "Submit Answer",
      );
      await answerCurrent(page, ".session-dialog", n);
    }
    await page.waitForSelector(".session-dialog >> text=Timed Test Results");
    // Open every NGN item's review (marks, key and rationales) so it is checked too.
    await page.evaluate(() =>
      document.querySelectorAll<HTMLDetailsElement>(".session-dialog details").forEach((d) => (d.open = true)),
    );
    await expectNoViolations(page, `/timed-tests results (${vp})`);
  });

  it.each([
    ["new student", "empty", "Create Your First Plan"],
    ["student with data", "full", "New Study Plan"],
  ] as const)("the Create New Study Plan dialog (%s)", async (who, user, button) => {
    const page = await pageFor(viewport, users[user]);
    await openPage(page, "/study-plan");
    await page.click(`button:has-text('${button}')`);
    await page.waitForSelector("dialog.plan-dialog[open]");
    await expectNoViolations(page, `/study-plan create dialog (${who}, ${vp})`);
  });

  it("the sign-in and register forms with an error toast", async () => {
    const page = await pageFor(viewport);
    await openPage(page, "/login");
    await page.fill("#login-username", "nobody-here");
    await page.fill("#login-password", "wrong-password-1");
    await page.click("button[type=submit]");
    await page.waitForSelector(".toast:has-text('Login failed')");
    await expectNoViolations(page, `/login with an error toast (${vp})`);
    await openPage(page, "/register");
    await page.fill("#reg-username", "someone");
    await page.fill("#reg-email", "someone@example.com");
    await page.fill("#reg-password", "steady-pulse-88");
    await page.fill("#reg-confirm", "steady-pulse-89");
    await page.click("button[type=submit]");
    await page.waitForSelector(".toast:has-text('Password mismatch')");
    await expectNoViolations(page, `/register with an error toast (${vp})`);
  });

  if (vp === "phone")
    it("the navigation drawer", async () => {
      const page = await pageFor(viewport, users.full);
      await openPage(page, "/analytics");
      await page.click("button[aria-label='Open navigation']");
      await page.waitForSelector("#sidebar:popover-open");
      await page.waitForTimeout(300); // the slide-in transition
      await expectNoViolations(page, `navigation drawer on /analytics (${vp})`);
    });
});
