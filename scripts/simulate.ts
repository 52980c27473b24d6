// `npm run simulate`: Monte-Carlo check of the adaptive readiness exam
// (lib/irt/simulate.ts) against the acceptance numbers of issue 6. Prints
// markdown. Options: --candidates N (default: 1,000, the acceptance run, then
// 100,000, about 1-2 minutes, so the middle calibration bins are not mostly
// sampling noise), --seed S.
import { formatReport } from "../lib/irt/format";
import { DEFAULT_OPTIONS, simulate } from "../lib/irt/simulate";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};
const seed = arg("seed") ?? DEFAULT_OPTIONS.seed;
const sizes = arg("candidates") ? [arg("candidates")!] : [1000, 100000];

console.log("## Readiness exam simulation\n");
for (const candidates of sizes) {
  const t0 = performance.now();
  const report = simulate({ candidates, seed });
  console.log(formatReport(report));
  console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
}
