import { and, eq } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { idempotencyKeys } from "../../db/schema";
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
  const requestHash = sha256Hex(JSON.stringify(args.body));
  const now = ctx.now();
  const thisKey = and(eq(idempotencyKeys.scope, args.scope), eq(idempotencyKeys.key, args.key));
  const claimed = await ctx.db
    .insert(idempotencyKeys)
    .values({
      id: crypto.randomUUID(),
      scope: args.scope,
      key: args.key,
      requestHash,
      createdAt: new Date(now),
      expiresAt: new Date(now + KEEP_MS),
    })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] });
  if (claimed.meta.changes === 0) {
    const stored = await ctx.db
      .select({
        requestHash: idempotencyKeys.requestHash,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
      })
      .from(idempotencyKeys)
      .where(thisKey)
      .get();
    if (stored && stored.requestHash !== requestHash) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED", PARTNER_MESSAGES.idempotencyMismatch);
    }
    if (stored?.responseStatus == null || stored.responseBody == null) {
      throw new AppError("CONFLICT", "A request with this Idempotency-Key is still being processed");
    }
    return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
  }
  try {
    const answer = await work();
    await ctx.db
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(thisKey);
    return { ...answer, replayed: false };
  } catch (error) {
    await ctx.db.delete(idempotencyKeys).where(thisKey);
    throw error;
  }
}
