// An NGN question in the dialog, the readiness exam or a case study: the
// stem, then the format's own view, fetched on first use (client/formats/
// index.ts) behind a Suspense boundary. A case item met outside its case shows
// the client and the client record first; a trend item shows its chart. After
// grading with feedback it adds the points and the scoring rule in one
// sentence, so partial credit is never a mystery.
import { lazy, Suspense, useLayoutEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { FORMAT_VIEWS } from "../formats";
import {
  dispatchable,
  type FormatViewProps,
  type GradedResult,
  type NgnQuestion,
  type RegisteredView,
} from "../formats/types";
import { preloadedViews } from "../case/preloaded-views";
import type { FormatQuestionProps } from "./format-question-props";
import { CaseContextPanel } from "../case/CaseContextPanel";
import { ClientRecord } from "../case/ClientRecord";
import { HighlightStem } from "../tutor/HighlightStem";
import type { CaseContext, ShownTab } from "../case/types";

type Props = FormatQuestionProps;

type View = ComponentType<FormatViewProps>;

function LoadFailed() {
  return (
    <p className="muted" role="status">
      This question could not be loaded. Check your connection and reopen the session.
    </p>
  );
}

// Views already fetched (rendered at once), and one lazy component per format for the others. A failed fetch is
// forgotten, so the next item retries.
const loadedViews = new Map<string, RegisteredView>();
const lazyViews = new Map<string, LazyExoticComponent<RegisteredView>>();
type ViewFormat = keyof typeof FORMAT_VIEWS;
const fetchView = (type: ViewFormat) => FORMAT_VIEWS[type]().then((m) => (loadedViews.set(type, m.default), m));

function viewOf(type: ViewFormat): View {
  const ready = preloadedViews.get(type) ?? loadedViews.get(type); // on the server (case page), or fetched before
  if (ready) return dispatchable(ready);
  let view = lazyViews.get(type);
  if (!view) {
    view = lazy(() => fetchView(type).catch(() => (lazyViews.delete(type), { default: LoadFailed })));
    lazyViews.set(type, view);
  }
  return dispatchable(view);
}

/** Fetches a format's view ahead of its item (a case's next item while the student reads the rationales). */
export function prefetchView(type: string) {
  if (type in FORMAT_VIEWS && !loadedViews.has(type)) fetchView(type as ViewFormat).catch(() => undefined);
}

/** Renders nothing; reports once the view beside it is live in the browser (rendered or hydrated), never on the server. */
function Live({ onLive }: { onLive: () => void }) {
  useLayoutEffect(onLive, []);
  return null;
}

export function FormatQuestion({ question, response, onChange, result, disabled, tutor }: Props) {
  // Chosen once per question: a view that changed from lazy to loaded would remount and lose its state.
  const [View] = useState(() => viewOf(question.type as ViewFormat));
  const trend = question.item?.chart;
  // A server-rendered view (a case's first item) is readable at once but stays disabled until its code has
  // loaded and hydrated, so no tap is lost or half-applied before then. In the browser it is live before the first paint.
  const [live, setLive] = useState(false);
  // The case context and a trend chart come before the question, outside it: their tabs are for reading, not answering.
  return (
    <>
      {question.case && <CaseContextPanel context={question.case} highlight={tutor} />}
      {trend?.length ? (
        <section className="case-trend" aria-label="Client data">
          <ClientRecord tabs={trend} label="Client data" plainWhenSingle highlight={tutor} />
        </section>
      ) : null}
      <div className="question" data-live={live || undefined}>
        <HighlightStem
          as="p"
          className="question-stem ngn-stem"
          id={`stem-${question.id}`}
          text={question.content}
          tools={!!tutor && !result}
        />
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading the question…
            </p>
          }
        >
          <View
            question={question}
            response={response}
            onChange={onChange}
            result={result}
            disabled={disabled || !live}
            tutor={tutor}
          />
          <Live onLive={() => setLive(true)} />
        </Suspense>
        {result && <ScoreSummary result={result} />}
      </div>
    </>
  );
}

export function ScoreSummary({ result }: { result: GradedResult }) {
  return (
    <div className={`feedback ${result.isCorrect ? "feedback-correct" : "feedback-incorrect"}`} role="status">
      <strong>{`${result.isCorrect ? "Full marks" : result.points > 0 ? "Partial credit" : "No points"}: ${result.points} of ${result.maxPoints} point${result.maxPoints === 1 ? "" : "s"}`}</strong>
      <p className="small">{`Scoring: ${result.ruleSentence}.${result.ruleUnconfirmed ? " (How NCSBN splits this format into scored parts is not published; we follow common vendor practice.)" : ""}`}</p>
      <p>{result.explanation}</p>
    </div>
  );
}
