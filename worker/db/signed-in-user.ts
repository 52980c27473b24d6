// The signed-in user a session cookie's claims name: no row when the session
// was revoked or has expired. Hot routes read it in their own first batch.
import { and, eq, gt, isNull } from "drizzle-orm";
import { reads, type Reads } from "./query";
import { prebuilt, type RowOf } from "./prepared";
import { authSessions, users } from "./schema";
import type { SessionClaims, SessionUser } from "../auth/types";

const signedInUserQuery = prebuilt(["sid", "userId", "now"], (orm, v) =>
  orm
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
        eq(authSessions.id, v.sid),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, v.now),
        eq(users.id, v.userId),
      ),
    ),
);

export const signedInUser = (claims: SessionClaims, now: number) =>
  signedInUserQuery({ sid: claims.sid, userId: claims.userId, now });

export type SignedInRow = RowOf<typeof signedInUser>;

export const userOfClaims = (claims: SessionClaims, row: SignedInRow | undefined): SessionUser | null =>
  row ? { ...row, sessionId: claims.sid } : null;

/** The signed-in user as a loader's reads, so that a page can send the check in its own batch. */
export const signedInUserReads = (claims: SessionClaims, now: number): Reads<SessionUser | null> =>
  reads([signedInUser(claims, now)] as const, ([rows]) => userOfClaims(claims, rows[0]));
