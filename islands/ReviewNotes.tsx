// Notes in a previous test's review (issue 27): one small island that, once
// hydrated, mounts a note box (client/session/NoteBox.tsx) in each reviewed
// question's slot of the server-rendered list, instead of one island per
// question. Until then (and without JavaScript) the saved note shows as text.
// Each box is its own root (createRoot is in the shared chunk already; a
// portal would add react-dom's createPortal to every page's JavaScript).
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { NoteBox } from "../client/session/NoteBox";

export default function ReviewNotes({ notes }: { notes: Record<number, string> }) {
  useEffect(() => {
    const roots = [...document.querySelectorAll<HTMLElement>("[data-note-slot]")].map((slot) => {
      slot.closest(".reviewed-question")?.classList.add("note-editable");
      const root = createRoot(slot, { identifierPrefix: `note-${slot.dataset.noteSlot}-` });
      const id = Number(slot.dataset.noteSlot);
      root.render(<NoteBox questionId={id} note={notes[id]} onSaved={() => undefined} />);
      return root;
    });
    return () => roots.forEach((r) => r.unmount());
  }, []);
  return null;
}
