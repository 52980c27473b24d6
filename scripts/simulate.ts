// `npm run simulate`: Monte-Carlo check of the adaptive readiness exam
// (lib/irt/simulate.ts) against the acceptance numbers of issue 6. Prints
// markdown. Options: --candidates N (default: 1,000, the acceptance run, then
// 100,000, about 1-2 minutes, so the middle calibration bins are not mostly
// sampling noise), --seed S.
import { formatReport } from "../lib/irt/format";
import { DEFAULT_OPTIONS, simulate } from "../lib/irt/simulate";
import { poolSizeOf } from "../lib/readiness-pool";
import { loadContent } from "./content/load";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};
const seed = arg("seed") ?? DEFAULT_OPTIONS.seed;
const sizes = arg("candidates") ? [arg("candidates")!] : [1000, 100000];

// Exams draw only from the reserved readiness pool (lib/readiness-pool.ts): today's pool,
// and the pool of a 2,000-item bank (a quarter of it) that the bank is growing toward.
const pool = poolSizeOf(loadContent().questions);
const banks = [
  { bankSize: pool, title: `today's readiness pool (${pool} items)` },
  { bankSize: DEFAULT_OPTIONS.bankSize, title: `a ${DEFAULT_OPTIONS.bankSize.toLocaleString("en-US")}-item pool` },
];

console.log("## Readiness exam simulation\n");
for (const { bankSize, title } of banks)
  for (const candidates of sizes) {
    const t0 = performance.now();
    const report = simulate({ candidates, seed, bankSize });
    console.log(`Exams drawn from ${title}:\n`);
    console.log(formatReport(report));
    console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
  }
