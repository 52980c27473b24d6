// /case-studies: the practice case studies, optionally of one category (a GET
// form, so it works without JavaScript: this page ships none), each with its
// client, its six items and the student's best score, and a link to the
// first case the student has not tried yet.
import type { PageContext, PageProps } from "./types";
import { CATEGORIES } from "../lib/categories";
import { clientLine } from "../client/case/ClientHeader";
import { practiceCasesWithBests } from "../worker/db/case-studies";

export const title = "Case Studies";

export async function load({ db, user, url }: PageContext) {
  const asked = Number(url.searchParams.get("categoryId"));
  const categoryId = CATEGORIES.some((c) => c.id === asked) ? asked : null;
  // The practice cases as GET /api/case-studies lists them, with their client, and the student's bests: one round trip.
  return { categoryId, cases: await practiceCasesWithBests(db, user.id, categoryId) };
}

const categoryName = (id: number) => CATEGORIES.find((c) => c.id === id)?.name ?? "";

export default function CaseStudiesPage({ data }: PageProps<Awaited<ReturnType<typeof load>>>) {
  const next = data.cases.find((c) => !c.best);
  const where = data.categoryId ? ` in ${categoryName(data.categoryId)}` : "";
  return (
    <>
      <header className="page-header">
        <h1>Case Studies</h1>
        <p className="muted">
          Follow one client through the six steps of clinical judgment, reading the chart as it unfolds, as on the
          NCLEX.
        </p>
      </header>
      <section className="card case-filter" aria-labelledby="case-filter-title">
        <h2 id="case-filter-title" className="visually-hidden">
          Choose cases
        </h2>
        <form method="get" action="/case-studies" className="case-filter-form">
          <div className="field">
            <label htmlFor="case-category">Category</label>
            <select id="case-category" name="categoryId" defaultValue={data.categoryId ? String(data.categoryId) : ""}>
              <option value="">Any category</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-outline">
            Show cases
          </button>
        </form>
        {next ? (
          <a className="btn btn-primary case-next" href={`/case-studies/${next.id}`}>
            Start next case<span className="visually-hidden">{`: ${next.title}`}</span>
          </a>
        ) : data.cases.length ? (
          <p className="muted case-next-note">{`You have tried every case${where}. Open one again to beat your best.`}</p>
        ) : null}
      </section>
      <h2 className="case-list-title">{`${data.cases.length} case ${data.cases.length === 1 ? "study" : "studies"}${where}`}</h2>
      {data.cases.length === 0 ? (
        <p className="card muted">No case studies here yet. Choose another category.</p>
      ) : (
        <ul className="case-list">
          {data.cases.map((c) => (
            <li key={c.id} className="card case-card">
              <h3 className="case-card-title">{c.title}</h3>
              <p className="case-card-meta">
                <span className="badge">{categoryName(c.categoryId)}</span>
                <span className="muted">{`${c.itemCount} items · ${c.maxPoints} points`}</span>
              </p>
              <p className="case-card-client">{`${clientLine(c.client)} · ${c.client.setting} · ${c.client.reason}`}</p>
              <p className={c.best ? "case-best" : "case-best case-best-none"}>
                {c.best ? `Best: ${c.best.bestPoints} of ${c.best.maxPoints} points` : "Not tried yet"}
              </p>
              <a className="btn btn-outline case-open" href={`/case-studies/${c.id}`}>
                {c.best ? "Try again" : "Open case"}
                <span className="visually-hidden">{`: ${c.title}`}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
