// A case item met outside its case (a timed test, the readiness exam): which
// case and step it belongs to, the client header, and the client record as it
// stands at this item. The record is open on every screen (the item needs it);
// the student may fold it ("Client record"). In tutor mode its words can be
// highlighted, for this item only; never in a timed test or the readiness exam.
import { useState } from "react";
import { ClientHeader } from "./ClientHeader";
import { ClientRecord } from "./ClientRecord";
import type { CaseContext } from "./types";

export function CaseContextPanel({ context, highlight }: { context: CaseContext; highlight?: boolean }) {
  // The same on the server (the exam's first render) and in the browser, so hydration matches.
  const [open, setOpen] = useState(true);
  return (
    <section className="case-context" aria-label={`Case study: ${context.title}`}>
      <p className="case-context-title">
        <span className="badge">Case study</span> <strong>{context.title}</strong>
        <span className="case-context-step">{`Item ${context.step} of ${context.itemCount}: ${context.stepName}`}</span>
      </p>
      <ClientHeader client={context.client} compact />
      <details className="case-context-record" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Client record</summary>
        <ClientRecord tabs={context.chart} label="Client record" highlight={highlight} />
      </details>
    </section>
  );
}
