// The Question Bank's counts by item format (practice questions; the
// readiness pool is not counted), in the order of the format registry.
import { FORMAT_LABELS, FORMAT_NAMES, familyOf } from "../../lib/formats/names";

export function FormatCounts({ counts }: { counts: Record<string, number> }) {
  const ngn = FORMAT_NAMES.filter((f) => familyOf(f) === "ngn").reduce((s, f) => s + (counts[f] ?? 0), 0);
  return (
    <section className="card" aria-labelledby="format-counts">
      <h2 id="format-counts">Questions by Format</h2>
      <p className="muted">{`Every Next Generation NCLEX response format, scored with NCSBN's partial-credit rules: ${counts.sata ?? 0} select-all-that-apply and ${ngn} other NGN items beside ${counts.single ?? 0} multiple-choice questions. Choose a format under Item Format on the Practice page.`}</p>
      <ul className="format-counts">
        {FORMAT_NAMES.map((f) => (
          <li key={f}>
            <span>{FORMAT_LABELS[f]}</span>
            <strong>{counts[f] ?? 0}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
