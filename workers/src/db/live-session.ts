// The session check a signed-in read carries in its own statement (services/loads/search.ts).

/**
 * A condition that holds only while session `?first` is live at `?first+1` (epoch ms). A statement
 * batched with the session lookup puts it in its LIMIT (`CASE WHEN … THEN n ELSE 0 END`): SQLite
 * computes the limit before it reads a row and reads none at 0, so a forged or expired cookie costs
 * no more than the lookup. (In the WHERE clause, SQLite would test it on every row it scanned.)
 */
export function liveSessionCondition(first: number): string {
  return `EXISTS (SELECT 1 FROM sessions WHERE id = ?${first} AND expires_at > ?${first + 1})`;
}

/** What a batched statement needs to carry liveSessionCondition. */
export interface LiveSession {
  sessionId: string;
  now: number;
}
