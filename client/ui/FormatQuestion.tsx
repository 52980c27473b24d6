// An NGN question in the dialog or the readiness exam: the stem, then the
// format's own view, fetched on first use (client/formats/index.ts). After
// grading with feedback it adds the points and the scoring rule in one
// sentence, so partial credit is never a mystery.
import { useEffect, useState, type ComponentType } from "react";
import { FORMAT_VIEWS } from "../formats";
import type { FormatViewProps, GradedResult, NgnQuestion } from "../formats/types";

interface Props {
  question: NgnQuestion;
  response: unknown;
  onChange: (response: unknown, complete: boolean) => void;
  /** The graded reply, when feedback is shown (practice). */
  result?: GradedResult;
  disabled?: boolean;
}

const loaded = new Map<string, ComponentType<FormatViewProps>>();

export function FormatQuestion({ question, response, onChange, result, disabled }: Props) {
  const type = question.type as keyof typeof FORMAT_VIEWS;
  const [View, setView] = useState<ComponentType<FormatViewProps> | null>(() => loaded.get(type) ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (View) return;
    let live = true;
    FORMAT_VIEWS[type]().then(
      (m) => (loaded.set(type, m.default), live && setView(() => m.default)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [type]);
  return (
    <div className="question">
      <p className="question-stem ngn-stem" id={`stem-${question.id}`}>{question.content}</p>
      {View ? (
        <View question={question} response={response} onChange={onChange} result={result} disabled={disabled} />
      ) : (
        <p className="muted" role="status">{failed ? "This question could not be loaded. Check your connection and reopen the session." : "Loading the question…"}</p>
      )}
      {result && <ScoreSummary result={result} />}
    </div>
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
