// Reads a V8 CPU profile (the inspector's Profiler.stop) as two tables: the
// functions with the most self time, and the ones with the most inclusive time
// (a sample counts once per function however deep the recursion), each in ms per request.
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

function label(frame: CpuProfile["nodes"][number]["callFrame"]) {
  const file = frame.url.split("/").pop() || "native";
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
}

export function summarizeProfile(profile: CpuProfile, requests: number, top = 30): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busyUs = 0;
  let gcUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === "(garbage collector)") gcUs += us;
    if (IDLE.has(name)) return;
    busyUs += us;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(byId.get(at)!.callFrame);
      if (seen.has(key) || IDLE.has(byId.get(at)!.callFrame.functionName)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  });
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(3).padStart(8);
  const table = (title: string, m: Map<string, number>) =>
    [
      `\n${title} (ms per request)`,
      ...[...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, us]) => `${perRequest(us)}  ${k}`),
    ].join("\n");
  return [
    `JS busy ${perRequest(busyUs).trim()} ms per request, garbage collection ${perRequest(gcUs).trim()} ms`,
    table("self time", self),
    table("inclusive time", inclusive),
  ].join("\n");
}
