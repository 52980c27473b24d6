// Exhibit and graphic items: options labelled A, B, C… answered as a single
// best answer (radio buttons) or as select all that apply (checkboxes), as the
// item's `response` says. An exhibit's record is shown above the stem by
// FormatQuestion (the case record's tab view); a graphic item's options are
// pictures, each named by its text alternative.
import { useId } from "react";
import { CheckOption } from "./CheckOption";
import { FormatFrame } from "./FormatFrame";
import { asList, markOf } from "./marks";
import { toggled } from "./picks";
import type { FormatViewProps } from "./types";
import type { FormatDisplays } from "../../lib/formats/displays";

type Picture = NonNullable<FormatDisplays["graphic"]["options"][number]["picture"]>;
/** Exhibit and graphic options alike: a graphic option carries its picture. */
type ByResponseItem = FormatDisplays["graphic"];

function OptionPicture({ picture, alt }: { picture: Picture; alt: string }) {
  return (
    <svg
      viewBox={`0 0 ${picture.width} ${picture.height}`}
      role="img"
      aria-label={alt}
      className="picture-svg option-picture"
      dangerouslySetInnerHTML={{ __html: picture.svg }}
    />
  );
}

export default function ByResponse({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<unknown, "exhibit" | "graphic">) {
  const item: ByResponseItem = question.item;
  const name = useId();
  const single = item.response === "single";
  const asPicks = (v: unknown) => (single ? (typeof v === "string" ? [v] : []) : asList(v));
  const picked = result ? asPicks(result.response) : asPicks(response);
  const keyed = result ? asPicks(result.correctResponse) : [];

  const toggle = (label: string) => {
    if (single) return onChange(label, true);
    const next = toggled(
      item.options.map((o) => o.label),
      picked,
      label,
    );
    onChange(next, next.length > 0);
  };

  return (
    <FormatFrame
      instruction={single ? "Select one option." : "Select all that apply."}
      result={result}
      disabled={disabled}
      className={item.options.some((o) => o.picture) ? "graphic-options" : "exhibit-options"}
    >
      <div className="options">
        {item.options.map((o) => {
          const chosen = picked.includes(o.label);
          return (
            <CheckOption
              key={o.label}
              type={single ? "radio" : "checkbox"}
              name={single ? name : undefined}
              letter={o.label}
              text={o.picture ? "" : o.text}
              media={o.picture && <OptionPicture picture={o.picture} alt={o.text} />}
              checked={chosen}
              onToggle={() => toggle(o.label)}
              graded={!!result}
              mark={markOf(chosen, keyed.includes(o.label))}
              rationale={result?.rationales[o.label]}
            />
          );
        })}
      </div>
    </FormatFrame>
  );
}
