// Multiple response grouping: 2–5 groups (a client, a medication…), each with
// its own checkboxes; at least one pick in every group. Scored +/- per group,
// so each group shows its own points after grading.
import { CheckOption } from "./CheckOption";
import { OptionGroup } from "./OptionGroup";
import { FormatFrame } from "./FormatFrame";
import { asRecord, markOf } from "./marks";
import { toggled } from "./picks";
import type { FormatViewProps } from "./types";

type Picks = Record<string, string[]>;

export default function Grouping({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<Picks, "mr_grouping">) {
  const { groups } = question.item;
  const picked = result ? asRecord<string[]>(result.response) : (response ?? {});
  const keyed = result ? asRecord<string[]>(result.correctResponse) : {};

  const toggle = (groupId: string, optionId: string) => {
    // The response names every group, an empty list until something is picked there.
    const next = Object.fromEntries(groups.map((g) => [g.id, picked[g.id] ?? []]));
    const group = groups.find((g) => g.id === groupId)!;
    next[groupId] = toggled(
      group.options.map((o) => o.id),
      next[groupId],
      optionId,
    );
    onChange(
      next,
      groups.every((g) => next[g.id].length > 0),
    );
  };

  return (
    <FormatFrame instruction="Select all that apply in each group." result={result} disabled={disabled}>
      <div className="ngn-groups">
        {groups.map((g) => (
          <OptionGroup key={g.id} title={g.text} unit={g.id} result={result} className="ngn-group-options">
            {g.options.map((o) => {
              const chosen = (picked[g.id] ?? []).includes(o.id);
              return (
                <CheckOption
                  key={o.id}
                  type="checkbox"
                  text={o.text}
                  checked={chosen}
                  onToggle={() => toggle(g.id, o.id)}
                  graded={!!result}
                  mark={markOf(chosen, (keyed[g.id] ?? []).includes(o.id))}
                  rationale={result?.rationales[o.id]}
                />
              );
            })}
          </OptionGroup>
        ))}
      </div>
    </FormatFrame>
  );
}
