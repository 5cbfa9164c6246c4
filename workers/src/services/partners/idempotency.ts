import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { sha256Hex } from "../accounts/tokens";
import { PARTNER_MESSAGES } from "./messages";

/** Stored answers are kept a day: long enough for any client's retries. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * Runs `work` once per (scope, key): a repeat with the same body gets the first answer back; the
 * same key with another body answers 422; a repeat while the first is still running answers 409.
 * A failed first run frees the key, so the client may retry it.
 */
export async function once(
  ctx: ServiceContext,
  args: { scope: string; key: string; body: unknown },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const db = ctx.env.DB;
  const requestHash = sha256Hex(JSON.stringify(args.body));
  const now = ctx.now();
  const claimed = await db
    .prepare(
      `INSERT INTO idempotency_keys (id, scope, key, request_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (scope, key) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), args.scope, args.key, requestHash, now, now + KEEP_MS)
    .run();
  if (claimed.meta.changes === 0) {
    const stored = await db
      .prepare(
        "SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = ?1 AND key = ?2",
      )
      .bind(args.scope, args.key)
      .first<{ request_hash: string; response_status: number | null; response_body: string | null }>();
    if (stored && stored.request_hash !== requestHash) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED", PARTNER_MESSAGES.idempotencyMismatch);
    }
    if (stored?.response_status == null || stored.response_body == null) {
      throw new AppError("CONFLICT", "A request with this Idempotency-Key is still being processed");
    }
    return { status: stored.response_status, body: stored.response_body, replayed: true };
  }
  try {
    const answer = await work();
    await db
      .prepare("UPDATE idempotency_keys SET response_status = ?3, response_body = ?4 WHERE scope = ?1 AND key = ?2")
      .bind(args.scope, args.key, answer.status, answer.body)
      .run();
    return { ...answer, replayed: false };
  } catch (error) {
    await db.prepare("DELETE FROM idempotency_keys WHERE scope = ?1 AND key = ?2").bind(args.scope, args.key).run();
    throw error;
  }
}
