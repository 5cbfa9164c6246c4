import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { paymentEvents, subscriptionCheckouts, subscriptions, users } from "../schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type SubscriptionState = Pick<SubscriptionRow, "status" | "currentPeriodEnd" | "cancelAtPeriodEnd">;

/** The columns of a user that billing reads: never the password hash or any token. */
const billingColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  isAdmin: users.isAdmin,
  companyName: users.companyName,
  stripeCustomerId: users.stripeCustomerId,
  /** The provider id of the user's current subscription (Stripe's or the offline provider's). */
  currentSubscriptionId: users.stripeSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPeriodEnd: users.subscriptionPeriodEnd,
  hasPaidSubscription: users.hasPaidSubscription,
};

export async function findBillingUser(db: Database, userId: string) {
  const [user] = await db.select(billingColumns).from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** The user who is this Stripe customer. */
export async function userIdOfStripeCustomer(db: Database, customerId: string): Promise<string | null> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return owner?.id ?? null;
}

export async function paymentEventSeen(db: Database, eventId: string): Promise<boolean> {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
  return Boolean(seen);
}

/** An event row; `keepFirst` leaves an existing row of the same id alone instead of failing. */
export function insertPaymentEvent(
  db: Database,
  { keepFirst, ...values }: typeof paymentEvents.$inferInsert & { keepFirst?: boolean },
) {
  const insert = db.insert(paymentEvents).values(values);
  return keepFirst ? insert.onConflictDoNothing() : insert;
}

export async function findSubscription(
  db: Database,
  { provider, providerSubscriptionId }: Pick<SubscriptionRow, "provider" | "providerSubscriptionId">,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  return row;
}

/** The subscription row of a provider's subscription, created or brought to its new state. */
export function upsertSubscription(
  db: Database,
  row: typeof subscriptions.$inferInsert &
    SubscriptionState &
    Pick<SubscriptionRow, "plan" | "priceCents" | "updatedAt">,
) {
  const { status, currentPeriodEnd, cancelAtPeriodEnd, plan, priceCents, updatedAt } = row;
  return db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: { status, currentPeriodEnd, cancelAtPeriodEnd, plan, priceCents, updatedAt },
    });
}

/** The user's row for one of their subscriptions, by the provider's id. */
export async function findOwnSubscription(
  db: Database,
  { userId, providerSubscriptionId }: { userId: string; providerSubscriptionId: string },
) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  return row ?? null;
}

/** The user's open offline attempt at `plan` made after `since` (a retried checkout pays it). */
export async function openOfflineAttempt(
  db: Database,
  { userId, plan, since }: { userId: string; plan: SubscriptionRow["plan"]; since: Date },
): Promise<SubscriptionRow | undefined> {
  const [open] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, "offline"),
        eq(subscriptions.status, "incomplete"),
        eq(subscriptions.plan, plan),
        gt(subscriptions.createdAt, since),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return open;
}

/** Offline subscriptions whose period ended by `now`, or whose first payment was left open since `incompleteBefore`. */
export async function dueOfflineSubscriptionIds(
  db: Database,
  { now, incompleteBefore, limit }: { now: Date; incompleteBefore: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, "offline"),
        or(
          and(inArray(subscriptions.status, ["active", "trialing"]), lte(subscriptions.currentPeriodEnd, now)),
          and(eq(subscriptions.status, "incomplete"), lte(subscriptions.createdAt, incompleteBefore)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.providerSubscriptionId);
}

export function readCheckout(db: Database, userId: string) {
  return db.select().from(subscriptionCheckouts).where(eq(subscriptionCheckouts.userId, userId));
}

/**
 * Takes the user's checkout claim, answering its idempotency key, or nothing while another call
 * holds it: a pending claim claimed before `staleBefore` is taken over, a done one after
 * `replayBefore` or for another question is replaced.
 */
export async function claimCheckout(
  db: Database,
  input: {
    userId: string;
    idempotencyKey: string;
    requestHash: string;
    now: number;
    staleBefore: number;
    replayBefore: number;
  },
): Promise<string | null> {
  const [claimed] = await db
    .insert(subscriptionCheckouts)
    .values({
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      state: "pending",
      response: null,
      claimedAt: new Date(input.now),
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
      setWhere: sql`("state" = 'pending' AND "claimed_at" < ${input.staleBefore}) OR ("state" = 'done' AND ("request_hash" <> excluded."request_hash" OR "claimed_at" < ${input.replayBefore}))`,
    })
    .returning({ idempotencyKey: subscriptionCheckouts.idempotencyKey });
  return claimed?.idempotencyKey ?? null;
}

const heldClaim = ({ userId, key }: { userId: string; key: string }) =>
  and(eq(subscriptionCheckouts.userId, userId), eq(subscriptionCheckouts.idempotencyKey, key));

export function finishCheckout(
  db: Database,
  { response, ...claim }: { userId: string; key: string; response: unknown },
) {
  return db
    .update(subscriptionCheckouts)
    .set({ state: "done", response, claimedAt: new Date() })
    .where(heldClaim(claim));
}

export function releaseCheckout(db: Database, claim: { userId: string; key: string }) {
  return db.delete(subscriptionCheckouts).where(heldClaim(claim));
}
