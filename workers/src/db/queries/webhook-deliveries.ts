import type { WebhookDeliveryStatus } from "@truerate/domain/partners/vocabulary";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Database } from "../client";
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "../schema";

/**
 * Marks the pending deliveries of one delivery id or of one endpoint cancelled, with `reason` in
 * their log. Only pending ones: what was already sent or failed stays as it was.
 */
export function cancelPendingDeliveries(
  db: Database,
  { by, reason }: { by: { id: string } | { endpointId: string }; reason: string },
) {
  const which = "id" in by ? eq(webhookDeliveries.id, by.id) : eq(webhookDeliveries.endpointId, by.endpointId);
  return db
    .update(webhookDeliveries)
    .set({ status: "cancelled", nextAttemptAt: null, lastError: reason })
    .where(and(which, eq(webhookDeliveries.status, "pending")));
}

/** The delivery with its endpoint's URL, secrets and state, as an attempt reads it. */
export function deliveryForAttempt(db: Database, deliveryId: string) {
  return db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      payload: webhookDeliveries.payload,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      replays: webhookDeliveries.replays,
      roundStart: webhookDeliveries.roundStart,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .get();
}

/**
 * An attempt's two statements, for one batch: its log row, and the delivery's new state guarded by
 * the attempt count it read (of two jobs of one delivery that raced, only the first changes a row).
 */
export function recordAttemptStatements(
  db: Database,
  input: {
    deliveryId: string;
    readAttempts: number;
    attempt: typeof webhookDeliveryAttempts.$inferInsert;
    changes: SQLiteUpdateSetSource<typeof webhookDeliveries>;
  },
) {
  return [
    db.insert(webhookDeliveryAttempts).values(input.attempt).onConflictDoNothing(),
    db
      .update(webhookDeliveries)
      .set(input.changes)
      .where(
        and(
          eq(webhookDeliveries.id, input.deliveryId),
          eq(webhookDeliveries.status, "pending"),
          eq(webhookDeliveries.attempts, input.readAttempts),
        ),
      ),
  ] as const;
}

/** Pending deliveries due since before `dueBefore` (their queue job went missing). */
export function stalledDeliveryIds(db: Database, { dueBefore, limit }: { dueBefore: number; limit: number }) {
  return db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lt(webhookDeliveries.nextAttemptAt, new Date(dueBefore))))
    .limit(limit);
}

/** The columns a delivery's view reads. */
const DELIVERY_COLUMNS = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventType: webhookDeliveries.eventType,
  payload: webhookDeliveries.payload,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  replays: webhookDeliveries.replays,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

export type DeliveryRow = Pick<typeof webhookDeliveries.$inferSelect, keyof typeof DELIVERY_COLUMNS>;

/** Whose deliveries a partner reads: its organisation's, to endpoints of its environment (live or sandbox). */
interface DeliveryOwner {
  organisationId: string;
  sandbox: boolean;
}

/** Deliveries to endpoints of the owner's environment only; `live`: not deleted either. */
function ofEnvironment(db: Database, owner: DeliveryOwner, live = false) {
  const endpoints = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.sandbox, owner.sandbox), live ? isNull(webhookEndpoints.disabledAt) : undefined));
  return inArray(webhookDeliveries.endpointId, endpoints);
}

/** Where the delivery `id` of the organisation sits in (created_at, id) order: a page's cursor. */
export function deliveryPosition(db: Database, { id, organisationId }: { id: string; organisationId: string }) {
  return db
    .select({ createdAt: webhookDeliveries.createdAt, id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.organisationId, organisationId)))
    .get();
}

/** A page of the owner's deliveries, newest first, older than `anchor` when given. */
export function deliveriesPage(
  db: Database,
  input: {
    owner: DeliveryOwner;
    status?: WebhookDeliveryStatus | undefined;
    endpointId?: string | undefined;
    anchor: { createdAt: Date; id: string } | null | undefined;
    limit: number;
  },
): Promise<DeliveryRow[]> {
  const { owner, anchor } = input;
  return db
    .select(DELIVERY_COLUMNS)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organisationId, owner.organisationId),
        input.status == null ? undefined : eq(webhookDeliveries.status, input.status),
        input.endpointId == null ? undefined : eq(webhookDeliveries.endpointId, input.endpointId),
        anchor
          ? or(
              lt(webhookDeliveries.createdAt, anchor.createdAt),
              and(eq(webhookDeliveries.createdAt, anchor.createdAt), lt(webhookDeliveries.id, anchor.id)),
            )
          : undefined,
        ofEnvironment(db, owner),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.limit);
}

/** One delivery of the owner and every attempt made at it, oldest first, in one batch. */
export async function deliveryWithAttempts(db: Database, { owner, id }: { owner: DeliveryOwner; id: string }) {
  const [delivery, attempts] = await db.batch([
    db
      .select(DELIVERY_COLUMNS)
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, id),
          eq(webhookDeliveries.organisationId, owner.organisationId),
          ofEnvironment(db, owner),
        ),
      ),
    db
      .select({
        attempt: webhookDeliveryAttempts.attempt,
        round: webhookDeliveryAttempts.round,
        attemptedAt: webhookDeliveryAttempts.attemptedAt,
        statusCode: webhookDeliveryAttempts.statusCode,
        error: webhookDeliveryAttempts.error,
      })
      .from(webhookDeliveryAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookDeliveryAttempts.deliveryId))
      .where(
        and(eq(webhookDeliveryAttempts.deliveryId, id), eq(webhookDeliveries.organisationId, owner.organisationId)),
      )
      .orderBy(webhookDeliveryAttempts.attempt),
  ]);
  return { delivery: delivery[0], attempts };
}

/** A new round of the retry schedule for a delivery to a live endpoint of the owner, from `now`. */
export function restartDelivery(db: Database, { owner, id, now }: { owner: DeliveryOwner; id: string; now: number }) {
  return db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      replays: sql`${webhookDeliveries.replays} + 1`,
      roundStart: sql`${webhookDeliveries.attempts}`,
      nextAttemptAt: new Date(now),
      lastError: null,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.organisationId, owner.organisationId),
        ofEnvironment(db, owner, true),
      ),
    )
    .returning(DELIVERY_COLUMNS)
    .get();
}
