// A chart card: the chart island (drawn in the browser) and, rendered on the
// server, its text alternative as a small table.
import { Island } from "../../worker/render/island";
import Chart, { type ChartProps } from "../../islands/Chart";

/** With `chart` null (nothing to draw), the card shows the `empty` text instead. */
export function ChartCard({
  id,
  title,
  chart,
  rows,
  empty,
}: {
  id: string;
  title: string;
  chart: ChartProps | null;
  rows: [string, string][];
  empty?: string;
}) {
  if (!chart)
    return (
      <section className="card" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <p className="muted">{empty}</p>
      </section>
    );
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Island name="Chart" component={Chart} props={chart} />
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
