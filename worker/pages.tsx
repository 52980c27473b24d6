// The page route table (spec section 2). Signed-in paths render inside the
// layout; a visitor sees the login screen at each of them; anything else 404s.
import type { ComponentType } from "react";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "./env";
import { renderPage } from "./render/render";
import { Layout } from "../components/Layout";
import { requestTimeZone } from "./middleware/auth";
import { signedInWithReads, type PageReads } from "./page-reads";
import type { SessionUser } from "./auth/session";
import { now as serverNow } from "./clock";
import { examDateBounds } from "../lib/exam-date";
import type { PageContext, PageProps } from "../routes/types";
import * as login from "../routes/login";
import * as register from "../routes/register";
import * as notFound from "../routes/not-found";
import * as dashboard from "../routes/dashboard";
import * as questionBank from "../routes/question-bank";
import * as practice from "../routes/practice";
import * as studyStrategies from "../routes/study-strategies";
import * as timedTests from "../routes/timed-tests";
import * as bookmarks from "../routes/bookmarks";
import * as studyPlan from "../routes/study-plan";
import * as analytics from "../routes/analytics";
import * as readinessExam from "../routes/readiness-exam";
import * as activity from "../routes/activity";
import * as previousTest from "../routes/previous-test";
import * as analyticsReport from "../routes/analytics-report";
import * as caseStudies from "../routes/case-studies";
import * as caseStudy from "../routes/case-study";
import * as offline from "../routes/offline";

interface PageModule {
  title: string;
  load?: (ctx: PageContext) => Promise<unknown>;
  /** Instead of `load`: reads sent with the session check (worker/page-reads.ts); the page receives their promise. */
  reads?: PageReads<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<PageProps<any>>;
}

export const PROTECTED: Record<string, PageModule> = {
  "/": dashboard,
  "/dashboard": dashboard,
  "/question-bank": questionBank,
  "/practice": practice,
  "/study-strategies": studyStrategies,
  "/timed-tests": timedTests,
  "/bookmarks": bookmarks,
  "/study-plan": studyPlan,
  "/analytics": analytics,
  "/readiness-exam": readinessExam,
  "/activity": activity,
  "/analytics/report": analyticsReport,
  "/case-studies": caseStudies,
};

/** A signed-in page whose path holds parameters (Hono's `:name`): its loader receives them, and returns null when they name nothing (the 404 page). */
interface ParamPageModule extends Omit<PageModule, "load"> {
  load: (ctx: PageContext & { params: Record<string, string> }) => Promise<unknown>;
}

export const PROTECTED_PARAMS: Record<string, ParamPageModule> = {
  "/case-studies/:id": caseStudy,
  "/activity/:id": previousTest,
};

const loginScreen = (c: AppContext) => renderPage(c, login.title, <login.default />);

export const pages = new Hono<AppEnv>();
/** The pages that declare their reads: mounted before loadUser (worker/index.ts), as they check the session themselves. */
export const pagesWithReads = new Hono<AppEnv>();

pages.get("/login", loginScreen);
pages.get("/register", (c) => {
  const { first, last } = examDateBounds(serverNow(c), requestTimeZone(c));
  return renderPage(c, register.title, <register.default minExamDate={first} maxExamDate={last} />);
});
// The service worker precaches this page for its offline fallback: the same for everyone.
pages.get("/offline", (c) => renderPage(c, offline.title, <offline.default />));

const contextOf = (c: AppContext, user: SessionUser): PageContext => ({
  user,
  url: new URL(c.req.url),
  db: c.var.db,
  now: serverNow(c),
  env: c.env,
});

const signedInPage = (c: AppContext, page: Pick<PageModule, "title" | "default">, ctx: PageContext, data: unknown) => {
  const Page = page.default;
  return renderPage(
    c,
    page.title,
    <Layout path={ctx.url.pathname} user={ctx.user}>
      <Page {...ctx} data={data} />
    </Layout>,
  );
};

for (const [path, page] of Object.entries(PROTECTED)) {
  const { reads } = page;
  if (!reads) continue;
  pagesWithReads.get(path, async (c) => {
    const signedIn = await signedInWithReads(c, reads);
    if (!signedIn) return loginScreen(c);
    c.set("user", signedIn.user);
    return signedInPage(c, page, contextOf(c, signedIn.user), signedIn.data);
  });
}

for (const [path, page] of [...Object.entries(PROTECTED), ...Object.entries(PROTECTED_PARAMS)]) {
  if ("reads" in page && page.reads) continue;
  const withParams = path.includes("/:");
  pages.get(path, async (c) => {
    const user = c.get("user");
    if (!user) return loginScreen(c);
    const ctx = contextOf(c, user);
    const data = page.load ? await page.load({ ...ctx, params: c.req.param() as Record<string, string> }) : undefined;
    if (withParams && data === null) return notFoundPage(c);
    return signedInPage(c, page, ctx, data);
  });
}

export const notFoundPage = (c: AppContext) =>
  renderPage(
    c,
    notFound.title,
    <Layout path={new URL(c.req.url).pathname} user={c.get("user")} toaster={false}>
      <notFound.default />
    </Layout>,
    404,
  );
