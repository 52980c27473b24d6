// One question inside the session dialog: its tools (category, level,
// Bookmark, Flag, Calculator, and Lab Values in tutor mode), the question in its format's view, the spaced-review note,
// the student's own note (tutor mode) and the actions (Previous, Submit Answer / Next Question / Finish).
import { QuestionCard } from "../ui/QuestionCard";
import { FormatQuestion } from "../ui/FormatQuestion";
import type { NgnQuestion } from "../formats/types";
import type { Graded, Question } from "../types";
import type { SessionRequest } from "../session-store";
import { Icon } from "../../components/icons";
import { BookmarkButton } from "./BookmarkButton";
import { OfflineNotes } from "./OfflineNotes";
import { ReviewNote } from "./ReviewNote";
import { NoteBox } from "./NoteBox";
import { CalculatorButton } from "../calculator/CalculatorButton";
import { LabValuesButton } from "../labs/LabValuesButton";

interface Props {
  question: Question;
  req: SessionRequest;
  index: number;
  isLast: boolean;
  timed: boolean;
  fromPack: boolean;
  pending: boolean;
  ready: boolean;
  selected: string | undefined;
  response: unknown;
  graded: Graded | undefined;
  savedOnly: boolean;
  comesBack: number | undefined;
  flagged: boolean;
  /** The student's notes (null: not signed in, or not loaded): the box shows in tutor mode. */
  notes: Record<number, string> | null;
  onNote: (questionId: number, text: string) => void;
  bookmarked: boolean | null;
  onSelect: (label: string) => void;
  onResponse: (value: unknown, complete: boolean) => void;
  onFlag: () => void;
  onBookmark: (questionId: number, on: boolean) => void;
  onSubmit: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

export function SessionItem(p: Props) {
  const { question, req, timed, graded, pending } = p;
  return (
    <div className="session-body">
      <div className="question-tools">
        <span className="badge">{question.category}</span>
        <span className="badge">{`Level ${question.difficulty}`}</span>
        {req.signedIn && !p.fromPack && (
          <BookmarkButton
            questionId={question.id}
            bookmarked={p.bookmarked}
            disabled={pending}
            onChange={p.onBookmark}
          />
        )}
        <button
          type="button"
          className={`btn btn-ghost btn-sm${p.flagged ? " active" : ""}`}
          aria-pressed={p.flagged}
          onClick={p.onFlag}
        >
          <Icon name="flag" /> {p.flagged ? "Flagged" : "Flag"}
        </button>
        <CalculatorButton />
        {!timed && <LabValuesButton />}
      </div>
      <OfflineNotes fromPack={p.fromPack} saved={!timed && p.savedOnly} />
      {question.type === "single" ? (
        <QuestionCard
          key={question.id}
          question={question}
          selected={p.selected}
          graded={graded}
          showFeedback={!timed}
          tutor={!timed}
          onSelect={p.onSelect}
        />
      ) : (
        <FormatQuestion
          key={question.id}
          question={question}
          response={p.response}
          onChange={p.onResponse}
          result={timed ? undefined : graded?.result}
          tutor={!timed}
          // A graded view showing its feedback locks its own controls (FormatFrame): disabling its fieldset
          // would also take a wide table's scroll region out of keyboard reach on a phone.
          disabled={pending || (!!graded && (timed || !graded.result))}
        />
      )}
      {!timed && p.comesBack && <ReviewNote days={p.comesBack} />}
      {!timed && p.notes && <NoteBox questionId={question.id} note={p.notes[question.id]} onSaved={p.onNote} />}
      <footer className="session-actions">
        {!timed && p.index > 0 ? (
          <button type="button" className="btn btn-outline" onClick={p.onPrevious}>
            Previous
          </button>
        ) : (
          <span />
        )}
        {!graded || timed ? (
          <button type="button" className="btn btn-primary" disabled={!p.ready || pending} onClick={p.onSubmit}>
            {timed && p.isLast ? "Finish Test" : "Submit Answer"}
          </button>
        ) : p.isLast ? (
          <button type="button" className="btn btn-primary" onClick={p.onFinish}>
            Finish Session
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={p.onNext}>
            Next Question
          </button>
        )}
      </footer>
    </div>
  );
}
