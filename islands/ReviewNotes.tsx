// Notes in a previous test's review (issue 27): one small island that, once
// hydrated, puts a note box (client/session/NoteBox.tsx) into each reviewed
// question's slot of the server-rendered list, instead of one island per
// question. Until then (and without JavaScript) the saved note shows as text.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { NoteBox } from "../client/session/NoteBox";

export default function ReviewNotes({ notes: initial }: { notes: Record<number, string> }) {
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  const [notes, setNotes] = useState(initial);
  useEffect(() => {
    const found = [...document.querySelectorAll<HTMLElement>("[data-note-slot]")];
    for (const slot of found) slot.closest(".reviewed-question")?.classList.add("note-editable");
    setSlots(found);
  }, []);
  return (
    <>
      {slots.map((slot) => {
        const id = Number(slot.dataset.noteSlot);
        return createPortal(
          <NoteBox questionId={id} note={notes[id]} onSaved={(q, text) => setNotes((n) => ({ ...n, [q]: text }))} />,
          slot,
          String(id),
        );
      })}
    </>
  );
}
