// One question's idempotent upsert for the seed (lib/seed-sql.ts): by its
// stable code, so its row id (and every answer, bookmark and plan pointing at
// it) stays; its pool set once, at its first insert. Case items use it too
// (lib/seed-cases.ts), placed in their case.
import { READINESS_POOL_EVERY } from "./readiness-pool";
import { bodyOf, correctResponseOf, displayOf, familyOf, maxPointsOf, type ContentItem } from "./formats/registry";
import { isAlternate } from "./formats/names";

export interface SeedQuestion extends ContentItem {
  categoryId: number;
}

export const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

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
const COLUMNS = [...LEGACY_COLUMNS, "family", "max_points", "display", "body", "system"] as const;

/**
 * The stored columns of an item. A single-answer item keeps the spec's
 * options and correct_answer; an NGN item stores its key-free display, its
 * whole body (keys and rationales) and its correct response as JSON.
 */
function columnValues(x: SeedQuestion): (string | number)[] {
  const json = (v: unknown) => q(JSON.stringify(v));
  const common = [x.categoryId, q(x.type), q(x.clientNeed), x.difficulty, q(x.content)];
  const system = x.system ? q(String(x.system)) : "NULL"; // a case item without its own takes its case's (lib/seed-cases.ts)
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
      system,
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
    system,
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
  // The alternate formats (issue 28) share the single family but each keeps its own quarter, so they are stratified by type too.
  const family = x.type === "single" || isAlternate(x.type) ? `type = ${q(x.type)}` : `family = ${q(familyOf(x.type))}`;
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
