// A case study: the client record on the left as EHR tabs and the current
// item on the right (from ~700 px); on a phone a sticky Chart / Question
// switch that keeps each view's tab and scroll position. Items come one at a
// time in step order; each is graded by the server (POST /api/answers, in a
// case session created at the first submit) with its rationales shown, then
// "Next item" moves the chart on, new entries marked "New" and named in a
// polite status line. After item 6: points by step and the total. The
// student's highlights in the client record last for the whole case: they go
// when it ends (results) or starts again (the record is keyed by the run).
// The first item and its chart are server-rendered: a phone can read them
// before any JavaScript runs (the item's view code loads behind them).
import { useCallback, useRef, useState } from "react";
import { api, ApiError } from "../client/api";
import { prefetchView } from "../client/ui/FormatQuestion";
import { toast } from "../client/toast";
import type { GradedResult } from "../client/formats/types";
import { ClientHeader } from "../client/case/ClientHeader";
import { ClientRecord, hasNew } from "../client/case/ClientRecord";
import { StepIndicator } from "../client/case/StepIndicator";
import { useCaseView, ViewSwitch } from "../client/case/ViewSwitch";
import { CaseItem } from "../client/case/CaseItem";
import { CaseResults } from "../client/case/CaseResults";
import { focusFeedback } from "../client/session/item-arrival";
import type { CaseStudyData } from "../client/case/types";

type Responses = Record<number, { value: unknown; complete: boolean }>;

/** What the status line says when an item opens: its step, and which chart tabs gained entries. */
export function arrivalMessage(study: CaseStudyData, index: number): string {
  const item = study.items[index];
  const fresh = item.chart.filter(hasNew).map((t) => t.tab);
  const news = fresh.length ? `New in the chart: ${fresh.join(", ")}.` : "No new chart entries.";
  return `Item ${index + 1} of ${study.items.length}: ${item.stepName}. ${news}`;
}

export default function CaseStudy({ study }: { study: CaseStudyData }) {
  const columns = useRef<HTMLDivElement>(null);
  const { view, show, reset } = useCaseView(columns);
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<Responses>({});
  const [graded, setGraded] = useState<Record<number, GradedResult>>({});
  const [pending, setPending] = useState(false);
  const [finished, setFinished] = useState(false);
  const [tab, setTab] = useState<string>();
  const [status, setStatus] = useState("");
  const [run, setRun] = useState(0); // a new run of the case: a fresh record, without the last run's highlights
  const session = useRef<number | null>(null);
  const shownAt = useRef(Date.now());

  const total = study.items.length;
  const item = study.items[index];
  const onResponse = useCallback(
    (id: number, value: unknown, complete: boolean) => setResponses((r) => ({ ...r, [id]: { value, complete } })),
    [],
  );

  async function submit() {
    const response = responses[item.id];
    if (!response?.complete || pending || graded[item.id]) return;
    setPending(true);
    try {
      session.current ??= (
        await api("POST", "/api/sessions", {
          sessionType: "practice",
          totalQuestions: total,
          correctAnswers: 0,
          timeLimit: null,
          categoryId: null,
          caseId: study.id,
        })
      ).id;
      const timeSpent = Math.round((Date.now() - shownAt.current) / 1000);
      const reply = await api("POST", "/api/answers", {
        questionId: item.id,
        response: response.value,
        timeSpent,
        sessionId: session.current,
      });
      setGraded((g) => ({ ...g, [item.id]: reply }));
      focusFeedback(document.getElementById("case-question"));
      // While the student reads the rationales, fetch the next item's view code.
      if (index + 1 < total) prefetchView(study.items[index + 1].type);
    } catch (e) {
      const why = e instanceof ApiError ? e.serverMessage : undefined;
      toast({
        title: "Error",
        description: why ?? "Your answer was not saved. Check your connection and submit again.",
        variant: "destructive",
      });
    }
    setPending(false);
  }

  function next() {
    if (index === total - 1) {
      if (session.current) api("POST", `/api/sessions/${session.current}/finish`, {}).catch(() => undefined);
      setFinished(true);
      setRun(run + 1);
      setStatus("Case finished: your points by step follow.");
      reset("question");
      return;
    }
    setIndex(index + 1);
    setStatus(arrivalMessage(study, index + 1));
    shownAt.current = Date.now();
    reset("question");
    requestAnimationFrame(() => document.getElementById("case-item-title")?.focus({ preventScroll: true }));
  }

  function retry() {
    session.current = null;
    setResponses({});
    setGraded({});
    setFinished(false);
    setRun(run + 1);
    setIndex(0);
    setTab(undefined);
    setStatus(arrivalMessage(study, 0));
    shownAt.current = Date.now();
    reset("question");
    requestAnimationFrame(() => document.getElementById("case-item-title")?.focus({ preventScroll: true }));
  }

  const chart = item.chart;
  return (
    <div className="case-study" data-view={view}>
      <StepIndicator
        steps={study.items}
        current={finished ? null : index}
        answered={(i) => !!graded[study.items[i].id]}
      />
      <ViewSwitch
        view={view}
        onShow={show}
        chartHasNew={!finished && chart.some(hasNew)}
        chartId="case-chart"
        questionId="case-question"
      />
      <p className="case-status" role="status">
        {status}
      </p>
      <div className="case-columns" ref={columns}>
        <section id="case-chart" className="card case-chart" aria-labelledby="case-chart-title">
          <h2 id="case-chart-title" className="case-chart-title">
            Client record
          </h2>
          <ClientHeader client={study.client} />
          <ClientRecord key={run} tabs={chart} label="Client record" selected={tab} onSelect={setTab} highlight />
        </section>
        <section
          id="case-question"
          className="card case-item"
          aria-labelledby={finished ? undefined : "case-item-title"}
          aria-label={finished ? "Case results" : undefined}
        >
          {finished ? (
            <CaseResults
              items={study.items}
              graded={graded}
              maxPoints={study.maxPoints}
              category={study.category}
              onRetry={retry}
            />
          ) : (
            <CaseItem
              key={item.id}
              item={item}
              position={index + 1}
              total={total}
              response={responses[item.id]}
              result={graded[item.id]}
              pending={pending}
              onResponse={onResponse}
              onSubmit={submit}
              onNext={next}
              headingId="case-item-title"
            />
          )}
        </section>
      </div>
    </div>
  );
}
