// Random question draws that never sort the whole table. Each group (a
// category, a difficulty level, or a client-needs area) is read by seeking to
// a random point of its rand_key index and taking the next rows, wrapping
// around once; rows read stay proportional to the draw size, not the bank.
import { and, eq, exists, gt, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Query } from "./query";
import { answers, questions, userAbility } from "./schema";
import { itemDifficulty } from "./pool-access";
import { allocate, TEST_PLAN_WEIGHTS } from "../../lib/test-plan";
import { inPracticeWindow, rankForPractice } from "../../lib/irt/selection";
import { familyQuotas, type FormatFilter } from "../../lib/format-mix";
import { OVERALL } from "../../lib/irt/term";
import type { ClientNeed } from "../../lib/categories";
import type { SystemSlug } from "../../lib/systems";

const OVERSAMPLE = 3; // candidates per wanted question, so recently seen ones can be skipped
const RECENT_DAYS = 14;
const KEY_SPACE = 2 ** 31;

export interface DrawRequest {
  count: number;
  categoryId: number | null;
  levels: readonly number[];
  userId: number | null;
  /** The server's clock (worker/clock.ts): what counts as recently answered. */
  now: number;
  /** Adaptive practice: the student's ability; candidates are ordered by desirable difficulty for it. */
  theta?: number;
  /** Which formats (lib/format-mix.ts): by default the realistic mix. */
  formats?: FormatFilter;
  /** The test builder's client needs and body systems (issue 27): only these. */
  clientNeed?: ClientNeed[];
  system?: SystemSlug[];
}

// A group's conditions name the columns of the index it seeks, in the index's
// order: (active, pool, family or type, then category_id [, difficulty] or
// client_need, rand_key); each seek adds the rand_key bound.
interface Group {
  where: SQL[];
  quota: number;
  family?: string;
  familyQuota?: number;
}

// Draws never include the readiness pool (worker/learning/readiness-pool.ts),
// so the keys they carry are never those of a possible exam item.
const DRAWABLE = [eq(questions.active, 1), eq(questions.pool, "practice")];

// Every group is one format family (or the one format asked for), split as the mix says.
function groupsFor(req: DrawRequest): Group[] {
  const filter = req.formats ?? { kind: "mix" };
  return [...familyQuotas(req.count, filter)]
    .filter(([, n]) => n > 0)
    .flatMap(([family, count]) => {
      // One format seeks its own (type, …, rand_key) index; a family its (family, …) ones.
      const kind = filter.kind === "format" ? eq(questions.type, filter.format) : eq(questions.family, family);
      return familyGroups(req, count).map((g) => ({
        where: [...DRAWABLE, kind, ...g.where],
        quota: g.quota,
        family,
        familyQuota: count,
      }));
    });
}

function familyGroups(req: DrawRequest, count: number): Group[] {
  const allLevels = req.levels.length === 5;
  const level = allLevels ? [] : [inArray(questions.difficulty, req.levels.map(Number))];
  // A system filter follows the need in the (family, client_need, system, rand_key) index.
  const systems = req.system?.length ? [inArray(questions.system, req.system)] : [];
  const needs = req.clientNeed?.length ? [inArray(questions.clientNeed, req.clientNeed)] : [];
  // One format is a few dozen items: split by area, a small draw could land on an area without any.
  if (req.categoryId === null && req.formats?.kind === "format")
    return [{ where: [...needs, ...level, ...systems], quota: count }];
  if (req.categoryId === null)
    return [...allocate(count, planWeights(req.clientNeed))]
      .filter(([, n]) => n > 0)
      .map(([need, quota]) => ({ where: [eq(questions.clientNeed, need), ...systems, ...level], quota }));
  const category = [eq(questions.categoryId, req.categoryId), ...needs, ...systems];
  if (allLevels) return [{ where: category, quota: count }];
  // One index seek per level; each asks for the full count so a sparse level is topped up by the others.
  return req.levels.map((l) => ({ where: [...category, eq(questions.difficulty, l)], quota: count }));
}

/** The test plan's weights, over the client needs asked for (all eight by default), summing to 1. */
function planWeights(only?: ClientNeed[]): [ClientNeed, number][] {
  const kept = only?.length ? TEST_PLAN_WEIGHTS.filter(([need]) => only.includes(need)) : TEST_PLAN_WEIGHTS;
  const sum = kept.reduce((s, [, w]) => s + w, 0);
  return kept.map(([need, w]) => [need, w / sum]);
}

// recent: the student answered it within RECENT_DAYS. EXISTS stops at the first such answer: at most
// one index row per candidate, however often the student has seen the question.
const recentlyAnswered = (db: Query, userId: number | null, since: number) =>
  userId === null
    ? sql<number>`0`
    : sql<number>`${exists(
        db.orm
          .select({ one: sql`1`.as("one") })
          .from(answers)
          .where(and(eq(answers.userId, userId), eq(answers.questionId, questions.id), gt(answers.answeredAt, since))),
      )}`;

// Computed columns are aliased: D1 returns rows as objects, and a key such as "0" would sort first among them.
function seeks(db: Query, g: Group, userId: number | null, since: number) {
  const start = Math.floor(Math.random() * KEY_SPACE);
  const recent = recentlyAnswered(db, userId, since).as("recent");
  const seek = (from: SQL) =>
    db.orm
      .select({ id: questions.id, b: itemDifficulty.as("b"), recent })
      .from(questions)
      .where(and(...g.where, from))
      .orderBy(questions.randKey)
      .limit(g.quota * OVERSAMPLE);
  return [seek(gte(questions.randKey, start)), seek(lt(questions.randKey, start))];
}

/** The student's overall ability row (none for user 0: a draw that does not adapt reads nothing). */
export const overallAbility = (db: Query, userId: number) =>
  db.orm
    .select({ loglik: userAbility.loglik, responses: userAbility.responses })
    .from(userAbility)
    .where(and(eq(userAbility.userId, userId), eq(userAbility.area, OVERALL)));

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

type Candidate = Awaited<ReturnType<typeof seeks>[number]>[number];

/**
 * A draw as queries and a chooser, so a route can send the queries in the
 * same batch as its own reads (one round trip): `choose` takes their results
 * and gives the question ids, unseen-recently first, no duplicates, at most
 * `count`. With `req.userId` null the student's history is not read; `theta`
 * (adaptive practice) may come from the same batch.
 */
export function drawPlan(db: Query, req: DrawRequest) {
  const groups = groupsFor(req);
  const since = req.now - RECENT_DAYS * 86_400_000;
  return {
    queries: groups.flatMap((g) => seeks(db, g, req.userId, since)),
    choose: (results: Candidate[][], theta = req.theta) => choose({ ...req, theta }, groups, results),
  };
}

export async function drawQuestionIds(db: Query, req: DrawRequest): Promise<number[]> {
  const plan = drawPlan(db, req);
  return plan.choose(await db.batch(plan.queries));
}

function choose(req: DrawRequest, groups: Group[], results: Candidate[][]): number[] {
  const difficulty = new Map(results.flat().map((r) => [r.id, r.b]));
  const perGroup = groups.map((g, i) => {
    const ids = [...new Set([...results[2 * i], ...results[2 * i + 1]].map((r) => r.id))];
    return { quota: g.quota, ids: ids.slice(0, g.quota * OVERSAMPLE) };
  });
  const candidates = [...new Set(perGroup.flatMap((g) => g.ids))];
  const recent = new Set(
    req.userId === null
      ? []
      : results
          .flat()
          .filter((r) => r.recent)
          .map((r) => r.id),
  );
  const prefer = (ids: number[]) => [
    ...fit(ids.filter((id) => !recent.has(id))),
    ...fit(ids.filter((id) => recent.has(id))),
  ];
  // Adaptive: items in the desirable-difficulty window (in random order), then the nearest to it.
  const fit = (ids: number[]) => {
    const theta = req.theta;
    if (theta === undefined) return shuffle(ids);
    const items = ids.map((id) => ({ id, b: difficulty.get(id)! }));
    const inside = shuffle(items.filter((x) => inPracticeWindow(theta, x.b)));
    return [
      ...inside,
      ...rankForPractice(
        theta,
        items.filter((x) => !inPracticeWindow(theta, x.b)),
      ),
    ].map((x) => x.id);
  };
  const chosen: number[] = [];
  const taken = new Set<number>();
  const take = (id: number) => !taken.has(id) && chosen.length < req.count && (taken.add(id), chosen.push(id));
  if (req.categoryId === null && groups.length > 1)
    for (const g of perGroup) prefer(g.ids).slice(0, g.quota).forEach(take);
  else
    // A category's groups are levels within a family: each family first takes its share of the mix.
    for (const family of new Set(groups.map((g) => g.family))) {
      const ids = [...new Set(perGroup.filter((_, i) => groups[i].family === family).flatMap((g) => g.ids))];
      prefer(ids)
        .slice(0, groups.find((g) => g.family === family)!.familyQuota)
        .forEach(take);
    }
  // Fill from all candidates (a level or area with too few questions is topped up by the rest).
  prefer(candidates).forEach(take);
  return shuffle(chosen);
}
