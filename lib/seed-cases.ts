// The seed statements of the case studies: each case upserted by its code (its
// pool fixed at the first seed), then its six items as questions rows that
// point at it, then cases no longer in content retired. Idempotent, like
// the question seed (lib/seed-sql.ts) that calls it.
import { bodyOf, maxPointsOf, type ContentItem } from "./formats/registry";
import { questionUpsert } from "./seed-question";

export interface SeedCase {
  id: string;
  categoryId: number;
  title: string;
  readiness: boolean;
  system?: string; // its items' body system, unless an item names its own
  client: unknown;
  chart: unknown;
  items: (ContentItem & { step: number; refers?: string[] })[];
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const COLUMNS = [
  "category_id",
  "title",
  "client",
  "chart",
  "item_count",
  "max_points",
  "difficulty",
  "active",
] as const;

/** Mean content level of a case's items as logits (level 3 = 0), the prior the readiness exam matches to ability. */
export const caseDifficulty = (c: Pick<SeedCase, "items">) =>
  c.items.reduce((s, i) => s + i.difficulty - 3, 0) / c.items.length;

function caseUpsert(c: SeedCase): string {
  const maxPoints = c.items.reduce((s, { step, refers, ...i }) => s + maxPointsOf(i.type, bodyOf(i)), 0);
  const values = [
    c.categoryId,
    q(c.title),
    q(JSON.stringify(c.client)),
    q(JSON.stringify(c.chart)),
    c.items.length,
    maxPoints,
    caseDifficulty(c),
    1,
  ];
  return (
    `INSERT INTO case_studies (code, ${COLUMNS.join(", ")}, pool) VALUES (${q(c.id)}, ${values.join(", ")}, ${q(c.readiness ? "readiness" : "practice")})\n` +
    `ON CONFLICT(code) DO UPDATE SET ${COLUMNS.map((k) => `${k} = excluded.${k}`).join(", ")}, updated_at = unixepoch('subsec') * 1000\n` +
    `WHERE ${COLUMNS.map((k) => `case_studies.${k} IS NOT excluded.${k}`).join(" OR ")}`
  );
}

export function caseStatements(cases: SeedCase[]): string[] {
  const items = cases.flatMap((c) =>
    c.items.map(({ step, refers, ...i }) =>
      questionUpsert({ ...i, system: i.system ?? c.system, categoryId: c.categoryId }, {}, { caseCode: c.id, step }),
    ),
  );
  const codes = cases.map((c) => q(c.id)).join(", ") || "''";
  return [
    ...cases.map(caseUpsert),
    ...items,
    `UPDATE case_studies SET active = 0, updated_at = unixepoch('subsec') * 1000 WHERE active = 1 AND code NOT IN (${codes})`,
  ];
}
