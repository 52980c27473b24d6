// Select all that apply (any number, at least one) and select N (exactly N:
// once N are picked the other boxes are disabled until one is unpicked).
import { CheckOption } from "./CheckOption";
import { FormatFrame } from "./FormatFrame";
import { asList, markOf } from "./marks";
import { toggled } from "./picks";
import { SelectionStatus } from "./SelectionStatus";
import { StrikeOut, useStrikes } from "../tutor/StrikeOut";
import type { FormatViewProps } from "./types";
import type { ChoiceDisplay } from "../../lib/formats/displays";

export default function ChoiceList({
  question,
  response,
  onChange,
  result,
  disabled,
  tutor,
}: FormatViewProps<string[], "sata" | "select_n">) {
  const item: { options: ChoiceDisplay["options"]; select?: number } = question.item;
  const limit = question.type === "select_n" ? item.select : undefined;
  const picked = result ? asList(result.response) : (response ?? []);
  const keyed = result ? asList(result.correctResponse) : [];
  const full = limit !== undefined && picked.length >= limit;
  const strikes = useStrikes();
  const striking = !!tutor && !result; // the strikes are for answering: feedback shows every option as it is

  const toggle = (label: string) => {
    const next = toggled(
      item.options.map((o) => o.label),
      picked,
      label,
    );
    onChange(next, limit ? next.length === limit : next.length > 0);
  };

  return (
    <FormatFrame
      instruction={limit ? `Select ${limit} options.` : "Select all that apply."}
      result={result}
      disabled={disabled}
    >
      <div className="options">
        {item.options.map((o) => {
          const chosen = picked.includes(o.label);
          return (
            <StrikeOut
              key={o.label}
              letter={o.label}
              show={striking}
              struck={strikes.struck.has(o.label)}
              onToggle={() => strikes.toggle(o.label)}
            >
              <CheckOption
                type="checkbox"
                letter={o.label}
                text={o.text}
                checked={chosen}
                blocked={full && !chosen}
                onToggle={() => toggle(o.label)}
                graded={!!result}
                mark={markOf(chosen, keyed.includes(o.label))}
                rationale={result?.rationales[o.label]}
                struck={striking && strikes.struck.has(o.label)}
              />
            </StrikeOut>
          );
        })}
      </div>
      {limit !== undefined && !result && <SelectionStatus count={picked.length} limit={limit} />}
    </FormatFrame>
  );
}
