// A passage with its blanks rendered in place (a drop-down, a drop target),
// each blank glued to the punctuation touching it.
import type { ReactNode } from "react";
import { InlineRun } from "./InlineRun";
import { passageParts } from "./passage-parts";

type Blank = { blank: string; number: number };

export function Passage({
  passage,
  renderBlank,
}: {
  passage: string;
  renderBlank: (blankId: string, number: number) => ReactNode;
}) {
  const parts = passageParts(passage).map((p) => ("blank" in p ? p : p.text));
  return (
    <p className="ngn-passage">
      <InlineRun<Blank> parts={parts} keyOf={(b) => b.blank} render={(b) => renderBlank(b.blank, b.number)} />
    </p>
  );
}
