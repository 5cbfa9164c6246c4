import type { WebhookDeliveryStatus } from "@truerate/domain/partners/vocabulary";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "../../../db/schema";
import { enqueueJobs } from "../../notifications/enqueue";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { webhookJob } from "./job";

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

type DeliveryRow = Pick<typeof webhookDeliveries.$inferSelect, keyof typeof DELIVERY_COLUMNS>;

function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    replays: row.replays,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** Deliveries to endpoints of the caller's environment (live or sandbox) only; `live`: not deleted either. */
function ofEnvironment(ctx: ServiceContext, partner: PartnerPrincipal, live = false) {
  const endpoints = ctx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.sandbox, partner.sandbox), live ? isNull(webhookEndpoints.disabledAt) : undefined));
  return inArray(webhookDeliveries.endpointId, endpoints);
}

/**
 * The organisation's deliveries, newest first, optionally of one status or endpoint, and only
 * those older than the delivery `before` (the last of the previous page): paging by position in
 * (created_at, id) order, so deliveries added meanwhile never shift a page.
 */
export async function listDeliveries(
  ctx: ServiceContext,
  {
    partner,
    input,
  }: {
    partner: PartnerPrincipal;
    input: {
      status?: WebhookDeliveryStatus | undefined;
      endpointId?: string | undefined;
      limit: number;
      before?: string | undefined;
    };
  },
) {
  const anchor = input.before
    ? await ctx.db
        .select({ createdAt: webhookDeliveries.createdAt, id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, input.before), eq(webhookDeliveries.organisationId, partner.organisationId)),
        )
        .get()
    : null;
  if (input.before && !anchor) {
    throw new AppError("BAD_REQUEST", PARTNER_MESSAGES.unknownDeliveryCursor);
  }
  const results = await ctx.db
    .select(DELIVERY_COLUMNS)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organisationId, partner.organisationId),
        input.status == null ? undefined : eq(webhookDeliveries.status, input.status),
        input.endpointId == null ? undefined : eq(webhookDeliveries.endpointId, input.endpointId),
        anchor
          ? or(
              lt(webhookDeliveries.createdAt, anchor.createdAt),
              and(eq(webhookDeliveries.createdAt, anchor.createdAt), lt(webhookDeliveries.id, anchor.id)),
            )
          : undefined,
        ofEnvironment(ctx, partner),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.limit);
  return results.map(deliveryView);
}

/** One delivery of the organisation with every attempt made, oldest first, replays included. */
export async function getDelivery(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  const [delivery, attempts] = await ctx.db.batch([
    ctx.db
      .select(DELIVERY_COLUMNS)
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, id),
          eq(webhookDeliveries.organisationId, partner.organisationId),
          ofEnvironment(ctx, partner),
        ),
      ),
    ctx.db
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
        and(eq(webhookDeliveryAttempts.deliveryId, id), eq(webhookDeliveries.organisationId, partner.organisationId)),
      )
      .orderBy(webhookDeliveryAttempts.attempt),
  ]);
  const row = delivery[0];
  if (!row) throw notFound(PARTNER_MESSAGES.deliveryNotFound);
  return {
    ...deliveryView(row),
    history: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      replay: attempt.round,
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      error: attempt.error,
    })),
  };
}

/**
 * Sends a delivery again from the start of the retry schedule, with the same webhook-id. Its
 * attempts and their log are kept: the replay's attempts add to them (`round_start` marks where
 * the new schedule begins). A deleted endpoint's deliveries cannot be replayed (404).
 */
export async function replayDelivery(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  const row = await ctx.db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      replays: sql`${webhookDeliveries.replays} + 1`,
      roundStart: sql`${webhookDeliveries.attempts}`,
      nextAttemptAt: new Date(ctx.now()),
      lastError: null,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.organisationId, partner.organisationId),
        ofEnvironment(ctx, partner, true),
      ),
    )
    .returning(DELIVERY_COLUMNS)
    .get();
  if (!row) throw notFound(PARTNER_MESSAGES.deliveryNotFound);
  await enqueueJobs(ctx.env.NOTIFICATIONS, [webhookJob(row.id)]);
  return deliveryView(row);
}
