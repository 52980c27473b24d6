// /case-studies/:id: one practice case study. The page header is plain
// markup; the case itself is the CaseStudy island, whose first item and chart
// are rendered into the HTML (every format view is imported here, on the
// server only, for that). An unknown id is the 404 page (load returns null).
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import CaseStudy from "../islands/CaseStudy";
import { loadCaseStudy } from "../worker/db/case-studies";
import { caseDrawKey, drawnQuestions } from "../worker/items/drawn";
import { CATEGORIES } from "../lib/categories";
import type { CaseItemDto, CaseStudyData } from "../client/case/types";
import "../client/case/ssr-views";

export const title = "Case Study";

export async function load({ db, params, env, user }: PageContext & { params: Record<string, string> }) {
  const raw = params.id ?? "";
  const id = /^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= Number.MAX_SAFE_INTEGER ? Number(raw) : null;
  const loaded = id === null ? null : await loadCaseStudy(db, id);
  if (!loaded) return null;
  // Element ids are this student's draw of this case (the answers route derives the same key from the case session).
  const found = { ...loaded, items: await drawnQuestions(env, loaded.items, caseDrawKey(loaded.id, user.id)) };
  // Only what the screen uses goes into the island's props (no codes, no empty spec fields).
  const study: CaseStudyData = {
    id: found.id,
    title: found.title,
    category: CATEGORIES.find((c) => c.id === found.categoryId)?.name ?? "",
    client: found.client,
    maxPoints: found.maxPoints,
    items: found.items.map(
      // Each item keeps its own format's type and item (a map over a union cannot say so itself).
      (i) =>
        ({
          id: i.id,
          type: i.type,
          maxPoints: i.maxPoints,
          content: i.content,
          item: i.item,
          step: i.step,
          stepName: i.stepName,
          chart: i.chart,
        }) as CaseItemDto,
    ),
  };
  return { study };
}

export default function CaseStudyPage({ data }: PageProps<NonNullable<Awaited<ReturnType<typeof load>>>>) {
  const { study } = data;
  return (
    <>
      <nav aria-label="Breadcrumb" className="case-breadcrumb">
        <a href="/case-studies">Case Studies</a>
      </nav>
      <header className="page-header case-header">
        <h1>{study.title}</h1>
        <p className="muted">{`${study.category} · ${study.items.length} items · ${study.maxPoints} points · practice mode: rationales follow each item`}</p>
      </header>
      <Island name="CaseStudy" component={CaseStudy} props={{ study }} />
    </>
  );
}
