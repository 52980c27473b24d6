// /question-bank: the seven specialties with live question counts, and counts by item format.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import QuestionBankSearch from "../islands/QuestionBankSearch";
import { questionBankCounts } from "../worker/db/question-bank";
import { SPECIALTIES } from "../lib/specialties";
import { FormatCounts } from "../components/question-bank/FormatCounts";

export const title = "Question Bank";

export async function load({ db }: PageContext) {
  const { categories, formats } = await questionBankCounts(db);
  const count = (name: string) => categories.find((c) => c.name === name)?.questionCount ?? 0;
  return {
    totalQuestions: categories.reduce((s, c) => s + c.questionCount, 0),
    specialties: SPECIALTIES.map((s) => ({
      ...s,
      questionCount: s.categories.reduce((n, name) => n + count(name), 0),
    })),
    formatCounts: Object.fromEntries(formats.map((f) => [f.type, f.questionCount])),
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
