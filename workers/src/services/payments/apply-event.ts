import { isEntitledStatus } from "@truerate/domain/access";
import { PLAN_PRICE_CENTS, planForUserType } from "@truerate/domain/plans";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../../core/service-context";
import { updateUser } from "../../db/queries/accounts";
import {
  findSubscription,
  insertPaymentEvent,
  paymentEventSeen,
  upsertSubscription,
  userIdOfStripeCustomer,
} from "../../db/queries/payments";
import { runBatch } from "../../db/run-batch";
import { auditRecord } from "../audit/audit";
import { activationMail, queueActivationMail } from "./activation-mail";
import { loadBillingUser } from "./billing-user";
import { instantOf } from "./clock";
import { type SubscriptionEvent, type SubscriptionSnapshot, SYNC_EVENT_TYPE } from "./provider";

export type ApplyOutcome =
  | { outcome: "applied"; userId: string; activated: boolean }
  | { outcome: "duplicate" | "unchanged" | "unmatched"; userId: string | null; activated: false };

/**
 * The one code path that changes subscription state, for both providers. In one D1 batch (a
 * transaction): the event row (its primary key makes a replay fail the whole batch, so a replay
 * changes nothing), the subscription row, the user's status columns and an audit row.
 */
export async function applySubscriptionEvent(
  ctx: ServiceContext,
  input: { event: SubscriptionEvent },
): Promise<ApplyOutcome> {
  const db = ctx.db;
  const now = instantOf(ctx);
  const { event } = input;
  const snapshot = event.subscription;

  if (await paymentEventSeen(db, event.id)) return { outcome: "duplicate", userId: null, activated: false };

  const existing = await findSubscription(db, snapshot);
  if (event.type === SYNC_EVENT_TYPE && existing && sameState(existing, snapshot)) {
    return { outcome: "unchanged", userId: existing.userId, activated: false };
  }

  const storedEvent = {
    id: event.id,
    provider: event.provider,
    type: event.type,
    // The column is NOT NULL: an event without a body is kept as an empty object.
    payload: event.payload ?? {},
    receivedAt: now,
  };
  const userId = existing?.userId ?? (await resolveUserId(ctx, snapshot));
  const user = userId ? await loadBillingUser(ctx, userId) : null;
  if (!user) {
    // Kept (unprocessed) so it can be inspected, and so its replay is recognised too.
    await insertPaymentEvent(db, { ...storedEvent, keepFirst: true });
    ctx.logger.warn("payment_event_unmatched", { eventId: event.id, subscription: snapshot.providerSubscriptionId });
    return { outcome: "unmatched", userId: null, activated: false };
  }

  const plan = snapshot.plan ?? existing?.plan ?? planForUserType(user.userType);
  const priceCents = snapshot.priceCents ?? existing?.priceCents ?? PLAN_PRICE_CENTS[plan];
  const rowId = existing?.id ?? crypto.randomUUID();
  const entitled = isEntitledStatus(snapshot.status);
  const wasEntitled = isEntitledStatus(user.subscriptionStatus);
  // The user's columns follow the subscription they point at, except that a user with access is
  // never moved onto another subscription that grants none (a stale, abandoned attempt).
  const mirror = user.currentSubscriptionId === snapshot.providerSubscriptionId || !wasEntitled || entitled;
  const activated = mirror && entitled && !wasEntitled;

  const state = {
    status: snapshot.status,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
  };
  const statements: BatchItem<"sqlite">[] = [
    insertPaymentEvent(db, { ...storedEvent, processedAt: now }),
    upsertSubscription(db, {
      id: rowId,
      userId: user.id,
      provider: snapshot.provider,
      providerCustomerId: snapshot.providerCustomerId,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      plan,
      priceCents,
      ...state,
      createdAt: now,
      updatedAt: now,
    }),
    auditRecord(ctx, {
      actorUserId: ctx.actor?.userId,
      action: `subscription.${event.type}`,
      entityType: "subscription",
      entityId: rowId,
      details: {
        eventId: event.id,
        provider: snapshot.provider,
        providerSubscriptionId: snapshot.providerSubscriptionId,
        from: existing?.status ?? null,
        to: snapshot.status,
        currentPeriodEnd: snapshot.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        userUpdated: mirror,
      },
      at: now,
    }),
  ];
  if (mirror) {
    statements.push(
      updateUser(db, {
        userId: user.id,
        changes: {
          stripeSubscriptionId: snapshot.providerSubscriptionId,
          subscriptionStatus: snapshot.status,
          subscriptionPeriodEnd: snapshot.currentPeriodEnd,
          hasPaidSubscription: entitled,
        },
      }),
    );
  }

  try {
    await runBatch(db, statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    // The same event applied concurrently: the first one won, and this one changed nothing.
    if (isDuplicateEvent(error)) return { outcome: "duplicate", userId: user.id, activated: false };
    throw error;
  }

  if (activated) {
    const mail = activationMail({
      to: user.email,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      plan,
      priceCents,
      currentPeriodEnd: snapshot.currentPeriodEnd,
    });
    await queueActivationMail(ctx, mail);
  }
  return { outcome: "applied", userId: user.id, activated };
}

/** Applies events in order; the outcome of each is returned. */
export async function applySubscriptionEvents(ctx: ServiceContext, events: SubscriptionEvent[]) {
  const outcomes: ApplyOutcome[] = [];
  for (const event of events) outcomes.push(await applySubscriptionEvent(ctx, { event }));
  return outcomes;
}

function sameState(
  row: { status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean },
  snapshot: SubscriptionSnapshot,
): boolean {
  return (
    row.status === snapshot.status &&
    row.cancelAtPeriodEnd === snapshot.cancelAtPeriodEnd &&
    (row.currentPeriodEnd?.getTime() ?? null) === (snapshot.currentPeriodEnd?.getTime() ?? null)
  );
}

/** A subscription we have no row for yet: the user id we recorded with the provider, or its customer. */
async function resolveUserId(ctx: ServiceContext, snapshot: SubscriptionSnapshot): Promise<string | null> {
  if (snapshot.userId) {
    const user = await loadBillingUser(ctx, snapshot.userId);
    // Metadata is ours, but a user id must also own the customer before it is believed.
    if (user && (snapshot.provider !== "stripe" || user.stripeCustomerId === snapshot.providerCustomerId))
      return user.id;
  }
  if (snapshot.provider !== "stripe") return null;
  return userIdOfStripeCustomer(ctx.db, snapshot.providerCustomerId);
}

function isDuplicateEvent(error: unknown): boolean {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return messages.some((message) => /UNIQUE constraint failed: payment_events\.id/.test(message));
}
