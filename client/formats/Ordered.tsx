// Ordered response: every step placed in order with Move up / Move down
// buttons. Always complete: it starts from the shown order, reported on mount.
// After grading each step says whether it sits in its right position.
import { useEffect, useRef, useState } from "react";
import { MarkTag, type LegendEntry } from "./ElementMark";
import { FormatFrame } from "./FormatFrame";
import { asList } from "./marks";
import type { FormatViewProps } from "./types";

type Direction = "up" | "down";

const LEGEND: LegendEntry[] = [
  { mark: "correct", meaning: "in its right position" },
  { mark: "incorrect", meaning: "in the wrong position" },
];

export default function Ordered({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<string[], "ordered">) {
  const { options } = question.item;
  const shown = options.map((o) => o.id);
  const order = result ? asList(result.response) : (response ?? shown);
  const key = result ? asList(result.correctResponse) : [];
  const textOf = (id: string) => options.find((o) => o.id === id)?.text ?? id;
  const [said, setSaid] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: string; direction: Direction }>(undefined);

  useEffect(() => {
    if (!response && !result) onChange(shown, true);
    // Once, on mount: the shown order is already a full answer.
  }, []);

  // Keep focus on the moved step's button; at the top or bottom that button
  // is disabled, so focus moves to its other button.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = undefined;
    const same = buttons.current.get(`${target.id}-${target.direction}`);
    const other = buttons.current.get(`${target.id}-${target.direction === "up" ? "down" : "up"}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const move = (index: number, direction: Direction) => {
    const to = direction === "up" ? index - 1 : index + 1;
    const next = [...order];
    [next[index], next[to]] = [next[to], next[index]];
    refocus.current = { id: order[index], direction };
    setSaid(`"${textOf(order[index])}" moved to position ${to + 1} of ${order.length}.`);
    onChange(next, true);
  };
  const setButton = (key: string) => (el: HTMLButtonElement | null) =>
    void (el ? buttons.current.set(key, el) : buttons.current.delete(key));

  return (
    <FormatFrame
      instruction="Put the steps in order: use Move up and Move down."
      result={result}
      disabled={disabled}
      legend={LEGEND}
    >
      <ol className="ngn-steps">
        {order.map((id, i) => {
          const mark = result && (key[i] === id ? "correct" : "incorrect");
          return (
            <li key={id} className={`ngn-step${mark ? ` ngn-is-${mark}` : ""}`}>
              <span className="ngn-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="ngn-step-text">
                {textOf(id)}
                {mark && (
                  <span className="ngn-step-mark">
                    <MarkTag mark={mark} />
                    {mark === "incorrect" && ` Belongs in position ${key.indexOf(id) + 1}`}
                  </span>
                )}
                {result && <small className="rationale">{result.rationales[id]}</small>}
              </span>
              {!result && (
                <span className="ngn-step-moves">
                  <button
                    ref={setButton(`${id}-up`)}
                    type="button"
                    className="btn btn-outline ngn-move"
                    aria-label={`Move ${textOf(id)} up`}
                    disabled={i === 0}
                    onClick={() => move(i, "up")}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    ref={setButton(`${id}-down`)}
                    type="button"
                    className="btn btn-outline ngn-move"
                    aria-label={`Move ${textOf(id)} down`}
                    disabled={i === order.length - 1}
                    onClick={() => move(i, "down")}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!result && (
        <p className="visually-hidden" role="status">
          {said}
        </p>
      )}
    </FormatFrame>
  );
}
