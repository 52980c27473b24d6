// A note on the question (issue 27), in tutor mode and in review: plain text
// up to 2,000 characters, saved through the offline outbox (PUT, or DELETE
// when emptied). The saved note shows whenever the question comes back.
import { useEffect, useId, useRef, useState } from "react";
import { notePath, saveMark } from "../offline/marks";

export const NOTE_MAX = 2000;

interface Props {
  questionId: number;
  note: string | undefined;
  onSaved: (questionId: number, text: string) => void;
}

export function NoteBox({ questionId, note, onSaved }: Props) {
  const id = useId();
  const [text, setText] = useState(note ?? "");
  const [open, setOpen] = useState(!!note);
  const [status, setStatus] = useState("");
  const edited = useRef(false);
  const asked = useRef(false); // opened with "Add a note": the box takes the focus
  // Another question: its own note.
  useEffect(() => {
    edited.current = false;
    setText(note ?? "");
    setOpen(!!note);
    setStatus("");
  }, [questionId]);
  // The notes arriving after the question (or this box's own save): shown unless the student is typing.
  useEffect(() => {
    if (edited.current) return;
    setText(note ?? "");
    if (note) setOpen(true);
  }, [note]);
  const changed = text.trim() !== (note ?? "");
  async function save() {
    const value = text.trim();
    setStatus("Saving…");
    const sent = await (value
      ? saveMark("PUT", notePath(questionId), { text: value })
      : saveMark("DELETE", notePath(questionId)));
    edited.current = false;
    onSaved(questionId, value);
    setStatus(
      sent ? (value ? "Note saved." : "Note deleted.") : "Saved on this device: it syncs when you're back online.",
    );
  }
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-ghost btn-sm note-open"
        onClick={() => ((asked.current = true), setOpen(true))}
      >
        Add a note
      </button>
    );
  return (
    <div className="note-box">
      <label htmlFor={`${id}-note`}>Your note</label>
      <textarea
        id={`${id}-note`}
        rows={3}
        autoFocus={asked.current}
        maxLength={NOTE_MAX}
        value={text}
        onChange={(e) => ((edited.current = true), setText(e.target.value), setStatus(""))}
      />
      <div className="note-actions">
        <button type="button" className="btn btn-outline btn-sm" disabled={!changed} onClick={save}>
          {text.trim() || !note ? "Save note" : "Delete note"}
        </button>
        <small className="muted" role="status">
          {status || `${text.length} / ${NOTE_MAX}`}
        </small>
      </div>
    </div>
  );
}
