// The signed-in student as the session cookie and the users table give them.
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  examDate: string | null;
  timeZone: string;
  sessionId: string;
}

/** Who the cookie names, once its signature and expiry check out (no database read yet). */
export interface SessionClaims {
  sid: string;
  userId: number;
}
