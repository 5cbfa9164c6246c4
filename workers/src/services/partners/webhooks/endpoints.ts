import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_PING_EVENT, type WebhookEventType } from "@truerate/domain/partners/vocabulary";
import { newWebhookSecret } from "@truerate/domain/partners/webhook-signature";
import { AppError, notFound, validationFailed } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import {
  disableEndpoint,
  type EndpointRow,
  endpointSecret,
  endpointsOf,
  ownEndpoint as findOwnEndpoint,
  insertEndpoint,
  queuePing,
  rotateEndpointSecretTo,
} from "../../../db/queries/webhooks";
import { runBatch } from "../../../db/run-batch";
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

function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(" ").filter(Boolean) as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    previousSecretExpiresAt: row.previousSecretExpiresAt ? row.previousSecretExpiresAt.toISOString() : null,
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
 * The organisation's endpoints of the principal's environment that are not deleted. A sandbox
 * client's endpoints are the sandbox's: live clients never see or manage them, nor it the live
 * ones. Live events go only to live endpoints (emit.ts); a sandbox endpoint gets its pings.
 */
async function ownEndpoint(ctx: ServiceContext, partner: PartnerPrincipal, id: string): Promise<EndpointRow> {
  const row = await findOwnEndpoint(ctx.db, { owner: partner, id });
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
  const row = await insertEndpoint(ctx.db, {
    id,
    organisationId: partner.organisationId,
    url: input.url,
    events: events.join(" "),
    secret: sealed,
    createdAt: new Date(ctx.now()),
    sandbox: partner.sandbox,
  });
  if (!row)
    throw new AppError("CONFLICT", PARTNER_MESSAGES.endpointExists, {
      fields: { url: [PARTNER_MESSAGES.endpointExists] },
    });
  return { endpoint: endpointView(row), secret };
}

export async function listEndpoints(ctx: ServiceContext, input: { partner: PartnerPrincipal }) {
  const { partner } = input;
  const results = await endpointsOf(ctx.db, partner);
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
  await runBatch(ctx.db, [disableEndpoint(ctx.db, { id, now: ctx.now() }), cancelDeliveries(ctx, { endpointId: id })]);
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
  const current = await endpointSecret(ctx.db, id);
  const legacy = current && parseStoredSecret(current.secret).kind === "legacy" ? current.secret : null;
  const legacySealed = legacy === null ? null : await sealWebhookSecret(legacy, id, keyring);
  // The sealed legacy value only while the row still holds that plain one; otherwise (a concurrent
  // rotation sealed it) the current value moves as it is.
  const sealed = await sealWebhookSecret(secret, id, keyring);
  const row = await rotateEndpointSecretTo(ctx.db, {
    id,
    sealed,
    legacy,
    legacySealed,
    previousExpiresAt: new Date(ctx.now() + SECRET_OVERLAP_MS),
  });
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
  const due = await queuePing(ctx.env.DB, ctx.db, {
    endpointId: id,
    eventType: WEBHOOK_PING_EVENT,
    deliveryId,
    organisationId: partner.organisationId,
    payload,
    now,
  });
  const sent = due ?? deliveryId;
  await enqueueJobs(ctx.env.NOTIFICATIONS, [webhookJob(sent)]);
  return { deliveryId: sent };
}
