import type { WebhookDeliveryStatus } from "@truerate/domain/partners/vocabulary";
import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import {
  type DeliveryRow,
  deliveriesPage,
  deliveryPosition,
  deliveryWithAttempts,
  restartDelivery,
} from "../../../db/queries/webhook-deliveries";
import { enqueueJobs } from "../../notifications/enqueue";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { webhookJob } from "./job";

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
    ? await deliveryPosition(ctx.db, { id: input.before, organisationId: partner.organisationId })
    : null;
  if (input.before && !anchor) {
    throw new AppError("BAD_REQUEST", PARTNER_MESSAGES.unknownDeliveryCursor);
  }
  // Deliveries to endpoints of the caller's environment (live or sandbox) only.
  const results = await deliveriesPage(ctx.db, {
    owner: partner,
    status: input.status,
    endpointId: input.endpointId,
    anchor,
    limit: input.limit,
  });
  return results.map(deliveryView);
}

/** One delivery of the organisation with every attempt made, oldest first, replays included. */
export async function getDelivery(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  const { delivery: row, attempts } = await deliveryWithAttempts(ctx.db, { owner: partner, id });
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
  // A deleted endpoint's deliveries are not found: only live endpoints' restart.
  const row = await restartDelivery(ctx.db, { owner: partner, id, now: ctx.now() });
  if (!row) throw notFound(PARTNER_MESSAGES.deliveryNotFound);
  await enqueueJobs(ctx.env.NOTIFICATIONS, [webhookJob(row.id)]);
  return deliveryView(row);
}
