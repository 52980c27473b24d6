// The bow-tie itself, showing what is picked: on wide screens two action
// slots, the condition in the middle and two parameter slots, joined by
// lines; on phones the three wings stack.
import { MarkTag } from "./ElementMark";
import { picksIn, WINGS, type BowtiePicks } from "./bowtie-wings";

type Choice = { id: string; text: string };

interface Props {
  choices: Record<"actions" | "conditions" | "parameters", Choice[]>;
  picked: Partial<BowtiePicks>;
  /** After grading: the key. */
  keyed?: BowtiePicks;
}

function Connector({ side }: { side: "left" | "right" }) {
  const [from, to] = side === "left" ? [0, 10] : [10, 0];
  // The wrapper takes the row's height; the SVG inside adds no height of its own.
  return (
    <div className={`ngn-tie-connector ngn-tie-connector-${side}`} aria-hidden="true">
      <svg viewBox="0 0 10 100" preserveAspectRatio="none" focusable="false">
        <line x1={from} y1="25" x2={to} y2="50" />
        <line x1={from} y1="75" x2={to} y2="50" />
      </svg>
    </div>
  );
}

export function BowtieDiagram({ choices, picked, keyed }: Props) {
  return (
    <div className="ngn-tie" role="group" aria-label="Your bow-tie">
      {WINGS.map((w, i) => {
        const ids = picksIn(picked, w.key);
        const key = keyed ? picksIn(keyed, w.key) : undefined;
        return [
          i > 0 && <Connector key={`line-${w.key}`} side={i === 1 ? "left" : "right"} />,
          <div key={w.key} className={`ngn-tie-wing ngn-tie-${w.key}`}>
            <p className="ngn-tie-title">{w.title}</p>
            <ul className="ngn-tie-slots">
              {Array.from({ length: w.limit }, (_, s) => {
                const id = ids[s];
                const mark = key && (id && key.includes(id) ? "correct" : "incorrect");
                return (
                  <li key={s} className={`ngn-tie-slot${id ? "" : " ngn-tie-empty"}${mark ? ` ngn-is-${mark}` : ""}`}>
                    {id
                      ? choices[w.itemKey].find((c) => c.id === id)?.text
                      : `${w.slot}${w.limit > 1 ? ` ${s + 1}` : ""}: empty`}
                    {mark && <MarkTag mark={mark} />}
                  </li>
                );
              })}
            </ul>
          </div>,
        ];
      })}
    </div>
  );
}
