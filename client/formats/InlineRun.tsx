// Running text with inline boxes (blanks, phrases) in it, each box glued to
// the characters touching it (./glue.ts), so no line starts with punctuation.
import { Fragment, type ReactNode } from "react";
import { glue } from "./glue";

interface Props<T extends object> {
  parts: (string | T)[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

export function InlineRun<T extends object>({ parts, keyOf, render }: Props<T>) {
  return glue(parts).map((g, i) =>
    typeof g === "string" ? (
      <span key={i}>{g}</span>
    ) : g.lead || g.trail ? (
      <span key={keyOf(g.item)} className="ngn-glue">
        {g.lead}
        {render(g.item)}
        {g.trail}
      </span>
    ) : (
      <Fragment key={keyOf(g.item)}>{render(g.item)}</Fragment>
    ),
  );
}
