// The test builder's filters (issue 27): question modes with their live
// counts, then client needs and body systems, several at once, each option
// with its count (read when its list is opened). Native checkboxes in
// fieldsets: by touch and by keyboard alike.
import { useState } from "react";
import {
  MODES,
  countsPath,
  toggled,
  type BankSettings,
  type CountsPath,
  type Mode,
  type StudyFilters,
} from "./filters";
import { useCounts } from "./use-counts";

interface Props {
  bank: BankSettings;
  filters: StudyFilters;
  onChange: (f: StudyFilters) => void;
  needs: readonly string[];
  systems: readonly { slug: string; name: string }[];
}

const n = (v: number | undefined) => (v === undefined ? "…" : String(v));

function OptionCount({ path }: { path: CountsPath }) {
  const { counts } = useCounts(path);
  return <span className="muted">{` (${n(counts?.total)})`}</span>;
}

function Choices({
  name,
  legend,
  options,
  chosen,
  onToggle,
  pathFor,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onToggle: (value: string, on: boolean) => void;
  pathFor: (value: string) => CountsPath;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="builder-choices" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{`${legend}: ${chosen.length ? `${chosen.length} selected` : "any"}`}</summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {options.map((o) => (
          <label key={o.value} className="check">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) => onToggle(o.value, e.target.checked)}
            />
            <span>
              {o.label}
              {open && <OptionCount path={pathFor(o.value)} />}
            </span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export function BuilderFilters({ bank, filters, onChange, needs, systems }: Props) {
  const { counts, cached } = useCounts(countsPath(bank, filters));
  const set = (patch: Partial<StudyFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="builder">
      <fieldset className="builder-modes">
        <legend>Question Mode</legend>
        {MODES.map((m) => (
          <label key={m.value} className="check">
            <input
              type="checkbox"
              name="question-mode"
              value={m.value}
              checked={filters.status.includes(m.value)}
              onChange={(e) => set({ status: toggled<Mode>(filters.status, m.value, e.target.checked) })}
            />
            <span>
              {m.label}
              <span className="muted">{` (${n(counts?.[m.value])})`}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Choices
        name="client-need"
        legend="Client Need"
        options={needs.map((x) => ({ value: x, label: x }))}
        chosen={filters.clientNeed}
        onToggle={(v, on) => set({ clientNeed: toggled(filters.clientNeed, v, on) })}
        pathFor={(v) => countsPath(bank, { ...filters, clientNeed: [v] })}
      />
      <Choices
        name="system"
        legend="System"
        options={systems.map((s) => ({ value: s.slug, label: s.name }))}
        chosen={filters.system}
        onToggle={(v, on) => set({ system: toggled(filters.system, v, on) })}
        pathFor={(v) => countsPath(bank, { ...filters, system: [v] })}
      />
      <p className="muted small builder-total" aria-live="polite">
        {counts
          ? `${counts.total} question${counts.total === 1 ? "" : "s"} match these settings`
          : "Counting questions…"}
        {cached && counts && " (as of your last sync)"}
        {cached && !counts && " Counts show once you are back online."}
      </p>
    </div>
  );
}
