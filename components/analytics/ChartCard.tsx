// A chart card: the chart island (drawn in the browser) and, rendered on the
// server, its text alternative as a small table. A bar chart with many labels
// can also bring a readable list (`listBelow`): each label in full with its
// figure and a bar, shown instead of the chart wherever the card is narrower
// than the chart needs to print its labels (a phone), so no label is "…". The
// hidden chart then never hydrates (it hydrates when visible).
import { Island } from "../../worker/render/island";
import Chart, { type ChartProps } from "../../islands/Chart";
import { scoreBand } from "../../lib/scoring";
import { ScoreBar } from "../StatCard";

/** The card widths (px) below which the list replaces the chart (styles/charts.css). */
export type ListBelow = 560 | 900;

/** With `chart` null (nothing to draw), the card shows the `empty` text instead. */
export function ChartCard({
  id,
  title,
  chart,
  rows,
  empty,
  listBelow,
  className,
}: {
  id: string;
  title: string;
  chart: ChartProps | null;
  rows: [string, string][];
  empty?: string;
  /** A 0-100 bar chart: its rows (label, figure) and values as a list on narrow cards. */
  listBelow?: ListBelow;
  className?: string;
}) {
  if (!chart)
    return (
      <section className={`card ${className ?? ""}`.trim()} aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <p className="muted">{empty}</p>
      </section>
    );
  return (
    <section
      className={["card chart-card", listBelow && `chart-list-below-${listBelow}`, className].filter(Boolean).join(" ")}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      <Island name="Chart" component={Chart} props={chart} />
      {listBelow && (
        <ul className="perf-list chart-list">
          {rows.map(([label, figure], i) => (
            <li key={label}>
              <div className="perf-row">
                <span>{label}</span>
                <span className="muted">{figure}</span>
              </div>
              <ScoreBar score={chart.values[i] ?? 0} band={scoreBand(chart.values[i] ?? 0)} />
            </li>
          ))}
        </ul>
      )}
      <details className="chart-alt">
        <summary>{`${title} as a table`}</summary>
        <table>
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
