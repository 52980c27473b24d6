// D1 rows read by a random draw stay bounded as the bank grows by 20,000
// questions of three formats (no ORDER BY RANDOM() over the table), for the
// default mix and for one format or family.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, signedIn } from "./helpers";

const rowsRead = async (b: Browser, path: string) => {
  const res = await b.fetch(path);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return Number(res.headers.get("X-D1-Rows-Read"));
};

const NEEDS = [
  "Management of Care",
  "Safety and Infection Control",
  "Health Promotion and Maintenance",
  "Psychosocial Integrity",
  "Basic Care and Comfort",
  "Pharmacological and Parenteral Therapies",
  "Reduction of Risk Potential",
  "Physiological Adaptation",
];

describe("random draw cost", () => {
  it("reads a bounded number of rows with the seeded bank and with 20,000 more questions", async () => {
    const { browser } = await signedIn();
    const draws = [
      { path: "/api/questions/random?count=75", count: 75 },
      { path: "/api/questions/random?categoryId=1&count=25&difficulty=easy", count: 25 },
      { path: "/api/questions/random?categoryId=9&count=25", count: 25 },
      // NGN formats: one format, one family, and one format within a category.
      { path: "/api/questions/random?type=bowtie&count=5", count: 5 },
      { path: "/api/questions/random?type=ngn&count=25", count: 25 },
      { path: "/api/questions/random?type=sata&categoryId=6&count=10", count: 10 },
    ];
    const paths = draws.map((d) => d.path);
    const small = [];
    for (const p of paths) small.push(await rowsRead(browser, p));
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
       INSERT INTO questions (code, category_id, type, family, client_need, difficulty, content, options, correct_answer, explanation, rand_key)
       SELECT 'gen' || i, (i % 12) + 1, CASE i % 4 WHEN 0 THEN 'sata' WHEN 1 THEN 'bowtie' ELSE 'single' END, CASE i % 4 WHEN 0 THEN 'sata' WHEN 1 THEN 'ngn' ELSE 'single' END, CASE i % 8 ${NEEDS.map((n, k) => `WHEN ${k} THEN '${n}'`).join(" ")} END, (i % 5) + 1,
              'Generated question ' || i, '[{"label":"A","text":"a","rationale":"r"},{"label":"B","text":"b","rationale":"r"}]', 'A', 'Generated.', abs(random()) % 2147483648
       FROM n`,
    ).run();
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM questions WHERE active = 1").first<{ n: number }>())!.n,
    ).toBeGreaterThan(20_000);
    for (const [i, p] of paths.entries()) {
      const large = await rowsRead(browser, p);
      console.log(`rows read ${p}: ${small[i]} with the seeded bank, ${large} with 20,000 more questions`);
      // A full sort would read all 20,000+ rows; a seek reads a constant per drawn question
      // (up to 2 x 3 candidates per question per index group, a one-row recency check per
      // candidate, plus the loaded rows).
      expect(large).toBeLessThan(1_500);
      expect(large).toBeLessThanOrEqual(30 * draws[i].count + 50); // a constant per drawn question, whatever the bank size
    }
  });
});
