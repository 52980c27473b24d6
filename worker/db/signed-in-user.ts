// The signed-in user a session cookie's claims name: no row when the session
// was revoked or has expired. Hot routes read it in their own first batch.
import { and, eq, gt, isNull } from "drizzle-orm";
import { reads, type Query, type Reads } from "./query";
import { authSessions, users } from "./schema";
import type { SessionClaims, SessionUser } from "../auth/types";

export const signedInUser = (db: Query, claims: SessionClaims, now: number) =>
  db.orm
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      examDate: users.examDate,
      timeZone: users.timeZone,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, claims.sid),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(users.id, claims.userId),
      ),
    );

export type SignedInRow = Awaited<ReturnType<typeof signedInUser>>[number];

export const userOfClaims = (claims: SessionClaims, row: SignedInRow | undefined): SessionUser | null =>
  row ? { ...row, sessionId: claims.sid } : null;

/** The signed-in user as a loader's reads, so that a page can send the check in its own batch. */
export const signedInUserReads = (db: Query, claims: SessionClaims, now: number): Reads<SessionUser | null> =>
  reads([signedInUser(db, claims, now)] as const, ([rows]) => userOfClaims(claims, rows[0]));
