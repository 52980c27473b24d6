// The Notes list under Bookmarks (issue 27): every question the student wrote
// a note on, newest first, with a search over the notes' text
// (GET /api/notes?q=). Notes are plain text: React escapes them.
import { useEffect, useState } from "react";
import { api } from "../client/api";
import type { ApiResponse } from "../client/api-routes";

type NoteItem = ApiResponse<"GET", "/api/notes">[number];

export default function NotesList({ timeZone }: { timeZone: string }) {
  const [query, setQuery] = useState("");
  const [notes, setNotes] = useState<NoteItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const q = query.trim();
    const timer = setTimeout(
      () =>
        api("GET", q ? `/api/notes?q=${encodeURIComponent(q)}` : "/api/notes").then(
          (list) => live && (setNotes(list), setFailed(false)),
          () => live && setFailed(true),
        ),
      query ? 250 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  const date = (iso: string) => new Date(iso).toLocaleDateString("en-US", { timeZone, dateStyle: "medium" });
  return (
    <section className="card notes-list" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <div className="field">
        <label htmlFor="notes-search">Search your notes</label>
        <input id="notes-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {failed && <p className="muted">Your notes could not be loaded. Check your connection.</p>}
      {!failed && notes === null && <p className="muted">Loading notes…</p>}
      {notes?.length === 0 && (
        <p className="muted">
          {query.trim() ? "No note matches your search." : "No notes yet: add one to any question in tutor mode."}
        </p>
      )}
      {!!notes?.length && (
        <ul className="notes">
          {notes.map((n) => (
            <li key={n.questionId}>
              <small className="muted">{`${n.question.category.name} · ${date(n.updatedAt)}`}</small>
              <p className="note-stem">{n.question.preview}</p>
              <p className="note-text">{n.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
