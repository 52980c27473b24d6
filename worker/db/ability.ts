// The learning engine's read side: a student's stored ability sums
// (worker/db/answers/ability.ts writes them), as posteriors with the prior.
import { and, eq } from "drizzle-orm";
import { reads, type Query } from "./query";
import { prebuilt } from "./prepared";
import { userAbility } from "./schema";
import { emptyPosterior, type Posterior } from "../../lib/irt/posterior";
import { OVERALL, toPosterior } from "../learning/ability";

/** Every area's posterior ('all' and each client-needs area the student has answered in). */
export async function loadAbilities(db: Query, userId: number): Promise<Map<string, Posterior>> {
  const rows = await db.one(
    db.orm
      .select({ area: userAbility.area, loglik: userAbility.loglik, responses: userAbility.responses })
      .from(userAbility)
      .where(eq(userAbility.userId, userId)),
  );
  return new Map(rows.map((r) => [r.area, toPosterior(r.loglik, r.responses)]));
}

const overallAbilityRow = prebuilt(["userId"], (orm, v) =>
  orm
    .select({ loglik: userAbility.loglik, responses: userAbility.responses })
    .from(userAbility)
    .where(and(eq(userAbility.userId, v.userId), eq(userAbility.area, OVERALL))),
);

/** The overall posterior (the prior alone before the first answer). */
export const overallAbilityReads = (userId: number) =>
  reads([overallAbilityRow({ userId })] as const, ([[row]]): Posterior =>
    row ? toPosterior(row.loglik, row.responses) : emptyPosterior(),
  );

export const overallAbility = (db: Query, userId: number) => db.read(overallAbilityReads(userId));
