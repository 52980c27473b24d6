// The Practice page's settings panel: category (or the questions due for
// spaced review), the test builder's question modes, client needs and systems
// (client/builder/), number of questions, difficulty, item format, step, and
// Tutor or Timed mode; Start opens the question session dialog.
import { useState } from "react";
import { openReview, openSession } from "../client/session-store";
import { PRACTICE_COUNT, type Difficulty } from "../lib/practice";
import { REVIEW_BATCH } from "../lib/review/due";
import { BuilderFilters } from "../client/builder/BuilderFilters";
import { TestMode } from "../client/builder/TestMode";
import { filterFields, NO_FILTERS, TIMED_SECONDS_DEFAULT, timedMinutes } from "../client/builder/filters";

interface Props {
  categories: { id: number; name: string; questionCount: number }[];
  initialCategoryId: number | null;
  /** The Item Format choices (lib/format-mix.ts ITEM_FORMAT_CHOICES), passed in so the island does not ship them as code. */
  formats: { value: string; label: string }[];
  /** The Clinical Judgment Step choices (lib/cases/steps.ts), and the one preselected (?step= from Insights). */
  steps: string[];
  initialStep: number | null;
  /** Questions due for spaced review today: the "Due for review" choice beside the categories. */
  dueForReview: number;
  /** The 8 NCLEX client needs and the body systems (lib/categories.ts, lib/systems.ts), as props so the island does not ship them as code. */
  needs: readonly string[];
  systems: readonly { slug: string; name: string }[];
}

const REVIEW = "review";

export default function PracticeSettings({
  categories,
  initialCategoryId,
  formats,
  steps,
  initialStep,
  dueForReview,
  needs,
  systems,
}: Props) {
  const [category, setCategory] = useState(initialCategoryId === null ? "all" : String(initialCategoryId));
  const [count, setCount] = useState<number>(PRACTICE_COUNT.default);
  const [difficulty, setDifficulty] = useState<Difficulty>("mixed");
  const [format, setFormat] = useState("");
  const [step, setStep] = useState(initialStep === null ? "" : String(initialStep));
  const [filters, setFilters] = useState(NO_FILTERS);
  const [timed, setTimed] = useState(false);
  const [seconds, setSeconds] = useState<number>(TIMED_SECONDS_DEFAULT);
  const reset = () => (
    setCategory("all"),
    setCount(PRACTICE_COUNT.default),
    setDifficulty("mixed"),
    setFormat(""),
    setStep(""),
    setFilters(NO_FILTERS),
    setTimed(false),
    setSeconds(TIMED_SECONDS_DEFAULT)
  );
  const categoryId = category === "all" || category === REVIEW ? null : Number(category);
  const bank = { categoryId, difficulty, format: format || undefined, step: step ? Number(step) : undefined };
  const review = category === REVIEW; // the due questions, oldest first: the other settings do not apply (hidden)
  const start = () =>
    review
      ? openReview()
      : openSession({
          mode: timed ? "timed" : "practice",
          count,
          difficulty,
          categoryId,
          format: format || undefined,
          step: step ? Number(step) : undefined,
          filters: filterFields(filters),
          ...(timed ? { timeLimit: timedMinutes(count, seconds) } : {}),
          signedIn: true,
        });
  return (
    <section className="card settings" aria-labelledby="settings-title">
      <h2 id="settings-title">Session Settings</h2>
      <div className="field">
        <label htmlFor="practice-category">Subject Category</label>
        <select
          id="practice-category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          aria-describedby={review ? "practice-review-hint" : undefined}
        >
          <option value="all">All Categories</option>
          <option value={REVIEW}>{`Due for review (${dueForReview})`}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>{`${c.name} (${c.questionCount})`}</option>
          ))}
        </select>
        {review && (
          <p
            id="practice-review-hint"
            className="muted small"
          >{`Questions due for spaced review, oldest first (up to ${REVIEW_BATCH}), in every format and with each case item's chart.`}</p>
        )}
      </div>
      {!review && (
        <BuilderFilters bank={bank} filters={filters} onChange={setFilters} needs={needs} systems={systems} />
      )}
      <div className="field" hidden={review}>
        <label htmlFor="practice-count">
          Number of Questions: <output htmlFor="practice-count">{count}</output>
        </label>
        <input
          id="practice-count"
          type="range"
          min={PRACTICE_COUNT.min}
          max={PRACTICE_COUNT.max}
          step={PRACTICE_COUNT.step}
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
        />
        <div className="range-scale muted">
          <span>{PRACTICE_COUNT.min}</span>
          <span>{PRACTICE_COUNT.max}</span>
        </div>
      </div>
      <div className="field" hidden={review}>
        <label htmlFor="practice-difficulty">Difficulty Level</label>
        <select
          id="practice-difficulty"
          value={difficulty}
          onChange={(e) => setDifficulty(e.target.value as Difficulty)}
        >
          <option value="easy">Easy</option>
          <option value="medium">Medium</option>
          <option value="hard">Hard</option>
          <option value="mixed">Mixed</option>
        </select>
      </div>
      <div className="field" hidden={review}>
        <label htmlFor="practice-format">Item Format</label>
        <select id="practice-format" value={format} onChange={(e) => setFormat(e.target.value)}>
          {formats.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field" hidden={review}>
        <label htmlFor="practice-step">Clinical Judgment Step</label>
        <select
          id="practice-step"
          value={step}
          onChange={(e) => setStep(e.target.value)}
          aria-describedby="practice-step-hint"
        >
          <option value="">Any (stand-alone items)</option>
          {steps.map((name, i) => (
            <option key={name} value={i + 1}>{`${i + 1}. ${name}`}</option>
          ))}
        </select>
        <p id="practice-step-hint" className="muted small">
          {step
            ? "A drill of one step: case-study items from different clients, each with its chart. The item format setting does not apply."
            : "Choose a step to drill it with case-study items."}
        </p>
      </div>
      {!review && <TestMode timed={timed} seconds={seconds} count={count} onTimed={setTimed} onSeconds={setSeconds} />}
      <button type="button" className="btn btn-primary btn-block" onClick={start}>
        {review ? "Start Review Session" : timed ? "Start Timed Test" : "Start Practice Session"}
      </button>
      <button type="button" className="btn btn-outline btn-block" onClick={reset}>
        Reset Settings
      </button>
    </section>
  );
}
