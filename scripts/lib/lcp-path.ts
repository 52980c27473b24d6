// What stands between navigation and a page's largest contentful paint in a
// Lighthouse run, read from the (unthrottled) trace the simulation starts from:
// the requests that finished before the observed LCP (Lantern puts every one
// of them, except low-priority images, in the simulated LCP's graph) and the
// main-thread tasks that started before it. Printed by scripts/lighthouse.ts
// and quoted in docs/performance.md.
import type { Result as LHResult } from "lighthouse";

interface NetworkItem {
  url: string;
  networkEndTime: number;
  transferSize: number;
  resourceType?: string;
  priority?: string;
}
interface TaskItem {
  startTime: number;
  duration: number;
}

export interface LcpPath {
  observedLcp: number; // ms after navigation start, unthrottled
  element: string; // the LCP element's snippet
  requests: { path: string; type: string; priority: string; kb: number }[];
  scriptKb: number; // JS among those requests
  tasks: number; // main-thread tasks started before the LCP
  taskMs: number; // their total duration (unthrottled)
  renderBlocking: string[]; // what Lighthouse's render-blocking insight names
}

const items = <T>(lhr: LHResult, id: string): T[] =>
  (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
const path = (url: string) => new URL(url).pathname.replace(/-[\w]{8}\.(js|css)$/, ".$1");

export function lcpPath(lhr: LHResult): LcpPath {
  const metrics = items<Record<string, number>>(lhr, "metrics")[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? NaN;
  const requests = items<NetworkItem>(lhr, "network-requests")
    .filter((r) => r.networkEndTime <= observedLcp && !(r.resourceType === "Image" && /Low/.test(r.priority ?? "")))
    .map((r) => ({
      path: path(r.url),
      type: r.resourceType ?? "?",
      priority: r.priority ?? "?",
      kb: r.transferSize / 1024,
    }));
  const tasks = items<TaskItem>(lhr, "main-thread-tasks").filter((t) => t.startTime < observedLcp);
  const breakdown = items<{ type?: string; snippet?: string }>(lhr, "lcp-breakdown-insight").find(
    (i) => i.type === "node",
  );
  return {
    observedLcp,
    element: breakdown?.snippet ?? "?",
    requests,
    scriptKb: requests.filter((r) => r.type === "Script").reduce((a, r) => a + r.kb, 0),
    tasks: tasks.length,
    taskMs: tasks.reduce((a, t) => a + t.duration, 0),
    renderBlocking: items<{ url: string }>(lhr, "render-blocking-insight").map((i) => path(i.url)),
  };
}

/** A markdown table: one row per page, what stood between navigation and its LCP. */
export function lcpPathTable(rows: { path: string; lhr: LHResult }[]): string {
  const out = [
    "| route | LCP (simulated) | observed LCP | LCP element | requests done before it (KB) | JS among them | render-blocking | main-thread tasks before it |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const { path: route, lhr } of rows) {
    const p = lcpPath(lhr);
    const requests = p.requests.map((r) => `${r.path} (${r.kb.toFixed(1)})`).join(", ");
    const lcp = lhr.audits["largest-contentful-paint"]?.displayValue?.replace(/\u00a0/g, " ") ?? "-";
    out.push(
      `| ${route} | ${lcp} | ${Math.round(p.observedLcp)} ms | \`${p.element.replace(/\|/g, "\\|").slice(0, 60)}\` | ${requests} | ${p.scriptKb.toFixed(1)} KB | ${p.renderBlocking.join(", ") || "none"} | ${p.tasks} (${Math.round(p.taskMs)} ms) |`,
    );
  }
  return out.join("\n");
}
