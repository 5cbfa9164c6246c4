/**
 * The same load submitted twice: same carrier, same load number, same broker, within a day. The
 * key names the UTC day of the upload, so a unique index on it refuses parallel identical posts
 * (race-safe); the previous day is checked by a query (see services/loads/duplicates.ts).
 */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const DUPLICATE_LOAD_MESSAGE = "This load was already submitted";

export interface DuplicateKeyInput {
  userId: string;
  loadNumber: string;
  brokerEmail: string;
  /** Epoch milliseconds of the upload. */
  uploadedAt: number;
}

/** "ld-1 " and "LD-1" are one load number; the broker is its e-mail, the one field every load has. */
export function duplicateKey({ userId, loadNumber, brokerEmail, uploadedAt }: DuplicateKeyInput): string {
  const day = Math.floor(uploadedAt / DUPLICATE_WINDOW_MS);
  return [userId, loadNumber.trim().toLowerCase(), brokerEmail.trim().toLowerCase(), day].join("|");
}
