// When an answer counts. A queued (offline) answer carries `answeredAt`, the
// moment the student answered; the server accepts it within a window: not in
// the future beyond a small clock skew, and not older than the outbox keeps
// answers. Its day, streak and trend then follow that moment, not the sync.
export const CLOCK_SKEW_MS = 5 * 60_000;
export const OFFLINE_DAYS = 14;
const OFFLINE_MS = OFFLINE_DAYS * 86_400_000;

/** Why `answeredAt` is refused at server time `now`, or null when it is accepted. */
export function answeredAtProblem(answeredAt: number, now: number): string | null {
  if (answeredAt > now + CLOCK_SKEW_MS) return "answeredAt is in the future: check the device's clock and date";
  if (answeredAt < now - OFFLINE_MS)
    return `answeredAt is more than ${OFFLINE_DAYS} days ago: answers kept offline that long are not accepted`;
  return null;
}
