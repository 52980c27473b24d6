// A bar or donut chart drawn by frappe-charts in the browser. The server
// renders the accessible text alternative next to it (see routes/analytics.tsx).
import { useEffect, useRef } from "react";
import { CHART_COLORS, loadChart, whenSized } from "../client/charts";
import { formatDuration } from "../lib/activity";

export interface ChartProps {
  type: "bar" | "donut";
  labels: string[];
  values: number[];
  name: string;
  unit: string;
  max100?: boolean; // fixes the value axis at 0-100
  duration?: boolean; // values are seconds, shown as '45 s', '12 min', '1.5 h'
}

export default function Chart({ type, labels, values, name, unit, max100, duration }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all([loadChart(type), whenSized(box.current!)]).then(([Frappe]) => {
      if (cancelled || !box.current) return;
      const data = {
        labels,
        datasets: [{ name, values }],
        ...(max100 ? { yRegions: [{ label: "", start: 0, end: 100 }] } : {}),
      };
      const chart = new Frappe(box.current, {
        type,
        height: 240,
        animate: 0,
        colors: type === "donut" ? CHART_COLORS : [CHART_COLORS[0]],
        data,
        axisOptions: { xAxisMode: "tick" },
        tooltipOptions: { formatTooltipY: (v: number) => (duration ? formatDuration(v) : `${v}${unit}`) },
      });
      if (type !== "donut") chart.update(data); // frappe first draws an empty axis chart for 700 ms
    });
    return () => void (cancelled = true);
  }, []);
  return <div ref={box} className="chart-box" aria-hidden="true" />;
}
