// On the login screen: a visitor can practise without an account.
import { openSession } from "../client/session-store";
import { GUEST_COUNT } from "../lib/practice";

export default function GuestPractice() {
  return (
    <button
      type="button"
      className="btn btn-outline btn-block"
      onClick={() =>
        openSession({ mode: "practice", count: GUEST_COUNT, categoryId: null, difficulty: "mixed", signedIn: false })
      }
    >
      You can still practice questions without an account
    </button>
  );
}
