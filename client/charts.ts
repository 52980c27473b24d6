// frappe-charts, loaded only in the browser (its own chunk, fetched when a
// chart island mounts, retried on a flaky link), plus the one thing it lacks: gaps in a line.
import { retrying } from "./retry-import";

export interface ChartInstance {
  update(data: unknown): void;
  destroy?(): void;
}

type ChartCtor = new (el: HTMLElement, options: Record<string, unknown>) => ChartInstance;
type Module = { default: ChartCtor };

/** Only the chart class a page needs, from frappe-charts' ES sources (its prebuilt bundle carries every chart type). */
export const loadChart = async (type: "line" | "bar" | "donut"): Promise<ChartCtor> =>
  (
    (await retrying(() =>
      type === "donut"
        ? import("frappe-charts/src/js/charts/DonutChart.js")
        : import("frappe-charts/src/js/charts/AxisChart.js"),
    )) as Module
  ).default;

export const CHART_COLORS = ["#1d4ed8", "#15803d", "#b45309", "#7c3aed"];

/**
 * frappe-charts draws a line through every x. Days without answers must be
 * gaps, so after each render the line path is re-cut at those indexes and
 * their dots hidden. A MutationObserver re-applies it when the chart redraws
 * (resize, update). Returns the observer's disconnect.
 */
export function keepGaps(container: HTMLElement, gaps: () => boolean[]): () => void {
  const apply = () => {
    const isGap = gaps();
    for (const path of container.querySelectorAll<SVGPathElement>("path.line-graph-path")) {
      const points = (path.getAttribute("d") ?? "").replace(/^M/, "").split("L");
      if (points.length !== isGap.length) continue;
      let d = "";
      let pen = false;
      points.forEach((p, i) => {
        if (isGap[i]) return void (pen = false);
        d += `${pen ? "L" : "M"}${p}`;
        pen = true;
      });
      if (path.getAttribute("d") !== d) path.setAttribute("d", d || "M0,0");
    }
    container
      .querySelectorAll<SVGCircleElement>(".dataset-units circle")
      .forEach((c, i) => (c.style.display = isGap[i % isGap.length] ? "none" : ""));
  };
  const observer = new MutationObserver(() => {
    observer.disconnect();
    apply();
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ["d"] });
  });
  apply();
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ["d"] });
  return () => observer.disconnect();
}

/**
 * Resolves once the element has a width. An island inside a Suspense boundary
 * can hydrate while React still holds its streamed HTML in a hidden segment;
 * a chart measured there would be 0 px wide (and draw negative sizes).
 */
export const whenSized = (el: HTMLElement) =>
  new Promise<void>((resolve) => {
    if (el.clientWidth > 0) return resolve();
    const observer = new ResizeObserver(() => el.clientWidth > 0 && (observer.disconnect(), resolve()));
    observer.observe(el);
  });
