// What decides whether a student's next readiness exam can be scored: the
// pool's stand-alone items per area (counted by the seed), the student's seen
// ones per area, and the readiness cases none of whose items they have seen.
// O(areas + the student's seen pool items), never the pool or their history.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Query } from "../query";
import { caseStudies, questions, readinessPoolCounts, readinessSeen } from "../schema";
import { CLIENT_NEEDS } from "../../../lib/categories";
import type { AreaCounts, Unseen } from "../../../lib/readiness-capacity";

export const capacityReads = (db: Query, userId: number) =>
  [
    db.orm.select({ area: readinessPoolCounts.area, items: readinessPoolCounts.items }).from(readinessPoolCounts),
    db.orm
      .select({ area: questions.clientNeed, seen: sql<number>`count(*)`.as("seen") })
      .from(readinessSeen)
      .innerJoin(questions, eq(questions.id, readinessSeen.questionId))
      .where(
        and(
          eq(readinessSeen.userId, userId),
          eq(questions.active, 1),
          eq(questions.pool, "readiness"),
          isNull(questions.caseId),
        ),
      )
      .groupBy(questions.clientNeed),
    db.orm
      .select({ cases: sql<number>`count(*)`.as("cases") })
      .from(caseStudies)
      .where(
        and(
          eq(caseStudies.active, 1),
          eq(caseStudies.pool, "readiness"),
          sql`NOT EXISTS (SELECT 1 FROM ${readinessSeen} JOIN ${questions} ON ${questions.id} = ${readinessSeen.questionId}
                WHERE ${readinessSeen.userId} = ${userId} AND ${questions.caseId} = ${caseStudies.id})`,
        ),
      ),
  ] as const;

type Reads = readonly [{ area: string; items: number }[], { area: string; seen: number }[], { cases: number }[]];

export function unseenOf([pool, seen, cases]: Reads): Unseen {
  const items = Object.fromEntries(
    CLIENT_NEEDS.map((a) => [
      a,
      Math.max(0, (pool.find((p) => p.area === a)?.items ?? 0) - (seen.find((s) => s.area === a)?.seen ?? 0)),
    ]),
  ) as AreaCounts;
  return { items, cases: cases[0]?.cases ?? 0 };
}

export const unseenPool = async (db: Query, userId: number) => unseenOf(await db.batch(capacityReads(db, userId)));
