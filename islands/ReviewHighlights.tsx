// Highlighting in a previous test's review (issue 27): one small island that,
// once hydrated, gives each reviewed question's stem in the server-rendered
// list the tutor-mode highlight tools (client/tutor/HighlightStem.tsx), as the
// end-of-session review in the dialog has them. Until then the stem is plain
// text. Each stem is its own root, as in ReviewNotes.tsx; its text is the
// server's (the slot holds nothing else), so the page carries it only once.
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { HighlightStem } from "../client/tutor/HighlightStem";

export default function ReviewHighlights() {
  useEffect(() => {
    const roots = [...document.querySelectorAll<HTMLElement>("[data-stem-slot]")].map((slot, i) => {
      const text = slot.textContent ?? "";
      const root = createRoot(slot, { identifierPrefix: `stem-${i}-` });
      root.render(<HighlightStem as="p" className="question-stem" text={text} tools />);
      return root;
    });
    return () => roots.forEach((r) => r.unmount());
  }, []);
  return null;
}
