// `npm run simulate`: Monte-Carlo check of the adaptive readiness exam
// (lib/irt/simulate.ts) against the acceptance numbers of issue 6. Prints
// markdown. Options: --candidates N (default: 1,000, the acceptance run, then
// 100,000, about 3 minutes a bank on a 2-core machine, so the middle
// calibration bins are not mostly sampling noise), --seed S, --run N (only the
// Nth of the four banks below, 1-based).
// The NGN-mix rows are the NCLEX-day run (issue 28): 0/1 calculation items in
// the mix and 15 unscored pretest items per exam.
import { formatReport } from "../lib/irt/format";
import { DEFAULT_OPTIONS, simulate } from "../lib/irt/simulate";
import { poolSizeOf } from "../lib/readiness-pool";
import { FORMAT_MIX } from "../lib/format-mix";
import { bodyOf, familyOf, maxPointsOf } from "../lib/formats/registry";
import { loadContent } from "./content/load";
import { PRETEST_ITEMS } from "../lib/readiness-nclex-day";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};
const seed = arg("seed") ?? DEFAULT_OPTIONS.seed;
const sizes = arg("candidates") ? [arg("candidates")!] : [1000, 100000];

// Exams draw only from the reserved readiness pool (lib/readiness-pool.ts): today's pool,
// and the pool of a 2,000-item bank (a quarter of it) that the bank is growing toward.
const bank = loadContent().questions;
const pool = poolSizeOf(bank);

// The polytomous bank: items' max points as the exam meets them. The exam holds the family mix
// (lib/format-mix.ts) among its stand-alone items, so each family gets its share, and within a family the items'
// max points come in the proportions of today's content. Calculation items (0/1, issue 28) are classic stand-alone
// items of the "single" family (lib/formats/names.ts): they take the place of multiple-choice items (also 0/1), not
// of multi-point ones.
const pointsOf = (family: string) =>
  bank.filter((q) => familyOf(q.type) === family).map((q) => maxPointsOf(q.type, bodyOf(q)));
const polytomous = FORMAT_MIX.flatMap(([family, share]) => {
  const points = pointsOf(family);
  const n = Math.round(share * 1000);
  return Array.from({ length: n }, (_, i) => points[Math.floor((i * points.length) / n)]);
});
const meanPoints = polytomous.reduce((a, b) => a + b, 0) / polytomous.length;
const calculations = bank.filter((q) => q.type === "calculation").length;
const singles = bank.filter((q) => familyOf(q.type) === "single").length;
const ngnMix = `NGN mix (mean ${meanPoints.toFixed(2)} points per item; calculation items ${Math.round((100 * calculations) / singles)}% of its 0/1 share) and ${PRETEST_ITEMS} unscored pretest items per exam`;

const runs = [
  { bankSize: pool, maxPoints: [1], title: `today's readiness pool size (${pool} items), all 0/1` },
  {
    bankSize: pool,
    maxPoints: polytomous,
    pretest: PRETEST_ITEMS,
    title: `today's readiness pool size (${pool} items), ${ngnMix}`,
  },
  {
    bankSize: DEFAULT_OPTIONS.bankSize,
    maxPoints: [1],
    title: `a ${DEFAULT_OPTIONS.bankSize.toLocaleString("en-US")}-item pool, all 0/1`,
  },
  {
    bankSize: DEFAULT_OPTIONS.bankSize,
    maxPoints: polytomous,
    pretest: PRETEST_ITEMS,
    title: `a ${DEFAULT_OPTIONS.bankSize.toLocaleString("en-US")}-item pool, NGN mix with calculation and pretest items`,
  },
];

console.log("## Readiness exam simulation\n");
const summary: string[] = [];
const only = arg("run");
for (const { bankSize, maxPoints, title, pretest = 0 } of only ? [runs[only - 1]] : runs)
  for (const candidates of sizes) {
    const t0 = performance.now();
    const report = simulate({ candidates, seed, bankSize, maxPoints, pretest });
    console.log(`Exams drawn from ${title}:\n`);
    console.log(formatReport(report));
    console.log(`\n(${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
    const worst = Math.max(...report.deciles.map((d) => Math.abs(d.difference)));
    summary.push(
      `| ${title} | ${candidates.toLocaleString("en-US")} | ${(100 * report.farAccuracy).toFixed(1)}% | ${(100 * worst).toFixed(1)} pp | ${report.meanLength.toFixed(1)} | ${report.meanShown.toFixed(1)} |`,
    );
  }
console.log("### Dichotomous and polytomous banks side by side\n");
console.log(
  "| Bank | Candidates | Accuracy, \\|θ − standard\\| ≥ 0.5 | Worst decile calibration gap | Mean test length (scored) | Mean items shown (with pretest) |",
);
console.log("|---|---:|---:|---:|---:|---:|");
console.log(summary.join("\n"));
