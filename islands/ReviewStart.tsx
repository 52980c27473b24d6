// The dashboard Review card's Start Review button: opens the question dialog
// with the due questions (the QuestionSession island on the page shows it).
import { openReview } from "../client/session-store";

export default function ReviewStart() {
  return (
    <button type="button" className="btn btn-primary" onClick={openReview}>
      Start Review
    </button>
  );
}
