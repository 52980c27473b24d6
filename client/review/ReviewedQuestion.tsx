// One reviewed question, opened from a review list: the stem, the student's
// response against the key, and every element's rationale. The server renders
// it (previous-test pages) as well as the dialog. The student may highlight
// the stem's words, as in tutor mode (no strike-out: the item is answered):
// in the browser at once, on a server-rendered page once its island has put
// the tools in the stem's slot (islands/ReviewHighlights.tsx).
import { ElementReview } from "../../components/formats/ElementReview";
import { CalcReview } from "../../components/formats/CalcFeedback";
import { HighlightStem } from "../tutor/HighlightStem";
import type { ReviewEntry } from "./types";

function SingleReview({ entry }: { entry: ReviewEntry }) {
  const { question, answer } = entry;
  return (
    <>
      <ul className="reviewed-options">
        {(question.options ?? []).map((o) => {
          const chosen = answer?.selected === o.label;
          const keyed = question.correctAnswer === o.label;
          const mark = keyed ? "correct" : chosen ? "incorrect" : "plain";
          return (
            <li key={o.label} className={`reviewed-option reviewed-${mark}`}>
              <span className="option-label">{o.label}</span>
              <span>
                {o.text}
                {(chosen || keyed) && (
                  <span className="reviewed-tags">
                    {chosen && <span className="badge">Your answer</span>}
                    {keyed && <span className="badge badge-key">Correct answer</span>}
                  </span>
                )}
                {o.rationale && <small className="rationale">{o.rationale}</small>}
              </span>
            </li>
          );
        })}
      </ul>
      {question.explanation && <p className="reviewed-principle">{question.explanation}</p>}
    </>
  );
}

/** "tools": the highlight tools now (rendered in the browser); "slot": a plain stem an island gives them later. */
export type StemHighlight = "tools" | "slot";

export function ReviewedQuestion({ entry, stem = "tools" }: { entry: ReviewEntry; stem?: StemHighlight }) {
  const { question, answer, result } = entry;
  return (
    <div className="reviewed-question">
      {stem === "tools" ? (
        <HighlightStem as="p" className="question-stem" text={question.content} tools />
      ) : (
        <div data-stem-slot="">
          <p className="question-stem">{question.content}</p>
        </div>
      )}
      {!answer && <p className="muted small">Not answered.</p>}
      {question.type === "single" ? (
        <SingleReview entry={entry} />
      ) : result ? (
        <>
          <ElementReview answer={{ ...result, item: question.item }} />
          <CalcReview result={result} />
          {result.explanation && <p className="reviewed-principle">{result.explanation}</p>}
        </>
      ) : (
        <p className="muted small">The key and rationales show once this answer has reached the server.</p>
      )}
      {entry.note && (
        <p className="reviewed-note">
          <strong>Your note: </strong>
          {entry.note}
        </p>
      )}
      {/* A previous test's page puts its note box here (islands/ReviewNotes.tsx). */}
      <div data-note-slot={question.id} />
    </div>
  );
}
