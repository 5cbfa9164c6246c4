import { env } from "cloudflare:workers";
import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import { expect } from "vitest";
import type { Env } from "../../src/core/env";
import type { Logger } from "../../src/core/logger";
import { deliverWebhook } from "../../src/services/partners/webhooks/deliver";
import { call } from "./call";
import { testContext } from "./context";
import { createPartner, PartnerClient } from "./partners";

// Connection refused at once: the real queue consumer's own attempts fail fast in the background.
// Plain http to this machine is the egress policy's one exception outside production.
export const UNREACHABLE = "http://127.0.0.1:9/hooks";

/** A partner with one endpoint registered through the API, and the secret it was shown. */
export async function partnerWithEndpoint(events = ["true_rate.verified", "load.deadline_met"]) {
  const partner = await createPartner();
  const client = await new PartnerClient(partner).authenticate();
  const created = await call("createWebhookEndpoint", { body: { url: UNREACHABLE, events }, as: client });
  expect(created.status, created.describe).toBe(201);
  return { partner, client, endpoint: created.body.endpoint, secret: created.body.secret as string };
}

/** A true_rate.verified payload as the API writes it (the contract's TrueRateVerifiedEvent). */
export const verifiedPayload = () =>
  JSON.stringify({
    type: "true_rate.verified",
    timestamp: "2026-11-23T12:00:00.000Z",
    data: { loadId: "x", partnerLoadId: "TMS-1", trueRate: 2600 },
  });

/** A pending delivery written straight to D1 (no queue job), so only the test attempts it. */
export async function pendingDelivery(endpointId: string, organisationId: string) {
  const id = `msg_${crypto.randomUUID().replaceAll("-", "")}`;
  const payload = verifiedPayload();
  await env.DB.prepare(
    `INSERT INTO webhook_deliveries (id, endpoint_id, organisation_id, event_type, event_key, payload, status, created_at)
     VALUES (?1, ?2, ?3, 'true_rate.verified', ?1, ?4, 'pending', ?5)`,
  )
    .bind(id, endpointId, organisationId, payload, Date.now())
    .run();
  return { id, payload };
}

export const deliveryRow = (id: string) =>
  env.DB.prepare("SELECT * FROM webhook_deliveries WHERE id = ?1").bind(id).first<Record<string, unknown>>();

/**
 * One attempt of a delivery, as the queue consumer makes it: to the test's endpoint (its fetch),
 * through its resolver, at its instant, with any binding overridden.
 */
export function attemptDelivery(
  id: string,
  endpoint: { fetch: (request: Request) => Promise<Response>; resolver?: HostResolver; logger?: Logger },
  now?: number,
  bindings: Partial<Env> = {},
) {
  const ctx = testContext({
    fetch: endpoint.fetch,
    env: bindings,
    ...(now === undefined ? {} : { now }),
    ...(endpoint.logger ? { logger: endpoint.logger } : {}),
  });
  return deliverWebhook(ctx, { deliveryId: id, ...(endpoint.resolver ? { resolver: endpoint.resolver } : {}) });
}
