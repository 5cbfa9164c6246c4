import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storedIdempotentAnswer,
  storeIdempotentAnswer,
} from "../../db/queries/partners";
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
  { work, ...args }: { scope: string; key: string; body: unknown; work: () => Promise<StoredAnswer> },
): Promise<StoredAnswer & { replayed: boolean }> {
  const requestHash = sha256Hex(JSON.stringify(args.body));
  const now = ctx.now();
  const id = { scope: args.scope, key: args.key };
  const claimed = await claimIdempotencyKey(ctx.db, { ...id, requestHash, now, expiresAt: now + KEEP_MS });
  if (!claimed) {
    const stored = await storedIdempotentAnswer(ctx.db, id);
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
    await storeIdempotentAnswer(ctx.db, { ...id, answer });
    return { ...answer, replayed: false };
  } catch (error) {
    await releaseIdempotencyKey(ctx.db, id);
    throw error;
  }
}
