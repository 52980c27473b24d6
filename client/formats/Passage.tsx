// A passage with its blanks rendered in place (a drop-down, a drop target).
import type { ReactNode } from "react";
import { passageParts } from "./passage-parts";

export function Passage({
  passage,
  renderBlank,
}: {
  passage: string;
  renderBlank: (blankId: string, number: number) => ReactNode;
}) {
  return (
    <p className="ngn-passage">
      {passageParts(passage).map((part, i) =>
        "blank" in part ? (
          <span key={part.blank}>{renderBlank(part.blank, part.number)}</span>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
