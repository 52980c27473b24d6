// One readiness-exam item: stem and options only (the server keeps the key).
import type { ExamItemView } from "../../lib/readiness-view";

export function ExamItem({
  item,
  selected,
  disabled,
  onSelect,
}: {
  item: ExamItemView;
  selected: string | undefined;
  disabled: boolean;
  onSelect: (label: string) => void;
}) {
  return (
    <fieldset className="question" disabled={disabled}>
      <legend className="question-stem">{item.content}</legend>
      <div className="options">
        {item.options.map((o) => (
          <label key={o.label} className={`option${selected === o.label ? " option-selected" : ""}`}>
            <input
              type="radio"
              name={`exam-${item.questionId}`}
              value={o.label}
              checked={selected === o.label}
              onChange={() => onSelect(o.label)}
            />
            <span className="option-label">{o.label}</span>
            <span className="option-text">{o.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
