// The adaptive readiness exam: one item at a time, no going back, a 5-hour
// countdown to the server's deadline. The server grades and picks each item;
// a reload resumes at the same item. When the exam ends the page reloads as
// the report, which the server renders without JavaScript.
import { lazy, Suspense, useState } from "react";
import { api, ApiError } from "../client/api";
import { flashToast, toast } from "../client/toast";
import { useCountdown } from "../client/use-countdown";
import { ExamItem } from "../client/ui/ExamItem";
import type { NgnQuestion } from "../client/formats/types";
import type { ActiveExamView, ExamView } from "../lib/readiness-view";
import { Icon } from "../components/icons";
import { retrying } from "../client/retry-import";
import { CalculatorButton } from "../client/calculator/CalculatorButton";

// NGN items' code loads only when the exam first shows one (multiple choice needs none of it).
const FormatQuestion = lazy(() =>
  retrying(() => import("../client/ui/FormatQuestion")).then((m) => ({ default: m.FormatQuestion })),
);

const clock = (s: number) =>
  `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

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
  const secondsLeft = active ? Math.max(0, Math.round((Date.parse(active.deadline) - Date.now()) / 1000)) : null;
  const left = useCountdown(secondsLeft, active?.id, () => refresh(true));

  async function refresh(timeUp = false) {
    try {
      const next = await api<ExamView>("GET", `/api/readiness-exams/${view.id}`);
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

  async function submit() {
    if (!active || !ready || pending) return;
    setPending(true);
    try {
      const answer = single ? { selectedAnswer: selected } : { response: response!.value };
      const next = await api<ExamView>("POST", `/api/readiness-exams/${active.id}/answers`, {
        questionId: active.item.questionId,
        ...answer,
      });
      if (next.status !== "active") return showReport(next.id);
      setView(next);
      setSelected(undefined);
      setResponse(undefined);
      // The next item opens at its top, its heading focused so a screen reader announces it.
      requestAnimationFrame(() => {
        window.scrollTo({ top: 0 });
        document.getElementById("exam-item-heading")?.focus({ preventScroll: true });
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) await refresh();
      else
        toast({
          title: "Error",
          description: "Your answer was not saved. Check your connection and submit again.",
          variant: "destructive",
        });
    }
    setPending(false);
  }

  if (!active)
    return (
      <p className="muted" role="status">
        Opening your results…
      </p>
    );
  const single = active.item.type === "single";
  const ready = single ? !!selected : !!response?.complete;
  const ngn: NgnQuestion = {
    id: active.item.questionId,
    type: active.item.type as NgnQuestion["type"],
    maxPoints: active.item.maxPoints,
    content: active.item.content,
    item: active.item.item ?? {},
    ...(active.item.case ? { case: active.item.case } : {}),
  } as NgnQuestion;
  return (
    <section className="card readiness-exam" aria-labelledby="exam-title">
      <header className="session-header">
        <div>
          <h2 id="exam-title">Readiness Exam</h2>
          <p className="muted item-heading" id="exam-item-heading" role="heading" aria-level={3} tabIndex={-1}>
            {`Question ${active.item.position} · ${active.minItems}-${active.maxItems} questions, adaptive`}
          </p>
        </div>
        <span className={`timer${left <= 300 ? " timer-low" : ""}`} role="timer" aria-label="Time left in the exam">
          <Icon name="clock" /> {clock(left)}
        </span>
      </header>
      <div className="question-tools">
        <span className="badge">{active.item.category}</span>
        <CalculatorButton />
      </div>
      {single ? (
        <ExamItem
          key={active.item.questionId}
          item={active.item}
          selected={selected}
          disabled={pending}
          onSelect={setSelected}
        />
      ) : (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading the question…
            </p>
          }
        >
          <FormatQuestion
            key={active.item.questionId}
            question={ngn}
            response={response?.value}
            onChange={(value, complete) => setResponse({ value, complete })}
            disabled={pending}
          />
        </Suspense>
      )}
      <footer className="session-actions">
        <span className="muted small">You cannot go back. Each answer is final.</span>
        <button type="button" className="btn btn-primary" disabled={!ready || pending} onClick={submit}>
          Submit Answer
        </button>
      </footer>
    </section>
  );
}
