// Turns the question bank into idempotent SQL for `wrangler d1 execute --file`.
// Upserts by stable code, keeps each question's row id (so answers, bookmarks
// and plans stay attached), retires removed questions instead of deleting
// them, and recounts categories. Running it twice changes nothing.
import { CATEGORIES } from "./categories";
import { READINESS_POOL_EVERY } from "./readiness-pool";
import { caseStatements, type SeedCase } from "./seed-cases";
import { bodyOf, correctResponseOf, displayOf, familyOf, maxPointsOf, type ContentItem } from "./formats/registry";

export interface SeedQuestion extends ContentItem {
  categoryId: number;
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

// Stable pseudo-random draw key from the code (FNV-1a, 31 bits): a question
// keeps its key across re-seeds, and keys spread uniformly.
export function randKeyFor(code: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    h ^= code.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & 0x7fffffff;
}

const LEGACY_COLUMNS = [
  "category_id",
  "type",
  "client_need",
  "difficulty",
  "content",
  "options",
  "correct_answer",
  "explanation",
  "active",
] as const;
const COLUMNS = [...LEGACY_COLUMNS, "family", "max_points", "display", "body"] as const;

/**
 * The stored columns of an item. A single-answer item keeps the spec's
 * options and correct_answer; an NGN item stores its key-free display, its
 * whole body (keys and rationales) and its correct response as JSON.
 */
function columnValues(x: SeedQuestion): (string | number)[] {
  const json = (v: unknown) => q(JSON.stringify(v));
  const common = [x.categoryId, q(x.type), q(x.clientNeed), x.difficulty, q(x.content)];
  if (x.type === "single")
    return [
      ...common,
      json(x.options),
      q(x.correctAnswer as string),
      q(x.explanation),
      1,
      q("single"),
      1,
      "NULL",
      "NULL",
    ];
  const body = bodyOf(x);
  return [
    ...common,
    "'[]'",
    json(correctResponseOf(x.type, body)),
    q(x.explanation),
    1,
    q(familyOf(x.type)),
    maxPointsOf(x.type, body),
    json(displayOf(x.type, body)),
    json(body),
  ];
}

/**
 * The pool a question joins when it is first inserted (an update never moves
 * it): 'readiness' when its stratum (client-needs area, content level) would
 * otherwise hold less than one in READINESS_POOL_EVERY active questions in the
 * pool (a stratum is also one format family). Inserted in rand_key order, the 1st, 5th, 9th... of a stratum join,
 * the same rule migration 0005 applied to the questions that existed then.
 */
function poolOnInsert(x: SeedQuestion): string {
  // The format family is part of the stratum (single-answer items were the whole bank when 0005 ran), so
  // every family keeps its quarter and NGN items never change which single-answer items a fresh database pools.
  // (type, not family, for single-answer items: the releases before 0006 have no family column).
  const family = x.type === "single" ? "type = 'single'" : `family = ${q(familyOf(x.type))}`;
  // Stand-alone items only: case items (migration 0007) join their case's pool, never a stratum's.
  const stratum = `FROM questions WHERE active = 1 AND case_id IS NULL AND client_need = ${q(x.clientNeed)} AND difficulty = ${x.difficulty} AND ${family}`;
  return `(CASE WHEN ${READINESS_POOL_EVERY} * (SELECT count(*) ${stratum} AND pool = 'readiness') < (SELECT count(*) ${stratum}) + 1 THEN 'readiness' ELSE 'practice' END)`;
}

/** `poolColumn: false` writes the statements of releases before migration 0005 (for the upgrade test): single-answer items and their columns only. */
export interface SeedOptions {
  poolColumn?: boolean;
}

/** A case item's extra columns (its case and step) and the pool it joins, instead of the stand-alone pool rule. */
export interface CasePlacement {
  caseCode: string;
  step: number;
}

export function questionUpsert(
  x: SeedQuestion,
  { poolColumn = true }: SeedOptions = {},
  placement?: CasePlacement,
): string {
  const caseId = placement && `(SELECT id FROM case_studies WHERE code = ${q(placement.caseCode)})`;
  const columns = [...(poolColumn ? COLUMNS : LEGACY_COLUMNS), ...(placement ? ["case_id", "case_step"] : [])];
  const values = [
    ...columnValues(x).slice(0, poolColumn ? COLUMNS.length : LEGACY_COLUMNS.length),
    ...(placement ? [caseId!, placement.step] : []),
  ];
  const pool = placement
    ? `(SELECT CASE pool WHEN 'readiness' THEN 'readiness_case' ELSE 'case' END FROM case_studies WHERE code = ${q(placement.caseCode)})`
    : poolOnInsert(x);
  const changed = columns.map((c) => `questions.${c} IS NOT excluded.${c}`).join(" OR ");
  return (
    `INSERT INTO questions (code, ${columns.join(", ")}, rand_key${poolColumn ? ", pool" : ""}) VALUES (${q(x.id)}, ${values.join(", ")}, ${randKeyFor(x.id)}${poolColumn ? `, ${pool}` : ""})\n` +
    `ON CONFLICT(code) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(", ")}, updated_at = unixepoch('subsec') * 1000\n` +
    `WHERE ${changed}`
  );
}

export function buildSeedStatements(all: SeedQuestion[], options: SeedOptions = {}, cases: SeedCase[] = []): string[] {
  const bank = options.poolColumn === false ? all.filter((x) => x.type === "single") : all;
  const statements = CATEGORIES.map(
    (c) =>
      `INSERT INTO categories (id, name) VALUES (${c.id}, ${q(c.name)}) ON CONFLICT(id) DO UPDATE SET name = excluded.name WHERE name IS NOT excluded.name`,
  );
  // rand_key order, so that new questions join the readiness pool as migration 0005 assigned it.
  statements.push(
    ...[...bank].sort((a, b) => randKeyFor(a.id) - randKeyFor(b.id)).map((x) => questionUpsert(x, options)),
  );
  const caseItems =
    options.poolColumn === false ? [] : cases.flatMap((c) => c.items.map((i) => ({ ...i, categoryId: c.categoryId })));
  if (options.poolColumn !== false) statements.push(...caseStatements(cases));
  const codes = [...bank, ...caseItems].map((x) => q(x.id)).join(", ") || "''";
  // Only content-managed codes ('abc-123') are retired; other rows (e.g. benchmark data) are left alone.
  statements.push(
    `UPDATE questions SET active = 0, updated_at = unixepoch('subsec') * 1000 WHERE active = 1 AND code GLOB '[a-z]*-[0-9]*' AND code NOT IN (${codes})`,
  );
  if (options.poolColumn === false)
    statements.push(RECOUNT_CATEGORIES.replaceAll(" AND questions.pool = 'practice'", ""));
  else statements.push(RECOUNT_CATEGORIES, ...RECOUNT_FORMATS, ...RECOUNT_READINESS_POOL);
  return statements;
}

// Category counts are what a student can practise: active questions outside the readiness pool.
const PRACTICE_COUNT =
  "(SELECT count(*) FROM questions WHERE questions.category_id = categories.id AND questions.active = 1 AND questions.pool = 'practice')";
export const RECOUNT_CATEGORIES = `UPDATE categories SET question_count = ${PRACTICE_COUNT} WHERE question_count IS NOT ${PRACTICE_COUNT}`;

export const toSqlFile = (statements: string[]) =>
  `-- Generated by scripts/build-seed.ts from content/questions. Do not edit.\n${statements.join(";\n")};\n`;

// Practice questions per format, for the Question Bank (a format no longer in the bank keeps a row at 0).
const FORMAT_COUNT = "SELECT type, count(*) AS n FROM questions WHERE active = 1 AND pool = 'practice' GROUP BY type";
export const RECOUNT_FORMATS = [
  `UPDATE format_counts SET question_count = 0 WHERE question_count <> 0 AND type NOT IN (SELECT type FROM (${FORMAT_COUNT}))`,
  `INSERT INTO format_counts (type, question_count) SELECT type, n FROM (${FORMAT_COUNT}) WHERE true ON CONFLICT (type) DO UPDATE SET question_count = excluded.question_count WHERE question_count IS NOT excluded.question_count`,
];

// Stand-alone readiness-pool questions per client-needs area: whether a readiness exam can be scored is decided
// from these and the student's own seen items, reading 8 rows instead of the pool.
const POOL_COUNT =
  "SELECT client_need AS area, count(*) AS n FROM questions WHERE active = 1 AND pool = 'readiness' AND case_id IS NULL GROUP BY client_need";
export const RECOUNT_READINESS_POOL = [
  `UPDATE readiness_pool_counts SET items = 0 WHERE items <> 0 AND area NOT IN (SELECT area FROM (${POOL_COUNT}))`,
  `INSERT INTO readiness_pool_counts (area, items) SELECT area, n FROM (${POOL_COUNT}) WHERE true ON CONFLICT (area) DO UPDATE SET items = excluded.items WHERE items IS NOT excluded.items`,
];
