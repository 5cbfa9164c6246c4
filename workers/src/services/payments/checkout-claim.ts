import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { subscriptionCheckouts } from "../../db/schema";
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
  userId: string,
  request: unknown,
  open: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const requestHash = sha256Hex(JSON.stringify(request));
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const key = await claim(ctx, userId, requestHash);
    if (key) return finish(ctx, userId, key, open);

    const [row] = await ctx.db.select().from(subscriptionCheckouts).where(eq(subscriptionCheckouts.userId, userId));
    if (row?.state === "done" && row.requestHash === requestHash) return row.response as T;
    await sleep(POLL_MS);
  }
  throw new AppError("CONFLICT", PAYMENT_MESSAGES.checkoutInProgress);
}

/** The idempotency key of the claim this call now holds, or null when another call holds it. */
async function claim(ctx: ServiceContext, userId: string, requestHash: string): Promise<string | null> {
  const now = Date.now();
  const [claimed] = await ctx.db
    .insert(subscriptionCheckouts)
    .values({
      userId,
      idempotencyKey: `subscription-${userId}-${crypto.randomUUID()}`,
      requestHash,
      state: "pending",
      response: null,
      claimedAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: subscriptionCheckouts.userId,
      set: {
        // Taking over a dead claim for the same question keeps its key: the provider then answers
        // the subscription the dead request may have opened instead of opening another.
        idempotencyKey: sql`CASE WHEN "state" = 'pending' AND "request_hash" = excluded."request_hash" THEN "idempotency_key" ELSE excluded."idempotency_key" END`,
        requestHash: sql`excluded."request_hash"`,
        state: "pending",
        response: null,
        claimedAt: sql`excluded."claimed_at"`,
      },
      setWhere: sql`("state" = 'pending' AND "claimed_at" < ${now - STALE_CLAIM_MS}) OR ("state" = 'done' AND ("request_hash" <> excluded."request_hash" OR "claimed_at" < ${now - REPLAY_WINDOW_MS}))`,
    })
    .returning({ idempotencyKey: subscriptionCheckouts.idempotencyKey });
  return claimed?.idempotencyKey ?? null;
}

async function finish<T>(
  ctx: ServiceContext,
  userId: string,
  key: string,
  open: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const mine = and(eq(subscriptionCheckouts.userId, userId), eq(subscriptionCheckouts.idempotencyKey, key));
  try {
    const result = await open(key);
    await ctx.db
      .update(subscriptionCheckouts)
      .set({ state: "done", response: result, claimedAt: new Date() })
      .where(mine);
    return result;
  } catch (error) {
    // A refused attempt is not replayed: the next call (another card, say) tries afresh.
    await ctx.db.delete(subscriptionCheckouts).where(mine);
    throw error;
  }
}
