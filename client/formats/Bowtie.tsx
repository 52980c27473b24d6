// Bow-tie: 2 actions to take (of 5), the condition most likely experiencing
// (1 of 4) and 2 parameters to monitor (of 5). Each wing blocks picks past
// its limit like select N; complete when all 5 slots are filled.
import { useId } from "react";
import { BowtieDiagram } from "./BowtieDiagram";
import { picksIn, WINGS, type BowtiePicks, type WingKey } from "./bowtie-wings";
import { CheckOption } from "./CheckOption";
import { OptionGroup } from "./OptionGroup";
import { FormatFrame } from "./FormatFrame";
import { markOf } from "./marks";
import { toggled } from "./picks";
import { SelectionStatus } from "./SelectionStatus";
import type { FormatViewProps } from "./types";

const EMPTY: BowtiePicks = { actions: [], parameters: [] };

export default function Bowtie({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<BowtiePicks, "bowtie">) {
  const item = question.item;
  const uid = useId();
  const picked = result ? (result.response as BowtiePicks) : (response ?? EMPTY);
  const keyed = result ? (result.correctResponse as BowtiePicks) : undefined;

  const pick = (wing: WingKey, id: string) => {
    const next = { ...EMPTY, ...picked };
    if (wing === "condition") next.condition = id;
    else
      next[wing] = toggled(
        item[wing].map((c) => c.id),
        next[wing],
        id,
      );
    onChange(next, next.actions.length === 2 && !!next.condition && next.parameters.length === 2);
  };

  return (
    <FormatFrame
      instruction="Complete the bow-tie: choose 2 actions to take, the 1 condition the client is most likely experiencing, and 2 parameters to monitor."
      className="ngn-bowtie"
      result={result}
      disabled={disabled}
    >
      <BowtieDiagram choices={item} picked={picked} keyed={keyed} />
      <div className="ngn-wings">
        {WINGS.map((w) => {
          const ids = picksIn(picked, w.key);
          const key = keyed ? picksIn(keyed, w.key) : [];
          const full = ids.length >= w.limit;
          return (
            <OptionGroup
              key={w.key}
              title={w.title}
              unit={w.key}
              result={result}
              className="options"
              after={!result && w.limit > 1 && <SelectionStatus count={ids.length} limit={w.limit} />}
            >
              {item[w.itemKey].map((c) => {
                const chosen = ids.includes(c.id);
                return (
                  <CheckOption
                    key={c.id}
                    type={w.limit === 1 ? "radio" : "checkbox"}
                    name={w.limit === 1 ? `${uid}-${w.key}` : undefined}
                    text={c.text}
                    checked={chosen}
                    blocked={w.limit > 1 && full && !chosen}
                    onToggle={() => pick(w.key, c.id)}
                    graded={!!result}
                    mark={markOf(chosen, key.includes(c.id))}
                    rationale={result?.rationales[c.id]}
                  />
                );
              })}
            </OptionGroup>
          );
        })}
      </div>
    </FormatFrame>
  );
}
