// A chart card: the chart island (drawn in the browser) and, rendered on the
// server, its text alternative as a small table. A 0-100 bar chart can also
// bring a readable list (`listWhenNarrow`): each row's label in full with its
// figure and a bar, shown instead of the chart wherever the card is too narrow
// for the chart to print every label whole (frappe-charts cuts a label that
// does not fit its bar's width to "…"). Where the list shows, the hidden chart
// never hydrates (it hydrates when visible).
import { Island } from "../../worker/render/island";
import Chart, { type ChartProps } from "../../islands/Chart";
import { scoreBand } from "../../lib/scoring";
import { ScoreBar } from "../StatCard";

/** Card widths (content box, px) at which styles/charts.css switches a chart to its list. */
const WIDTHS = [320, 480, 640, 800, 960, 1200] as const;
// frappe-charts: a label fits when its letters (7 px each) fit its bar's share of the plot, the card less 80 px.
const CHAR_PX = 7;
const LABEL_GAP_PX = 8;
const PLOT_MARGINS_PX = 80;

/** The narrowest width class at which every label prints whole; narrower cards show the list. */
export function listClass(labels: string[]): string {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  const needed = PLOT_MARGINS_PX + labels.length * (longest * CHAR_PX + LABEL_GAP_PX);
  const width = WIDTHS.find((w) => w >= needed);
  return width ? `chart-list-below-${width}` : "chart-list-always";
}

/** With `chart` null (nothing to draw), the card shows the `empty` text instead. */
export function ChartCard({
  id,
  title,
  chart,
  rows,
  empty,
  listWhenNarrow,
  className,
}: {
  id: string;
  title: string;
  chart: ChartProps | null;
  rows: [string, string][];
  empty?: string;
  /** A 0-100 bar chart: its rows (label, figure) and values as a list on cards too narrow for its labels. */
  listWhenNarrow?: boolean;
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
      className={["card chart-card", listWhenNarrow && listClass(chart.labels), className].filter(Boolean).join(" ")}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      <Island name="Chart" component={Chart} props={chart} />
      {listWhenNarrow && (
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
