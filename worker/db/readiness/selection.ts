// The reads that choose a readiness exam's next item (the choice itself is in
// worker/learning/readiness-selection.ts and lib/irt). Hand-written SQL where
// the plan matters: the nearest unseen items are a seek on the index
// (active, pool, family, client_need, difficulty expression), read TIE_POOL at
// a time and tie-broken at random, so students near the same θ do not all get
// the same items.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Query } from "../query";
import { caseStudies, questions, readinessSeen } from "../schema";
import { itemDifficulty } from "../pool-access";
import { bare, idSet, qualified } from "../columns";
import type { ClientNeed } from "../../../lib/categories";
import type { FormatFamily } from "../../../lib/formats/names";

const NEAREST = 5; // candidates on each side of the estimate
const TIE_POOL = 40; // nearest items read per side: random tie-breaking stays bounded work
const REUSE_WINDOW = 10; // repeats: the nearest to the estimate among this many least recently seen

const notUsed = (used: number[]) => (used.length ? sql`${questions.id} NOT IN ${idSet(used)}` : undefined);
const unseenBy = (userId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${readinessSeen} WHERE ${readinessSeen.userId} = ${userId} AND ${readinessSeen.questionId} = ${questions.id})`;

/** The NEAREST unseen stand-alone pool items of a family and area on one side of θ, ties broken at random. */
export function nearestUnseen(
  db: Query,
  userId: number,
  family: FormatFamily,
  area: ClientNeed,
  theta: number,
  side: "above" | "below",
  used: number[],
) {
  const near = db.orm
    .select({ id: questions.id, b: itemDifficulty.as("b") })
    .from(questions)
    .where(
      and(
        eq(questions.active, 1),
        eq(questions.pool, "readiness"),
        eq(questions.family, family),
        eq(questions.clientNeed, area),
        side === "above" ? sql`${itemDifficulty} >= ${theta}` : sql`${itemDifficulty} < ${theta}`,
        notUsed(used),
        unseenBy(userId),
      ),
    )
    .orderBy(side === "above" ? asc(itemDifficulty) : sql`${itemDifficulty} DESC`)
    .limit(TIE_POOL)
    .as("near");
  return db.orm
    .select({ id: near.id, b: near.b })
    .from(near)
    .orderBy(side === "above" ? asc(near.b) : sql`${near.b} DESC`, sql`random()`)
    .limit(NEAREST);
}

/** Repeats, once the student has seen the whole pool: their least recently seen items in an area. */
export const leastRecentlySeen = (db: Query, userId: number, area: ClientNeed, used: number[]) =>
  db.orm
    .select({ id: questions.id, b: itemDifficulty.as("b") })
    .from(readinessSeen)
    .innerJoin(questions, eq(questions.id, readinessSeen.questionId))
    .where(
      and(
        eq(readinessSeen.userId, userId),
        eq(readinessSeen.area, area),
        sql`${questions.clientNeed} = ${readinessSeen.area}`,
        eq(questions.active, 1),
        eq(questions.pool, "readiness"),
        notUsed(used),
      ),
    )
    .orderBy(readinessSeen.seenAt)
    .limit(REUSE_WINDOW);

/** The item of `step` in a case, with whether the student has seen it. */
export const caseStepItem = (db: Query, userId: number, caseId: number, step: number) =>
  db.orm
    .select({
      id: questions.id,
      area: questions.clientNeed,
      b: itemDifficulty.as("b"),
      seen: sql<number>`EXISTS (SELECT 1 FROM ${readinessSeen} WHERE ${qualified(readinessSeen.userId)} = ${userId} AND ${qualified(readinessSeen.questionId)} = ${qualified(questions.id)})`.as(
        "seen",
      ),
    })
    .from(questions)
    .where(and(eq(questions.caseId, caseId), eq(questions.caseStep, step), eq(questions.active, 1)));

/** Every readiness case this exam has not used (a dozen or so rows), each with its items' areas and how it stands. */
export const unusedCases = (db: Query, userId: number, theta: number, usedCases: number[]) =>
  db.orm
    .select({
      id: caseStudies.id,
      seen: sql<number>`EXISTS (SELECT 1 FROM ${readinessSeen} JOIN ${questions} ON ${qualified(questions.id)} = ${qualified(readinessSeen.questionId)}
        WHERE ${qualified(readinessSeen.userId)} = ${userId} AND ${qualified(questions.caseId)} = ${qualified(caseStudies.id)})`.as(
        "seen",
      ),
      sameCategory: usedCases.length
        ? sql<number>`${qualified(caseStudies.categoryId)} IN (SELECT used.${bare(caseStudies.categoryId)} FROM ${caseStudies} used WHERE used.${bare(caseStudies.id)} IN (${sql.join(
            usedCases.map((id) => sql`${id}`),
            sql`, `,
          )}))`.as("same_category")
        : sql<number>`0`.as("same_category"),
      distance: sql<number>`abs(${caseStudies.difficulty} - ${theta})`.as("distance"),
      areas: sql<string | null>`(SELECT group_concat(${qualified(questions.clientNeed)}, '|') FROM ${questions}
        WHERE ${qualified(questions.caseId)} = ${qualified(caseStudies.id)} AND ${qualified(questions.active)} = 1)`.as(
        "areas",
      ),
    })
    .from(caseStudies)
    .where(
      and(
        eq(caseStudies.active, 1),
        eq(caseStudies.pool, "readiness"),
        usedCases.length ? sql`${caseStudies.id} NOT IN ${idSet(usedCases)}` : undefined,
      ),
    );
