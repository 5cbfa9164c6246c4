import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { claimCheckout, finishCheckout, readCheckout, releaseCheckout } from "../../db/queries/payments";
import { sha256Hex } from "../accounts/tokens";
import { PAYMENT_MESSAGES } from "./errors";

/** A pending claim older than this belongs to a request that died; the next call takes it over. */
const STALE_CLAIM_MS = 60_000;
/** How long a finished checkout answers the calls that raced it with the same question. */
const REPLAY_WINDOW_MS = 60_000;
/** How long a call waits for the checkout another call of the same user is running. */
const WAIT_MS = 25_000;
const POLL_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `open` for the user only while holding the user's checkout claim (the table's primary key
 * is the user), so parallel subscribe calls make one provider call with one idempotency key; the
 * others wait and answer the same result. Wall-clock time, not `instantOf(ctx)`: this is about requests
 * in flight, not the billing calendar.
 */
export async function serialisedCheckout<T>(
  ctx: ServiceContext,
  { userId, request, open }: { userId: string; request: unknown; open: (idempotencyKey: string) => Promise<T> },
): Promise<T> {
  const requestHash = sha256Hex(JSON.stringify(request));
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const key = await claim(ctx, userId, requestHash);
    if (key) return finish(ctx, userId, key, open);

    const [row] = await readCheckout(ctx.db, userId);
    if (row?.state === "done" && row.requestHash === requestHash) return row.response as T;
    await sleep(POLL_MS);
  }
  throw new AppError("CONFLICT", PAYMENT_MESSAGES.checkoutInProgress);
}

/** The idempotency key of the claim this call now holds, or null when another call holds it. */
async function claim(ctx: ServiceContext, userId: string, requestHash: string): Promise<string | null> {
  const now = Date.now();
  // Taking over a dead claim for the same question keeps its key (db/queries/payments.ts).
  return claimCheckout(ctx.db, {
    userId,
    idempotencyKey: `subscription-${userId}-${crypto.randomUUID()}`,
    requestHash,
    now,
    staleBefore: now - STALE_CLAIM_MS,
    replayBefore: now - REPLAY_WINDOW_MS,
  });
}

async function finish<T>(
  ctx: ServiceContext,
  userId: string,
  key: string,
  open: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  try {
    const result = await open(key);
    await finishCheckout(ctx.db, { userId, key, response: result });
    return result;
  } catch (error) {
    // A refused attempt is not replayed: the next call (another card, say) tries afresh.
    await releaseCheckout(ctx.db, { userId, key });
    throw error;
  }
}
