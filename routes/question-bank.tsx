// /question-bank: the seven specialties with live question counts, and counts by item format.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import QuestionBankSearch from "../islands/QuestionBankSearch";
import { listCategories } from "../worker/db/stats";
import { SPECIALTIES } from "../lib/specialties";
import { FormatCounts } from "../components/question-bank/FormatCounts";

export const title = "Question Bank";

export async function load({ db }: PageContext) {
  const [categories, formats] = await Promise.all([
    listCategories(db),
    db.rawAll<{ type: string; n: number }>("SELECT type, question_count AS n FROM format_counts"),
  ]);
  const count = (name: string) => categories.find((c) => c.name === name)?.questionCount ?? 0;
  return {
    totalQuestions: categories.reduce((s, c) => s + c.questionCount, 0),
    specialties: SPECIALTIES.map((s) => ({
      ...s,
      questionCount: s.categories.reduce((n, name) => n + count(name), 0),
    })),
    formatCounts: Object.fromEntries(formats.map((f) => [f.type, f.n])),
  };
}

export default function QuestionBankPage({ data }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <>
      <header className="page-header">
        <h1>Question Bank</h1>
        <p className="muted">
          Original NCLEX-RN style questions with a rationale for every option, grouped by specialty.
        </p>
      </header>
      <Island
        name="QuestionBankSearch"
        component={QuestionBankSearch}
        props={{ specialties: data.specialties, totalQuestions: data.totalQuestions }}
      />
      <FormatCounts counts={data.formatCounts} />
    </>
  );
}
