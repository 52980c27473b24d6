// The question session dialog (spec sections 2 and 4), used by Practice,
// Timed Tests, Bookmarks, the Dashboard and the guest practice on the login
// screen. Loaded by the QuestionSession island on the first request, then
// opened through the sessionRequest signal; state resets each open. Offline
// (or when the network drops) it runs from the downloaded pack and every
// answer goes through the outbox (client/offline/).
import { useEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { api } from "../api";
import { loadSession } from "../offline/session-source";
import { submitAnswer } from "../offline/submit";
import { pageStudent } from "../offline/student";
import { signedInStudent } from "../offline/signed-in";
import { OfflineNotes } from "./OfflineNotes";
import { flashToast, toast } from "../toast";
import { sessionRequest, type SessionRequest } from "../session-store";
import { formatClock, useCountdown } from "../use-countdown";
import { QuestionCard } from "../ui/QuestionCard";
import { FormatQuestion } from "../ui/FormatQuestion";
import type { NgnQuestion } from "../formats/types";
import { TimedResults } from "../ui/TimedResults";
import type { Graded, Question } from "../types";
import { QUESTION_SECONDS } from "../../lib/practice";
import { Icon } from "../../components/icons";
import { BookmarkButton } from "./BookmarkButton";
import { visitorAnswer } from "./visitor-answer";
import { comesBackIn, ReviewNote } from "./ReviewNote";
import { emptyText } from "./empty-text";

type Status = "closed" | "loading" | "ready" | "empty" | "results";
type Answer = { selectedAnswer: string } | { response: unknown };
export default function SessionDialog() {
  useSignals();
  const req = sessionRequest.value;
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<Status>("closed");
  const [questions, setQuestions] = useState<Question[]>([]);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<Record<number, string>>({});
  // NGN responses, with whether each is complete enough to submit (the format's view decides).
  const [responses, setResponses] = useState<Record<number, { value: unknown; complete: boolean }>>({});
  const [graded, setGraded] = useState<Record<number, Graded>>({});
  const [flagged, setFlagged] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [bookmarked, setBookmarked] = useState<Set<number> | null>(null);
  const sessionId = useRef<number | null>(null);
  const studentId = useRef<number | null>(null);
  const [fromPack, setFromPack] = useState(false);
  // Answers queued without feedback (an NGN item whose key is not on the device).
  const [savedOnly, setSavedOnly] = useState<Set<number>>(new Set());
  // Spaced review: days until each graded question comes back (the answer reply's `review`).
  const [comesBack, setComesBack] = useState<Record<number, number>>({});
  const shownAt = useRef(Date.now());
  const timed = req?.mode === "timed";

  useEffect(() => {
    if (!req) return;
    setStatus("loading");
    (setQuestions([]),
      setIndex(0),
      setSelected({}),
      setResponses({}),
      setGraded({}),
      setFlagged(new Set()),
      setPending(false),
      setSavedOnly(new Set()),
      setFromPack(false),
      setComesBack({}));
    sessionId.current = req.sessionId ?? null;
    studentId.current = pageStudent();
    if (req.signedIn && studentId.current === null) signedInStudent().then((id) => (studentId.current ??= id ?? null));
    if (!dialog.current?.open) dialog.current?.showModal();
    let cancelled = false;
    setBookmarked(null);
    if (req.signedIn)
      api<number[]>("GET", "/api/bookmarks/ids").then(
        (ids) => !cancelled && setBookmarked(new Set(ids)),
        () => !cancelled && setBookmarked(new Set()), // unknown: offer Bookmark (adding twice is harmless)
      );
    loadSession(req)
      .then((loaded) => {
        if (cancelled) return;
        const qs = loaded.questions;
        sessionId.current = loaded.sessionId;
        setFromPack(loaded.fromPack);
        setQuestions(qs);
        setStatus(qs.length ? "ready" : "empty");
        shownAt.current = Date.now();
      })
      .catch(() => !cancelled && setStatus("empty"));
    return () => {
      cancelled = true;
    };
  }, [req?.nonce]);

  const close = (reload = true) => {
    const hadResults = status === "results" || (!!req?.review && Object.keys(graded).length > 0);
    dialog.current?.close();
    setStatus("closed");
    if (reload && hadResults && req?.signedIn && !fromPack) window.location.reload(); // show the new timed-test stats or review count
  };

  const question = questions[index];
  const isLast = index === questions.length - 1;

  async function finish(gradedNow: Record<number, Graded>, timeUp = false) {
    if (sessionId.current) await api("POST", `/api/sessions/${sessionId.current}/finish`, {}).catch(() => undefined);
    if (timed) {
      setGraded(gradedNow);
      setStatus("results");
      if (timeUp)
        toast({
          title: "Time's up!",
          description: "Your timed test has been submitted automatically.",
          variant: "destructive",
        });
      return;
    }
    close(false);
    const done = fromPack
      ? {
          title: "Practice session completed!",
          description: "Your answers are saved on this device and sync when you're back online.",
        }
      : {
          title: req?.review ? "Review session completed!" : "Practice session completed!",
          description: "Great job! Check your progress in the dashboard.",
        };
    if (req?.signedIn && !req.questionIds && !fromPack) {
      flashToast(done);
      window.location.reload(); // the page's stats are server-rendered: show the new numbers
    } else toast(done);
  }

  const single = question?.type === "single";
  const ready = !!question && (single ? !!selected[question.id] : !!responses[question.id]?.complete);

  async function submit() {
    if (!question || !ready || pending || !req) return;
    setPending(true);
    const timeSpent = Math.round((Date.now() - shownAt.current) / 1000);
    const answer: Answer = single
      ? { selectedAnswer: selected[question.id] }
      : { response: responses[question.id].value };
    const mine = { selected: single ? selected[question.id] : undefined };
    let result: Graded;
    if (!req.signedIn) result = await visitorAnswer(question, selected[question.id], timeSpent);
    else {
      const outcome = await submitAnswer({
        question,
        answer,
        timeSpent,
        sessionId: sessionId.current,
        sessionType: req.mode,
        studentId: studentId.current,
      });
      if (outcome.kind === "refused") {
        // The server refused a timed answer (its time limit passed): the test is over.
        if (timed && outcome.status === 409) return finish(graded, true);
        setPending(false);
        toast({ title: "Error", description: outcome.message, variant: "destructive" });
        return;
      }
      if (outcome.kind === "saved") {
        setSavedOnly((s) => new Set([...s, question.id]));
        result = { ...mine, isCorrect: false, points: 0, maxPoints: question.maxPoints };
      } else {
        result = {
          ...mine,
          isCorrect: outcome.isCorrect,
          points: outcome.points,
          maxPoints: outcome.maxPoints,
          result: single ? undefined : outcome.result,
        };
        const days = comesBackIn(outcome.result);
        if (days) setComesBack((b) => ({ ...b, [question.id]: days }));
      }
    }
    const next = { ...graded, [question.id]: result };
    setGraded(next);
    setPending(false);
    if (timed) {
      if (isLast) await finish(next);
      else (setIndex(index + 1), (shownAt.current = Date.now()));
    }
  }

  const goTo = (i: number) => {
    setIndex(i);
    shownAt.current = Date.now();
  };

  const totalSeconds = timed ? (req?.timeLimit ?? 75) * 60 : null;
  const testLeft = useCountdown(status === "ready" && timed ? totalSeconds : null, req?.nonce, () =>
    finish(graded, true),
  );
  const questionLeft = useCountdown(status === "ready" && !timed ? QUESTION_SECONDS : null, `${req?.nonce}-${index}`);
  const clock = timed ? testLeft : questionLeft;

  const answered = question && graded[question.id];
  return (
    <dialog ref={dialog} className="session-dialog" aria-labelledby="session-title" onClose={() => setStatus("closed")}>
      {status !== "results" && (
        <header className="session-header">
          <div>
            <h2 id="session-title">
              {timed ? "Timed Test Question" : req?.review ? "Review Question" : "Practice Question"}
            </h2>
            {status === "ready" && (
              <p className="muted">
                {`Question ${index + 1} of ${questions.length}`}
                {req && questions.length < req.count && !req.questionIds && !req.review && (
                  <span className="limited"> (Limited questions available)</span>
                )}
              </p>
            )}
          </div>
          {status === "ready" && (
            <span
              className={`timer${clock <= 30 ? " timer-low" : ""}`}
              role="timer"
              aria-label={timed ? "Time left in the test" : "Time left for this question"}
            >
              <Icon name="clock" /> {formatClock(clock)}
            </span>
          )}
          <button type="button" className="icon-btn" aria-label="Close" onClick={() => close()}>
            <Icon name="x" />
          </button>
        </header>
      )}
      {status === "loading" && <p className="muted session-body">Loading questions…</p>}
      {status === "empty" && (
        <div className="session-body empty-state">
          <h3>{emptyText(!!req?.review, fromPack).title}</h3>
          <p className="muted">{emptyText(!!req?.review, fromPack).text}</p>
          <button type="button" className="btn btn-primary" onClick={() => close()}>
            Close
          </button>
        </div>
      )}
      {status === "results" && <TimedResults questions={questions} graded={graded} flagged={flagged} onClose={close} />}
      {status === "ready" && question && (
        <div className="session-body">
          <div className="question-tools">
            <span className="badge">{question.category}</span>
            <span className="badge">{`Level ${question.difficulty}`}</span>
            {req?.signedIn && !fromPack && (
              <BookmarkButton
                questionId={question.id}
                bookmarked={bookmarked && bookmarked.has(question.id)}
                disabled={pending}
                onChange={(id, on) =>
                  setBookmarked((b) => new Set(on ? [...(b ?? []), id] : [...(b ?? [])].filter((x) => x !== id)))
                }
              />
            )}
            <button
              type="button"
              className={`btn btn-ghost btn-sm${flagged.has(question.id) ? " active" : ""}`}
              aria-pressed={flagged.has(question.id)}
              onClick={() =>
                setFlagged(
                  (f) => new Set(f.has(question.id) ? [...f].filter((x) => x !== question.id) : [...f, question.id]),
                )
              }
            >
              <Icon name="flag" /> {flagged.has(question.id) ? "Flagged" : "Flag"}
            </button>
          </div>
          <OfflineNotes fromPack={fromPack} saved={!timed && savedOnly.has(question.id)} />
          {single ? (
            <QuestionCard
              key={question.id}
              question={question}
              selected={selected[question.id]}
              graded={graded[question.id]}
              showFeedback={!timed}
              onSelect={(l) => setSelected({ ...selected, [question.id]: l })}
            />
          ) : (
            <FormatQuestion
              key={question.id}
              question={question as NgnQuestion}
              response={responses[question.id]?.value}
              onChange={(value, complete) => setResponses((r) => ({ ...r, [question.id]: { value, complete } }))}
              result={timed ? undefined : graded[question.id]?.result}
              // A graded view showing its feedback locks its own controls (FormatFrame): disabling its fieldset
              // would also take a wide table's scroll region out of keyboard reach on a phone.
              disabled={pending || (!!graded[question.id] && (timed || !graded[question.id].result))}
            />
          )}
          {!timed && comesBack[question.id] && <ReviewNote days={comesBack[question.id]} />}
          <footer className="session-actions">
            {!timed && index > 0 ? (
              <button type="button" className="btn btn-outline" onClick={() => goTo(index - 1)}>
                Previous
              </button>
            ) : (
              <span />
            )}
            {!answered || timed ? (
              <button type="button" className="btn btn-primary" disabled={!ready || pending} onClick={submit}>
                {timed && isLast ? "Finish Test" : "Submit Answer"}
              </button>
            ) : isLast ? (
              <button type="button" className="btn btn-primary" onClick={() => finish(graded)}>
                Finish Session
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => goTo(index + 1)}>
                Next Question
              </button>
            )}
          </footer>
        </div>
      )}
    </dialog>
  );
}
