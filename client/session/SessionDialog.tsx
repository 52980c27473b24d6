// The question session dialog (spec sections 2 and 4), used by Practice,
// Timed Tests, Bookmarks, the Dashboard and the guest practice on the login
// screen. Loaded by the QuestionSession island on the first request, then
// opened through the sessionRequest signal; state resets each open. Offline
// (or when the network drops) it runs from the downloaded pack and every
// answer goes through the outbox (client/offline/). It owns a history entry
// while open (Back closes it), asks before a session in progress is left, and
// ends every session on its summary and review.
import { useEffect, useRef, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { api } from "../api";
import { loadSession } from "../offline/session-source";
import { submitAnswer } from "../offline/submit";
import { pageStudent } from "../offline/student";
import { signedInStudent } from "../offline/signed-in";
import { flashToast, toast } from "../toast";
import { sessionRequest } from "../session-store";
import { formatClock, useCountdown } from "../use-countdown";
import { TimedResults } from "../ui/TimedResults";
import type { Graded, Question } from "../types";
import { QUESTION_SECONDS } from "../../lib/practice";
import { Icon } from "../../components/icons";
import { visitorAnswer } from "./visitor-answer";
import { comesBackIn } from "./ReviewNote";
import { emptyText } from "./empty-text";
import { useDialogHistory } from "./dialog-history";
import { LeaveConfirm, leaveMessage } from "./LeaveConfirm";
import { focusFeedback, useItemArrival } from "./item-arrival";
import { SessionItem } from "./SessionItem";
import { flagPath, saveMark } from "../offline/marks";
import { SessionSummary } from "../review/SessionSummary";
import { entriesFromSession } from "../review/from-session";
import type { ReviewEntry } from "../review/types";

type Status = "closed" | "loading" | "ready" | "empty" | "results" | "summary";
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
  const [notes, setNotes] = useState<Record<number, string> | null>(null);
  const [asking, setAsking] = useState(false);
  // A finished timed test's review from the server (its keys never came with the draw).
  const [served, setServed] = useState<ReviewEntry[] | null>(null);
  const sessionId = useRef<number | null>(null);
  const studentId = useRef<number | null>(null);
  const [fromPack, setFromPack] = useState(false);
  // Answers queued without feedback (an NGN item whose key is not on the device).
  const [savedOnly, setSavedOnly] = useState<Set<number>>(new Set());
  // Spaced review: days until each graded question comes back (the answer reply's `review`).
  const [comesBack, setComesBack] = useState<Record<number, number>>({});
  const shownAt = useRef(Date.now());
  const startedAt = useRef(Date.now());
  const endedAt = useRef(Date.now());
  const justGraded = useRef<number | null>(null); // the question whose feedback takes focus once rendered
  const timed = req?.mode === "timed";
  const open = status !== "closed";

  useEffect(() => {
    if (!req) return;
    setStatus("loading");
    (setQuestions([]), setIndex(0), setSelected({}), setResponses({}), setGraded({}), setFlagged(new Set()));
    (setPending(false), setSavedOnly(new Set()), setFromPack(false), setComesBack({}), setAsking(false));
    sessionId.current = req.sessionId ?? null;
    studentId.current = pageStudent();
    if (req.signedIn && studentId.current === null) signedInStudent().then((id) => (studentId.current ??= id ?? null));
    if (!dialog.current?.open) dialog.current?.showModal();
    let cancelled = false;
    setBookmarked(null);
    setNotes(null);
    // Flags and notes stay with the question: the dialog opens with the student's own (none offline).
    if (req.signedIn) {
      api("GET", "/api/flags").then(
        (list) => !cancelled && setFlagged(new Set(list.map((f) => f.questionId))),
        () => undefined,
      );
      api("GET", "/api/notes").then(
        (list) => !cancelled && setNotes(Object.fromEntries(list.map((n) => [n.questionId, n.text]))),
        () => !cancelled && setNotes({}),
      );
    }
    if (req.signedIn)
      api("GET", "/api/bookmarks/ids").then(
        (ids) => !cancelled && setBookmarked(new Set(ids)),
        () => !cancelled && setBookmarked(new Set()), // unknown: offer Bookmark (adding twice is harmless)
      );
    loadSession(req)
      .then((loaded) => {
        if (cancelled) return;
        const done = loaded.answered;
        // A resumed session: its answered questions as their review shows them, opened at the first unanswered one.
        // The review's copy is the same question (same format), in content ids with its key.
        const qs = done
          ? loaded.questions.map((q) => ({ ...q, ...done.questions[q.id] }) as Question)
          : loaded.questions;
        sessionId.current = loaded.sessionId;
        setFromPack(loaded.fromPack);
        setQuestions(qs);
        if (done)
          (setGraded(done.graded),
            setIndex(
              Math.max(
                0,
                qs.findIndex((q) => !done.graded[q.id]),
              ),
            ));
        setStatus(qs.length ? "ready" : "empty");
        shownAt.current = startedAt.current = Date.now();
      })
      .catch(() => !cancelled && setStatus("empty"));
    return () => {
      cancelled = true;
    };
  }, [req?.nonce]);

  const question = questions[index];
  const isLast = index === questions.length - 1;
  const answeredCount = Object.keys(graded).length;
  const unsubmitted = !!question && !graded[question.id] && (!!selected[question.id] || !!responses[question.id]);
  const inProgress = status === "ready" && (answeredCount > 0 || unsubmitted);

  const history = useDialogHistory(open, () => requestClose(true));
  useItemArrival(dialog, status === "ready" && question ? `${req?.nonce}-${question.id}` : null);

  /** Closes at once; the page reloads to show new server-rendered stats when answers were saved. */
  async function close(reload = true, fromBack = false) {
    const hadResults =
      status === "results" || status === "summary" || (!!req?.review && Object.keys(graded).length > 0);
    setAsking(false);
    dialog.current?.close();
    setStatus("closed");
    if (!fromBack) await history.release();
    if (reload && hadResults && req?.signedIn && !fromPack) window.location.reload(); // show the new stats
  }

  /** ✕, Escape and Back: a session with answers in progress asks first. */
  function requestClose(fromBack = false) {
    if (!inProgress) return void close(true, fromBack);
    if (fromBack) history.hold();
    setAsking(true);
  }

  async function finish(gradedNow: Record<number, Graded>, timeUp = false) {
    endedAt.current = Date.now();
    if (sessionId.current) await api("POST", `/api/sessions/${sessionId.current}/finish`, {}).catch(() => undefined);
    setGraded(gradedNow);
    if (timed) {
      setStatus("results");
      if (sessionId.current && req?.signedIn && !fromPack)
        api("GET", `/api/sessions/${sessionId.current}/review`).then(
          (r) => setServed(r.entries),
          () => undefined, // the local review (points, no keys) stays
        );
      if (timeUp)
        toast({
          title: "Time's up!",
          description: "Your timed test has been submitted automatically.",
          variant: "destructive",
        });
      return;
    }
    const done = fromPack
      ? {
          title: "Practice session completed!",
          description: "Your answers are saved on this device and sync when you're back online.",
        }
      : {
          title: req?.review ? "Review session completed!" : "Practice session completed!",
          description: "Great job! Check your progress in the dashboard.",
        };
    toast(done);
    if (!Object.keys(gradedNow).length) return void close(false);
    if (req?.signedIn && !req.questionIds && !fromPack) flashToast(done); // kept for the page that reloads on Close
    setStatus("summary");
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
    const mine = { selected: single ? selected[question.id] : undefined, timeSpent };
    let result: Graded;
    if (!req.signedIn) result = { ...(await visitorAnswer(question, selected[question.id], timeSpent)), timeSpent };
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
    } else justGraded.current = question.id;
  }

  // After Submit with feedback, the feedback summary takes focus once it is on screen.
  useEffect(() => {
    if (justGraded.current === null || !graded[justGraded.current]) return;
    justGraded.current = null;
    focusFeedback(dialog.current);
  }, [graded]);

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
  const usedSeconds = Math.round((endedAt.current - startedAt.current) / 1000);
  const showHeader = status !== "results" && status !== "summary";
  const where = !req?.signedIn ? "nowhere" : fromPack ? "device" : "server";

  return (
    <dialog
      ref={dialog}
      className="session-dialog"
      aria-labelledby="session-title"
      // Escape asks first, like ✕ (handled on keydown: Chromium does not always let a dialog's cancel be prevented).
      onKeyDown={(e) => {
        if (e.key !== "Escape" || e.defaultPrevented) return;
        e.preventDefault();
        requestClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return; // the leave prompt's own
        e.preventDefault();
        requestClose();
      }}
      onClose={(e) => e.target === e.currentTarget && setStatus("closed")}
    >
      {showHeader && (
        <header className="session-header">
          <div>
            <h2 id="session-title">
              {timed ? "Timed Test Question" : req?.review ? "Review Question" : "Practice Question"}
            </h2>
            {status === "ready" && (
              <p className="muted item-heading" role="heading" aria-level={3} tabIndex={-1}>
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
          <button type="button" className="icon-btn" aria-label="Close" onClick={() => requestClose()}>
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
      {status === "results" && (
        <TimedResults
          entries={served ?? entriesFromSession(questions, graded, flagged)}
          used={usedSeconds}
          limitMinutes={req?.timeLimit ?? 75}
          onClose={() => close()}
        />
      )}
      {status === "summary" && (
        <SessionSummary
          title={req?.review ? "Review session summary" : "Practice session summary"}
          entries={entriesFromSession(questions, graded, flagged)}
          seconds={usedSeconds}
          note={fromPack ? "Answers saved on this device sync when you're back online." : undefined}
          onClose={() => close()}
        />
      )}
      {status === "ready" && question && (
        <SessionItem
          question={question}
          req={req!}
          index={index}
          isLast={isLast}
          timed={timed}
          fromPack={fromPack}
          pending={pending}
          ready={ready}
          selected={selected[question.id]}
          response={responses[question.id]?.value}
          graded={graded[question.id]}
          savedOnly={savedOnly.has(question.id)}
          comesBack={comesBack[question.id]}
          flagged={flagged.has(question.id)}
          bookmarked={bookmarked && bookmarked.has(question.id)}
          onSelect={(l) => setSelected({ ...selected, [question.id]: l })}
          onResponse={(value, complete) => setResponses((r) => ({ ...r, [question.id]: { value, complete } }))}
          onFlag={() => {
            const on = !flagged.has(question.id);
            setFlagged((f) => new Set(on ? [...f, question.id] : [...f].filter((x) => x !== question.id)));
            // Kept on the server (through the outbox offline); a visitor's flag lasts as long as the dialog.
            if (req?.signedIn) void saveMark(on ? "PUT" : "DELETE", flagPath(question.id));
          }}
          notes={req?.signedIn ? notes : null}
          onNote={(id, text) =>
            setNotes((n) => {
              const next = { ...n };
              if (text) next[id] = text;
              else delete next[id];
              return next;
            })
          }
          onBookmark={(id, on) =>
            setBookmarked((b) => new Set(on ? [...(b ?? []), id] : [...(b ?? [])].filter((x) => x !== id)))
          }
          onSubmit={submit}
          onPrevious={() => goTo(index - 1)}
          onNext={() => goTo(index + 1)}
          onFinish={() => finish(graded)}
        />
      )}
      {asking && (
        <LeaveConfirm
          message={leaveMessage(answeredCount, where, unsubmitted)}
          onStay={() => setAsking(false)}
          onLeave={() => close()}
        />
      )}
    </dialog>
  );
}
