// After grading: sections (a blank, a phrase list, spare tokens) listing
// elements with their mark and rationale, for formats whose elements are not
// all visible in the answer itself (drop-down choices, tokens, phrases).
import { ElementMark } from "./ElementMark";
import type { Mark } from "./marks";

export interface FeedbackEntry {
  id: string;
  text: string;
  mark?: Mark;
}
export interface FeedbackSection {
  title: string;
  entries: FeedbackEntry[];
}

export function FeedbackList({
  sections,
  rationales,
}: {
  sections: FeedbackSection[];
  rationales: Record<string, string>;
}) {
  return (
    <div className="ngn-feedback">
      {sections
        .filter((s) => s.entries.length)
        .map((s) => (
          <div key={s.title} className="ngn-feedback-section">
            <p className="ngn-feedback-title">{s.title}</p>
            <ul className="ngn-feedback-entries">
              {s.entries.map((e) => (
                <li key={e.id} className={`ngn-feedback-entry${e.mark ? ` ngn-is-${e.mark}` : ""}`}>
                  <span className="ngn-feedback-text">{e.text}</span>
                  <ElementMark mark={e.mark} rationale={rationales[e.id]} />
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
