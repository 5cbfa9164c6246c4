import type { WebhookDeliveryStatus } from "@truerate/domain/partners/vocabulary";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { webhookDeliveries } from "../../../db/schema";
import { enqueueJobs } from "../../notifications/enqueue";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { sandboxFlag } from "./endpoints";
import { webhookJob } from "./job";

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_type: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  replays: number;
  next_attempt_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    status: row.status,
    attempts: row.attempts,
    replays: row.replays,
    nextAttemptAt: iso(row.next_attempt_at),
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    deliveredAt: iso(row.delivered_at),
  };
}

const DELIVERY_COLUMNS = `id, endpoint_id, event_type, payload, status, attempts, replays, next_attempt_at, last_status_code,
  last_error, created_at, delivered_at`;
const SELECT_DELIVERY = `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries`;

/** Deliveries to endpoints of the caller's environment (live or sandbox) only. */
const OF_ENVIRONMENT = (flag: string) => `endpoint_id IN (SELECT id FROM webhook_endpoints WHERE sandbox = ${flag})`;

/*
 * Raw, the statements below: they answer DeliveryRow by name (the view's one row shape, also the
 * replay's RETURNING), with the optional filters as `?n IS NULL OR …` on one statement text.
 */

/** Raw: a page of the organisation's deliveries, newest first, after the anchor (?5, ?6). */
const LIST_DELIVERIES_SQL = `${SELECT_DELIVERY} WHERE organisation_id = ?1 AND (?2 IS NULL OR status = ?2) AND (?3 IS NULL OR endpoint_id = ?3)
    AND (?5 IS NULL OR created_at < ?5 OR (created_at = ?5 AND id < ?6)) AND ${OF_ENVIRONMENT("?7")}
  ORDER BY created_at DESC, id DESC LIMIT ?4`;

/** Raw: one delivery, batched with DELIVERY_ATTEMPTS_SQL. */
const DELIVERY_BY_ID_SQL = `${SELECT_DELIVERY} WHERE id = ?1 AND organisation_id = ?2 AND ${OF_ENVIRONMENT("?3")}`;

/** Raw: the delivery's attempts, oldest first, read by name as AttemptRow beside DELIVERY_BY_ID_SQL. */
const DELIVERY_ATTEMPTS_SQL = `SELECT a.attempt, a.round, a.attempted_at, a.status_code, a.error FROM webhook_delivery_attempts a
  JOIN webhook_deliveries d ON d.id = a.delivery_id
  WHERE a.delivery_id = ?1 AND d.organisation_id = ?2 ORDER BY a.attempt`;

/** Raw: the replay, from the row's own counters, answering DeliveryRow. */
const REPLAY_SQL = `UPDATE webhook_deliveries SET status = 'pending', replays = replays + 1, round_start = attempts,
    next_attempt_at = ?3, last_error = NULL
  WHERE id = ?1 AND organisation_id = ?2
    AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE disabled_at IS NULL AND sandbox = ?4)
  RETURNING ${DELIVERY_COLUMNS}`;

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
  const db = ctx.env.DB;
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
  const { results } = await db
    .prepare(LIST_DELIVERIES_SQL)
    .bind(
      partner.organisationId,
      input.status ?? null,
      input.endpointId ?? null,
      input.limit,
      anchor?.createdAt.getTime() ?? null,
      anchor?.id ?? null,
      sandboxFlag(partner),
    )
    .all<DeliveryRow>();
  return results.map(deliveryView);
}

interface AttemptRow {
  attempt: number;
  round: number;
  attempted_at: number;
  status_code: number | null;
  error: string | null;
}

/** One delivery of the organisation with every attempt made, oldest first, replays included. */
export async function getDelivery(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  const db = ctx.env.DB;
  const [delivery, attempts] = await db.batch([
    db.prepare(DELIVERY_BY_ID_SQL).bind(id, partner.organisationId, sandboxFlag(partner)),
    db.prepare(DELIVERY_ATTEMPTS_SQL).bind(id, partner.organisationId),
  ]);
  const row = delivery?.results[0] as DeliveryRow | undefined;
  if (!row) throw notFound(PARTNER_MESSAGES.deliveryNotFound);
  return {
    ...deliveryView(row),
    history: ((attempts?.results ?? []) as AttemptRow[]).map((attempt) => ({
      attempt: attempt.attempt,
      replay: attempt.round,
      attemptedAt: new Date(attempt.attempted_at).toISOString(),
      statusCode: attempt.status_code,
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
  const row = await ctx.env.DB.prepare(REPLAY_SQL)
    .bind(id, partner.organisationId, ctx.now(), sandboxFlag(partner))
    .first<DeliveryRow>();
  if (!row) throw notFound(PARTNER_MESSAGES.deliveryNotFound);
  await enqueueJobs(ctx.env.NOTIFICATIONS, [webhookJob(row.id)]);
  return deliveryView(row);
}
