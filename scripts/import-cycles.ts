// `npm run check:cycles`: fails when two or more source files import each other
// (directly or round a loop). Resolves relative imports of the worker, routes,
// components, islands, client, lib and sw sources; type-only imports count too,
// since a cycle of types is still a knot for the reader. A dynamic import() does
// not: it is a deliberate lazy boundary (a chunk loaded when first needed).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { execFileSync } from "node:child_process";

const ROOTS = ["worker", "routes", "components", "islands", "client", "lib", "sw"];
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", ...ROOTS], {
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(".d.ts") && existsSync(f));
const known = new Set(files);

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")])
    if (known.has(candidate)) return candidate;
  return null;
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/g;
const graph = new Map<string, string[]>();
for (const f of files) {
  const text = readFileSync(f, "utf8");
  const deps = [...text.matchAll(IMPORT)].map((m) => resolve(f, m[1])).filter((d): d is string => !!d);
  graph.set(f, [...new Set(deps)]);
}

// Tarjan's strongly connected components: any component of two or more files is a cycle.
let index = 0;
const idx = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(v: string) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
  }
  if (low.get(v) === idx.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const f of files) if (!idx.has(f)) visit(f);

if (cycles.length) {
  console.error(cycles.map((c) => `✗ import cycle: ${c.map((f) => relative(".", f)).join(" ↔ ")}`).join("\n"));
  process.exit(1);
}
console.log(`✓ no import cycles among ${files.length} files`);
