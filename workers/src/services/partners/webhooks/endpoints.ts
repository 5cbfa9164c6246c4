import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT, type WebhookEventType } from "@truerate/domain/partners/vocabulary";
import { newWebhookSecret } from "@truerate/domain/partners/webhook-signature";
import { AppError, notFound, validationFailed } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { loadDocumentKeyring } from "../../crypto/keyring";
import { checkEgress } from "../../egress/check-egress";
import { enqueueJobs } from "../../notifications/enqueue";
import { PARTNER_MESSAGES } from "../messages";
import type { PartnerPrincipal } from "../principal";
import { cancelDeliveries } from "./cancel";
import { webhookJob } from "./job";
import { sealWebhookSecret } from "./sealed-secret";
import { parseStoredSecret } from "./sealed-secret-format";

/** After a rotation both secrets sign every delivery for this long, so the receiver can switch. */
const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

interface EndpointRow {
  id: string;
  url: string;
  events: string;
  created_at: number;
  previous_secret_expires_at: number | null;
}

function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(" ").filter(Boolean) as WebhookEventType[],
    createdAt: new Date(row.created_at).toISOString(),
    previousSecretExpiresAt: row.previous_secret_expires_at
      ? new Date(row.previous_secret_expires_at).toISOString()
      : null,
  };
}

/**
 * The egress policy (packages/domain/src/egress) at registration: the URL's rules and what its host
 * resolves to now. Each refusal is a field message on `url`; deliveries check again (deliver.ts).
 */
async function checkEndpointUrl(ctx: ServiceContext, url: string, resolver: HostResolver | undefined): Promise<void> {
  const check = await checkEgress(url, ctx.config, resolver);
  if (!check.allowed) throw validationFailed(check.message, { url: [check.message] });
}

/**
 * A sandbox client's endpoints are the sandbox's: live clients never see or manage them, nor it the
 * live ones. Live events go only to live endpoints (emit.ts); a sandbox endpoint gets its pings.
 */
export const sandboxFlag = (partner: Pick<PartnerPrincipal, "sandbox">) => (partner.sandbox ? 1 : 0);

const SELECT_ENDPOINT = "SELECT id, url, events, created_at, previous_secret_expires_at FROM webhook_endpoints";

async function ownEndpoint(ctx: ServiceContext, partner: PartnerPrincipal, id: string): Promise<EndpointRow> {
  const row = await ctx.env.DB.prepare(
    `${SELECT_ENDPOINT} WHERE id = ?1 AND organisation_id = ?2 AND sandbox = ?3 AND disabled_at IS NULL`,
  )
    .bind(id, partner.organisationId, sandboxFlag(partner))
    .first<EndpointRow>();
  if (!row) throw notFound(PARTNER_MESSAGES.endpointNotFound);
  return row;
}

export async function createEndpoint(
  ctx: ServiceContext,
  {
    partner,
    input,
    resolver,
  }: {
    partner: PartnerPrincipal;
    input: { url: string; events: WebhookEventType[] };
    resolver?: HostResolver | undefined;
  },
) {
  await checkEndpointUrl(ctx, input.url, resolver);
  const events = WEBHOOK_EVENT_TYPES.filter((type) => input.events.includes(type));
  const id = crypto.randomUUID();
  const secret = newWebhookSecret();
  const sealed = await sealWebhookSecret(secret, id, await loadDocumentKeyring(ctx.env));
  // The unique live URL (webhook_endpoints_live_url_unique) decides between requests in flight at once.
  const row = await ctx.env.DB.prepare(
    `INSERT INTO webhook_endpoints (id, organisation_id, url, events, secret, created_at, sandbox) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
     ON CONFLICT DO NOTHING
     RETURNING id, url, events, created_at, previous_secret_expires_at`,
  )
    .bind(id, partner.organisationId, input.url, events.join(" "), sealed, ctx.now(), sandboxFlag(partner))
    .first<EndpointRow>();
  if (!row)
    throw new AppError("CONFLICT", PARTNER_MESSAGES.endpointExists, {
      fields: { url: [PARTNER_MESSAGES.endpointExists] },
    });
  return { endpoint: endpointView(row), secret };
}

export async function listEndpoints(ctx: ServiceContext, input: { partner: PartnerPrincipal }) {
  const { partner } = input;
  const { results } = await ctx.env.DB.prepare(
    `${SELECT_ENDPOINT} WHERE organisation_id = ?1 AND sandbox = ?2 AND disabled_at IS NULL ORDER BY created_at`,
  )
    .bind(partner.organisationId, sandboxFlag(partner))
    .all<EndpointRow>();
  return results.map(endpointView);
}

/**
 * Stops deliveries to the endpoint: its pending ones (queued, or waiting for a retry) are cancelled
 * in the same batch, and a queued job that runs later finds the endpoint disabled and sends nothing
 * (deliver.ts). Its delivery log stays readable.
 */
export async function deleteEndpoint(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  await ownEndpoint(ctx, partner, id);
  const db = ctx.env.DB;
  await db.batch([
    db.prepare("UPDATE webhook_endpoints SET disabled_at = ?2 WHERE id = ?1").bind(id, ctx.now()),
    cancelDeliveries(db, "endpoint_id = ?1", id),
  ]);
}

/**
 * A new signing secret (shown once); deliveries carry both signatures for 24 hours. The sealed
 * current secret moves to `previous_secret` as it is (its additional data is the endpoint id, the
 * same in both columns); one still in plain text from before sealing is sealed on the way.
 */
export async function rotateEndpointSecret(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  await ownEndpoint(ctx, partner, id);
  const keyring = await loadDocumentKeyring(ctx.env);
  const secret = newWebhookSecret();
  const current = await ctx.env.DB.prepare("SELECT secret FROM webhook_endpoints WHERE id = ?1")
    .bind(id)
    .first<{ secret: string }>();
  const legacy = current && parseStoredSecret(current.secret).kind === "legacy" ? current.secret : null;
  const legacySealed = legacy === null ? null : await sealWebhookSecret(legacy, id, keyring);
  // The sealed legacy value only while the row still holds that plain one; otherwise (a concurrent
  // rotation sealed it) the current value moves as it is.
  const row = await ctx.env.DB.prepare(
    `UPDATE webhook_endpoints
     SET previous_secret = CASE WHEN secret = ?4 THEN ?5 ELSE secret END, previous_secret_expires_at = ?2, secret = ?3
     WHERE id = ?1
     RETURNING id, url, events, created_at, previous_secret_expires_at`,
  )
    .bind(id, ctx.now() + SECRET_OVERLAP_MS, await sealWebhookSecret(secret, id, keyring), legacy, legacySealed)
    .first<EndpointRow>();
  return { endpoint: endpointView(row as EndpointRow), secret };
}

/**
 * A signed `webhook.ping` through the same queue, retries and log as every event. While a ping to
 * the endpoint is still pending (queued, or waiting for a retry), asking again sends that ping now
 * rather than piling up another: both statements run in one batch, so requests at once share it.
 */
export async function pingEndpoint(ctx: ServiceContext, input: { partner: PartnerPrincipal; id: string }) {
  const { partner, id } = input;
  await ownEndpoint(ctx, partner, id);
  const now = ctx.now();
  const deliveryId = `msg_${crypto.randomUUID().replaceAll("-", "")}`;
  const payload = JSON.stringify({
    type: WEBHOOK_PING_EVENT,
    timestamp: new Date(now).toISOString(),
    data: { endpointId: id },
  });
  const db = ctx.env.DB;
  const pending = "endpoint_id = ?1 AND event_type = ?2 AND status = 'pending'";
  const [, due] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO webhook_deliveries (id, endpoint_id, organisation_id, event_type, event_key, payload, status, next_attempt_at, created_at)
         SELECT ?3, ?1, ?4, ?2, ?3, ?5, 'pending', ?6, ?6
         WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries WHERE ${pending})`,
      )
      .bind(id, WEBHOOK_PING_EVENT, deliveryId, partner.organisationId, payload, now),
    db
      .prepare(`UPDATE webhook_deliveries SET next_attempt_at = ?3 WHERE ${pending} RETURNING id`)
      .bind(id, WEBHOOK_PING_EVENT, now),
  ]);
  const sent = due?.results[0]?.id ?? deliveryId;
  await enqueueJobs(ctx.env.NOTIFICATIONS, [webhookJob(sent)]);
  return { deliveryId: sent };
}
