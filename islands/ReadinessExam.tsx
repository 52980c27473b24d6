// The adaptive readiness exam: one item at a time, no going back, a 5-hour
// countdown to the server's deadline. The server grades and picks each item;
// a reload resumes at the same item. An NCLEX-day run opens on the tutorial
// (the clock starts on "Begin the exam") and offers optional breaks (the clock
// keeps running). When the exam ends the page reloads as the report, which
// the server renders without JavaScript.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { api, ApiError } from "../client/api";
import { flashToast, toast } from "../client/toast";
import { useCountdown } from "../client/use-countdown";
import { ExamItem } from "../client/ui/ExamItem";
import type { NgnQuestion } from "../client/formats/types";
import type { ActiveExamView, ExamItemView, ExamView } from "../lib/readiness-view";
import { retrying } from "../client/retry-import";
import { CalculatorButton } from "../client/calculator/CalculatorButton";
import { ExamClock } from "../client/readiness/ExamClock";
import { Tutorial } from "../client/readiness/Tutorial";
import { BreakOffer, OnBreak } from "../client/readiness/BreakScreens";
import { preloadedQuestion } from "../client/case/preloaded-views";

// NGN items' code loads only when the exam first shows one (multiple choice needs none of it). The server renders
// it at once (client/case/ssr-views.ts), and the browser keeps that HTML until the chunk has loaded.
const LazyFormatQuestion = lazy(() =>
  retrying(() => import("../client/ui/FormatQuestion")).then((m) => ({ default: m.FormatQuestion })),
);

/** The exam has ended: the report is a server-rendered page (no report code in this island). */
function showReport(id: number, timeUp = false) {
  if (timeUp)
    flashToast({
      title: "Time's up!",
      description: "Your readiness exam has been submitted automatically.",
      variant: "destructive",
    });
  window.location.assign(`/readiness-exam?id=${id}`);
}

export default function ReadinessExam({ initial }: { initial: ActiveExamView }) {
  const [view, setView] = useState<ExamView>(initial);
  const [selected, setSelected] = useState<string>();
  // NGN items: the response and whether it is complete (the format's view decides).
  const [response, setResponse] = useState<{ value: unknown; complete: boolean }>();
  const [pending, setPending] = useState(false);
  const active = view.status === "active" ? view : null;
  // Each new screen (item, tutorial, break) opens at its top, its heading focused so a screen reader announces it.
  const moved = useRef(false);
  const screen = active && `${active.phase}-${active.breakOffer}-${active.item?.questionId}`;
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    document.getElementById("exam-item-heading")?.focus({ preventScroll: true });
  }, [screen]);
  const tutorial = active?.phase === "tutorial";
  // From the server's count, never Date.now() during render: the server's HTML and the hydrating render must agree
  // (and a phone's own clock may be wrong). It does not run in the tutorial.
  const left = useCountdown(
    tutorial ? null : (active?.secondsLeft ?? null),
    active && `${active.id}-${active.answered}-${active.phase}-${active.breakOffer}`,
    () => refresh(true),
  );

  async function refresh(timeUp = false) {
    try {
      const next = await api("GET", `/api/readiness-exams/${view.id}`);
      if (next.status !== "active") return showReport(next.id, timeUp);
      setView(next);
    } catch {
      toast({
        title: "Error",
        description: "Could not reach the server. Your answers so far are saved; reload to continue.",
        variant: "destructive",
      });
    }
  }

  /** A step of the exam (an answer, begin, a break), sent for this exam's id; the reply is the next view or the report. */
  async function step(send: (examId: number) => Promise<ExamView>, failed: string) {
    if (!active || pending) return;
    setPending(true);
    try {
      const next = await send(active.id);
      if (next.status !== "active") return showReport(next.id);
      setView(next);
      setSelected(undefined);
      setResponse(undefined);
      moved.current = true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await refresh();
      else toast({ title: "Error", description: failed, variant: "destructive" });
    }
    setPending(false);
  }

  if (!active)
    return (
      <p className="muted" role="status">
        Opening your results…
      </p>
    );
  const item = active.item;
  return (
    <section className="card readiness-exam" aria-labelledby="exam-title">
      <header className="session-header">
        <div>
          <h2 id="exam-title">Readiness Exam</h2>
          {!active.scored && (
            <p className="muted small">
              Practice run: this exam ends with no prediction (no pass/fail result, no pass probability)
            </p>
          )}
          {item && (
            <p className="muted item-heading" id="exam-item-heading" role="heading" aria-level={3} tabIndex={-1}>
              {`Question ${item.position} · ${active.minItems}-${active.maxItems} questions, adaptive`}
            </p>
          )}
        </div>
        <ExamClock left={tutorial ? active.secondsLeft : left} running={!tutorial} />
      </header>
      {tutorial ? (
        <Tutorial
          pending={pending}
          onBegin={() =>
            step(
              (id) => api("POST", `/api/readiness-exams/${id}/begin`, {}),
              "The exam did not start. Please try again.",
            )
          }
        />
      ) : active.phase === "break" ? (
        <OnBreak
          left={left}
          pending={pending}
          onResume={() =>
            step((id) => api("POST", `/api/readiness-exams/${id}/resume`, {}), "Could not resume. Try again.")
          }
        />
      ) : active.breakOffer || !item ? (
        <BreakOffer
          breaksTaken={active.breaksTaken}
          pending={pending}
          onAnswer={(take) =>
            step(
              (id) => api("POST", `/api/readiness-exams/${id}/break`, { take }),
              "Your choice was not saved. Try again.",
            )
          }
        />
      ) : (
        <Item
          item={item}
          pending={pending}
          selected={selected}
          response={response}
          onSelect={setSelected}
          onResponse={setResponse}
          onSubmit={(answer) =>
            step(
              (id) => api("POST", `/api/readiness-exams/${id}/answers`, { questionId: item.questionId, ...answer }),
              "Your answer was not saved. Check your connection and submit again.",
            )
          }
        />
      )}
    </section>
  );
}

interface ItemProps {
  item: ExamItemView;
  pending: boolean;
  selected: string | undefined;
  response: { value: unknown; complete: boolean } | undefined;
  onSelect: (label: string) => void;
  onResponse: (r: { value: unknown; complete: boolean }) => void;
  onSubmit: (answer: { selectedAnswer?: string; response?: unknown }) => void;
}

function Item({ item, pending, selected, response, onSelect, onResponse, onSubmit }: ItemProps) {
  const single = item.type === "single";
  const ready = single ? !!selected : !!response?.complete;
  const ngn = {
    id: item.questionId,
    type: item.type as NgnQuestion["type"],
    maxPoints: item.maxPoints,
    content: item.content,
    item: item.item ?? {},
    ...(item.case ? { case: item.case } : {}),
  } as NgnQuestion;
  const FormatQuestion = preloadedQuestion.current ?? LazyFormatQuestion;
  return (
    <>
      <div className="question-tools">
        <span className="badge">{item.category}</span>
        <CalculatorButton />
      </div>
      {single ? (
        <ExamItem key={item.questionId} item={item} selected={selected} disabled={pending} onSelect={onSelect} />
      ) : (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading the question…
            </p>
          }
        >
          <FormatQuestion
            key={item.questionId}
            question={ngn}
            response={response?.value}
            onChange={(value, complete) => onResponse({ value, complete })}
            disabled={pending}
          />
        </Suspense>
      )}
      <footer className="session-actions">
        <span className="muted small">You cannot go back. Each answer is final.</span>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready || pending}
          onClick={() => onSubmit(single ? { selectedAnswer: selected } : { response: response!.value })}
        >
          Submit Answer
        </button>
      </footer>
    </>
  );
}
