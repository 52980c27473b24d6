// The 'Create New Study Plan' dialog: category, Target Score and Questions
// per Day sliders. Without a category nothing is sent (spec section 5).
import { useState, type RefObject } from "react";
import { api } from "../api";
import { toast } from "../toast";
import { QUESTIONS_PER_DAY, TARGET_SCORE, type Range } from "../../lib/study-plan";

interface Props {
  dialogRef: RefObject<HTMLDialogElement | null>;
  categories: { id: number; name: string }[];
  activeCategoryIds: number[];
  onCreated: () => Promise<void>;
}

function Slider({
  id,
  label,
  range,
  value,
  unit,
  onChange,
}: {
  id: string;
  label: string;
  range: Range;
  value: number;
  unit: string;
  onChange: (n: number) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{`${value}${unit}`}</output>
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <div className="range-scale muted">
        <span>{`${range.min}${unit}`}</span>
        <span>{`${range.max}${unit}`}</span>
      </div>
    </div>
  );
}

export function CreatePlanDialog({ dialogRef, categories, activeCategoryIds, onCreated }: Props) {
  const [categoryId, setCategoryId] = useState("");
  const [target, setTarget] = useState(TARGET_SCORE.initial);
  const [perDay, setPerDay] = useState(QUESTIONS_PER_DAY.initial);
  const [saving, setSaving] = useState(false);
  const reset = () => (setCategoryId(""), setTarget(TARGET_SCORE.initial), setPerDay(QUESTIONS_PER_DAY.initial));
  const close = () => dialogRef.current?.close();

  async function create() {
    if (!categoryId) {
      toast({ title: "Category required", description: "Please select a category for your study plan." });
      return;
    }
    setSaving(true);
    try {
      await api("POST", "/api/study-plans", {
        categoryId: Number(categoryId),
        targetScore: target,
        questionsPerDay: perDay,
      });
      toast({
        title: "Study plan created",
        description: "Your personalized study plan has been created successfully.",
      });
      close();
      await onCreated();
    } catch {
      toast({ title: "Error", description: "Failed to create study plan. Please try again.", variant: "destructive" });
    }
    setSaving(false);
  }

  return (
    <dialog ref={dialogRef} className="plan-dialog" aria-labelledby="plan-dialog-title" onClose={reset}>
      <form method="dialog" onSubmit={(e) => (e.preventDefault(), create())}>
        <h2 id="plan-dialog-title">Create New Study Plan</h2>
        <div className="field">
          <label htmlFor="plan-category">Category</label>
          <select id="plan-category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">Select a category</option>
            {categories.map((c) => {
              const taken = activeCategoryIds.includes(c.id);
              return (
                <option key={c.id} value={c.id} disabled={taken}>
                  {taken ? `${c.name} (active plan)` : c.name}
                </option>
              );
            })}
          </select>
        </div>
        <Slider
          id="plan-target"
          label="Target Score"
          range={TARGET_SCORE}
          value={target}
          unit="%"
          onChange={setTarget}
        />
        <Slider
          id="plan-per-day"
          label="Questions per Day"
          range={QUESTIONS_PER_DAY}
          value={perDay}
          unit=""
          onChange={setPerDay}
        />
        <div className="button-row dialog-actions">
          <button type="button" className="btn btn-outline" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            Create Plan
          </button>
        </div>
      </form>
    </dialog>
  );
}
