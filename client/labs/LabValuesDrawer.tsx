// The Lab Values reference drawer (content/lab-values.json): a modal dialog,
// a side drawer on a desktop and the whole screen on a phone, its list
// scrolling under a fixed heading and filter box. Escape and Close close it.
// Loaded, with its data, only when first opened (LabValuesButton).
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import data from "../../content/lab-values.json";
import type { LabValues } from "../../lib/lab-values";
import { labRowMatches, labSourceText } from "../../lib/lab-source-text";
import { Icon } from "../../components/icons";

export interface LabValuesDrawerProps {
  onClose: () => void;
}

const LABS = data as LabValues;

export function LabValuesDrawer({ onClose }: LabValuesDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const filterBox = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // A keyboard can type into the filter at once; on a touch screen that would raise the keyboard over the list.
    const touch = matchMedia("(pointer: coarse)").matches;
    (touch ? heading : filterBox).current?.focus({ preventScroll: true });
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== "Escape") return;
    e.preventDefault(); // the session dialog around this one stays open
    e.stopPropagation();
    onClose();
  }

  const groups = LABS.groups
    .map((g) => ({ ...g, rows: g.rows.filter((r) => labRowMatches(query, r, g.title)) }))
    .filter((g) => g.rows.length);
  const shown = groups.reduce((n, g) => n + g.rows.length, 0);
  const status = !query.trim()
    ? ""
    : shown
      ? `${shown} lab value${shown === 1 ? "" : "s"} shown`
      : `No lab value matches “${query.trim()}”.`;

  return (
    <dialog
      ref={dialog}
      className="labs-drawer"
      aria-labelledby="labs-title"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="labs-head">
        <h2 id="labs-title" ref={heading} tabIndex={-1}>
          {LABS.title}
        </h2>
        {/* data-primary-action: a toast shown in the drawer keeps clear of it (client/toast-placement.ts). */}
        <button type="button" className="btn btn-ghost btn-sm" data-primary-action onClick={onClose}>
          <Icon name="x" /> Close
        </button>
      </div>
      <div className="labs-filter">
        <label htmlFor="labs-filter">Filter</label>
        <input
          id="labs-filter"
          ref={filterBox}
          type="search"
          autoComplete="off"
          placeholder="e.g. potassium, INR, lithium"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="labs-status muted small" role="status">
          {status}
        </p>
      </div>
      <div className="labs-body" tabIndex={0} role="region" aria-label="Lab values list">
        <p className="labs-intro muted small">{LABS.intro}</p>
        {groups.map((g) => (
          <section key={g.id} className="labs-group" aria-labelledby={`labs-${g.id}`}>
            <h3 id={`labs-${g.id}`}>{g.title}</h3>
            <ul className="labs-rows">
              {g.rows.map((r) => (
                <li key={r.id} className="labs-row">
                  <span className="labs-name">{r.name}</span>
                  <span className="labs-range">
                    {r.us} <span className="labs-si">{`[${r.si}]`}</span>
                  </span>
                  {r.note && <span className="labs-note">{r.note}</span>}
                  <span className="labs-source">{labSourceText(r)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </dialog>
  );
}
