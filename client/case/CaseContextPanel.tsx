// A case item met outside its case (a timed test, the readiness exam): which
// case and step it belongs to, the client header, and the client record as it
// stands at this item. The record folds away on phones ("Client record").
import { useState } from "react";
import { ClientHeader } from "./ClientHeader";
import { ClientRecord } from "./ClientRecord";
import type { CaseContext } from "./types";

const WIDE = "(min-width: 700px)";

export function CaseContextPanel({ context }: { context: CaseContext }) {
  // Open on wide screens, folded on phones; only ever rendered in the browser (the dialog, the exam's lazy view).
  const [open, setOpen] = useState(() => typeof window === "undefined" || window.matchMedia(WIDE).matches);
  return (
    <section className="case-context" aria-label={`Case study: ${context.title}`}>
      <p className="case-context-title">
        <span className="badge">Case study</span> <strong>{context.title}</strong>
        <span className="case-context-step">{`Item ${context.step} of ${context.itemCount}: ${context.stepName}`}</span>
      </p>
      <ClientHeader client={context.client} compact />
      <details className="case-context-record" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Client record</summary>
        <ClientRecord tabs={context.chart} label="Client record" />
      </details>
    </section>
  );
}
