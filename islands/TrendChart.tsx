// Performance Trends: the daily average score as a line (frappe-charts, in
// the browser only), 7D / 30D / 3M, y-axis 60-100 with the 75% passing line,
// gaps on days without answers. The table below is the text alternative.
import { useEffect, useRef, useState } from "react";
import { CHART_COLORS, keepGaps, loadChart, whenSized, type ChartInstance } from "../client/charts";
import type { TrendPoint } from "../worker/db/analytics";
import { dayCount } from "../lib/activity";

const RANGES = [
  { days: 7, label: "7D", name: "last 7 days" },
  { days: 30, label: "30D", name: "last 30 days" },
  { days: 90, label: "3M", name: "last 3 months" },
] as const;

// frappe-charts rounds its y-axis from the maximum's order of magnitude: a top
// of exactly 100 would pull the axis down to 0. Plotting at 99.9% of the
// value keeps the axis at 60-100 (the spec's range); tooltips undo it.
const SCALE = 0.999;

const shortDay = (day: string) => {
  const [, m, d] = day.split("-").map(Number);
  return `${m}/${d}`;
};

export default function TrendChart({ points, initialDays = 7 }: { points: TrendPoint[]; initialDays?: 7 | 30 | 90 }) {
  const [days, setDays] = useState<number>(initialDays);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const shown = points.slice(-days);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const range = RANGES.find((r) => r.days === days)!;

  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    const data = {
      labels: shown.map((p) => shortDay(p.day)),
      // A gap still needs a number for frappe; keepGaps cuts the line there.
      datasets: [
        {
          name: "Average score",
          values: shown.map(
            (p, i) =>
              SCALE *
              (p.averageScore ??
                shown
                  .slice(0, i)
                  .reverse()
                  .find((q) => q.averageScore !== null)?.averageScore ??
                75),
          ),
        },
      ],
      yMarkers: [{ label: "Passing 75%", value: 75 * SCALE, options: { labelPos: "left" } }],
      // Keeps the axis at 60-100 unless a score falls below 60. Then frappe extends
      // the axis down on purpose: clipping at 60 would hide how low the score was.
      yRegions: [{ label: "", start: 60, end: 100 * SCALE }],
    };
    if (chart.current) chart.current.update(data);
    else
      Promise.all([loadChart("line"), whenSized(box.current!)]).then(([Chart]) => {
        if (cancelled || !box.current) return;
        chart.current = new Chart(box.current, {
          type: "line",
          data,
          height: 240,
          colors: [CHART_COLORS[0]],
          animate: 0,
          axisOptions: { xIsSeries: 1, xAxisMode: "tick" },
          lineOptions: { dotSize: 4 },
          tooltipOptions: { formatTooltipY: (v: number) => `${Math.round(v / SCALE)}%` },
        });
        chart.current.update(data); // frappe first draws an empty chart for 700 ms; draw the data now
        stop = keepGaps(box.current, () => shownRef.current.map((p) => p.averageScore === null));
      });
    return () => ((cancelled = true), stop());
  }, [days]);

  const withData = shown.filter((p) => p.averageScore !== null);
  return (
    <div className="trend-chart">
      <div className="range-buttons" role="group" aria-label="Chart range">
        {RANGES.map((r) => (
          <button
            key={r.days}
            type="button"
            className={`btn btn-sm ${r.days === days ? "btn-primary" : "btn-outline"}`}
            aria-pressed={r.days === days}
            onClick={() => setDays(r.days)}
          >
            {r.label}
          </button>
        ))}
      </div>
      <div ref={box} className="chart-box" aria-hidden="true" />
      <details className="chart-alt">
        <summary>{`Daily scores, ${range.name}: ${dayCount(withData.length)} with practice`}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Average score</th>
              <th scope="col">Questions</th>
            </tr>
          </thead>
          <tbody>
            {withData.map((p) => (
              <tr key={p.day}>
                <td>{p.day}</td>
                <td>{`${p.averageScore}%`}</td>
                <td>{p.questions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
