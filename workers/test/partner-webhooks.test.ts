import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from "@truerate/domain/partners/webhook-retry";
import { verifyWebhookSignature } from "@truerate/domain/partners/webhook-signature";
import { describe, expect, it } from "vitest";
import { consumeBatch, NOTIFICATIONS_QUEUE } from "../src/queues/consumer";
import { createMailer } from "../src/services/mail/mailer";
import { webhookJob } from "../src/services/partners/webhooks/job";
import { expectProblem } from "./support/assertions";
import { call } from "./support/call";
import { createPartner, PartnerClient, partnerLoad } from "./support/partners";
import { attemptDelivery, deliveryRow, partnerWithEndpoint, pendingDelivery, UNREACHABLE } from "./support/webhooks";

describe("webhook endpoints", () => {
  it("register with a secret shown once, list, rotate and remove", async () => {
    const { client, endpoint, secret } = await partnerWithEndpoint();
    expect(secret).toMatch(/^whsec_/);
    const listed = await call("listWebhookEndpoints", { as: client });
    expect(listed.body).toEqual([endpoint]);
    expect(listed.text).not.toContain(secret);
    const rotated = await call("rotateWebhookSecret", { params: { id: endpoint.id }, as: client });
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.endpoint.previousSecretExpiresAt).not.toBeNull();
    expect((await call("deleteWebhookEndpoint", { params: { id: endpoint.id }, as: client })).status).toBe(200);
    expect((await call("listWebhookEndpoints", { as: client })).body).toEqual([]);
  });

  it("refuse plain http to another host, unknown events, and another organisation's endpoint", async () => {
    const { endpoint } = await partnerWithEndpoint();
    const other = await new PartnerClient(await createPartner()).authenticate();
    expectProblem(
      await call("createWebhookEndpoint", {
        body: { url: "http://example.com/x", events: ["document.shared"] },
        as: other,
      }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await call("createWebhookEndpoint", { body: { url: UNREACHABLE, events: ["load.created"] }, as: other }),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await call("pingWebhookEndpoint", { params: { id: endpoint.id }, as: other }),
      404,
      "NOT_FOUND",
      "Webhook endpoint not found",
    );
  });

  it("keep one live endpoint per URL, even when registered five times at once; a removed one frees its URL", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const again = () =>
      call("createWebhookEndpoint", { body: { url: UNREACHABLE, events: ["document.shared"] }, as: client });
    expectProblem(await again(), 409, "CONFLICT", "A webhook endpoint with this URL is already registered");

    const elsewhere = `${UNREACHABLE}/second`;
    const atOnce = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("createWebhookEndpoint", { body: { url: elsewhere, events: ["document.shared"] }, as: client }),
      ),
    );
    expect(atOnce.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    // Another organisation may use the same URL.
    const other = await new PartnerClient(await createPartner()).authenticate();
    expect(
      (await call("createWebhookEndpoint", { body: { url: elsewhere, events: ["document.shared"] }, as: other }))
        .status,
    ).toBe(201);

    expect((await call("deleteWebhookEndpoint", { params: { id: endpoint.id }, as: client })).status).toBe(200);
    const reused = await again();
    expect(reused.status, reused.describe).toBe(201);
    const live = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM webhook_endpoints WHERE organisation_id = ?1 AND disabled_at IS NULL",
    )
      .bind(partner.organisationId)
      .first<{ n: number }>();
    expect(live?.n).toBe(2);
  });

  it("send a waiting ping again rather than another one: five pings at once are one delivery", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const pings = await Promise.all(
      Array.from({ length: 5 }, () => call("pingWebhookEndpoint", { params: { id: endpoint.id }, as: client })),
    );
    for (const ping of pings) expect(ping.status, ping.describe).toBe(202);
    const ids = new Set(pings.map((ping) => ping.body.deliveryId));
    expect(ids.size).toBe(1);
    const [deliveryId] = ids;
    // Waiting for a retry an hour away, a new ping brings it forward to now.
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = 1, next_attempt_at = ?2 WHERE id = ?1")
      .bind(deliveryId, Date.now() + 3_600_000)
      .run();
    const again = await call("pingWebhookEndpoint", { params: { id: endpoint.id }, as: client });
    expect(again.body.deliveryId).toBe(deliveryId);
    const row = await deliveryRow(deliveryId as string);
    expect(row?.next_attempt_at as number).toBeLessThanOrEqual(Date.now());
    // Once that ping is settled, the next ping is a new delivery.
    await env.DB.prepare("UPDATE webhook_deliveries SET status = 'failed' WHERE id = ?1").bind(deliveryId).run();
    const next = await call("pingWebhookEndpoint", { params: { id: endpoint.id }, as: client });
    expect(next.body.deliveryId).not.toBe(deliveryId);
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE organisation_id = ?1 AND event_type = 'webhook.ping'",
    )
      .bind(partner.organisationId)
      .first<{ n: number }>();
    expect(count?.n).toBe(2);
  });
});

describe("webhook events", () => {
  it("record a true_rate.verified delivery for the partner that pushed the load, and move its change feed", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: [
          partnerLoad("W-1", {
            brokerName: "Hook Freight LLC",
            brokerEmail: "ops@hookfreight.test",
            loadNumber: "W-1",
          }),
        ],
      },
      as: client,
    });
    const { loadId } = pushed.body.results[0];
    const feed = await call("listPartnerLoadChanges", { as: client });
    const verified = await call("verifyLoadTrueRate", {
      params: { id: loadId },
      body: { trueRate: 2600 },
      as: partner.admin,
    });
    expect(verified.status, verified.describe).toBe(200);

    const deliveries = await call("listWebhookDeliveries", { as: client });
    expect(deliveries.body, deliveries.describe).toHaveLength(1);
    expect(deliveries.body[0]).toMatchObject({
      endpointId: endpoint.id,
      eventType: "true_rate.verified",
      payload: { type: "true_rate.verified", data: { loadId, partnerLoadId: "W-1", trueRate: 2600 } },
    });
    const after = await call("listPartnerLoadChanges", { query: { cursor: feed.body.nextCursor }, as: client });
    expect(
      after.body.items.map((item: { partnerLoadId: string; trueRate: number }) => [item.partnerLoadId, item.trueRate]),
    ).toEqual([["W-1", 2600]]);
    // Another organisation's log stays empty.
    const other = await new PartnerClient(await createPartner()).authenticate();
    expect((await call("listWebhookDeliveries", { as: other })).body).toEqual([]);
  });
});

describe("webhook delivery", () => {
  it("signs each attempt the Standard Webhooks way, with every live secret", async () => {
    const { partner, client, endpoint, secret } = await partnerWithEndpoint();
    const rotated = await call("rotateWebhookSecret", { params: { id: endpoint.id }, as: client });
    const { id, payload } = await pendingDelivery(endpoint.id, partner.organisationId);
    const received: Request[] = [];
    const outcome = await attemptDelivery(id, {
      fetch: async (request) => {
        received.push(request);
        return new Response(null, { status: 204 });
      },
    });
    expect(outcome).toBe("succeeded");
    const [request] = received;
    if (!request) throw new Error("nothing was sent");
    expect(request.url).toBe(UNREACHABLE);
    expect(request.headers.get("webhook-id")).toBe(id);
    const body = await request.text();
    expect(body).toBe(payload);
    expect(await verifyWebhookSignature(rotated.body.secret, request.headers, body)).toEqual({ valid: true });
    expect(await verifyWebhookSignature(secret, request.headers, body), "the old secret during the overlap").toEqual({
      valid: true,
    });
    expect(await deliveryRow(id)).toMatchObject({ status: "succeeded", attempts: 1, last_status_code: 204 });
    expect(await attemptDelivery(id, { fetch: async () => new Response(null) }), "a duplicate job").toBe("skipped");
  });

  it("retries a failing endpoint on the schedule for more than a day, then marks it failed and replays it", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const { id } = await pendingDelivery(endpoint.id, partner.organisationId);
    const failing = { fetch: async () => new Response("down", { status: 503 }) };
    let now = Date.now();
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      expect(await attemptDelivery(id, failing, now)).toBe("retry");
      const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] as number;
      expect(await deliveryRow(id)).toMatchObject({
        status: "pending",
        attempts: attempt,
        last_status_code: 503,
        next_attempt_at: now + delay * 1000,
      });
      now += delay * 1000;
    }
    expect(await attemptDelivery(id, failing, now)).toBe("failed");
    expect(await deliveryRow(id)).toMatchObject({
      status: "failed",
      attempts: WEBHOOK_MAX_ATTEMPTS,
      next_attempt_at: null,
    });

    const failed = await call("listWebhookDeliveries", { query: { status: "failed" }, as: client });
    expect(failed.body.map((delivery: { id: string }) => delivery.id)).toEqual([id]);
    const replayed = await call("replayWebhookDelivery", { params: { id }, as: client });
    expect(replayed.status, replayed.describe).toBe(202);
    expect(replayed.body).toMatchObject({ id, status: "pending", attempts: WEBHOOK_MAX_ATTEMPTS, replays: 1 });
  });

  it("is driven by the queue consumer: a failure acks the job and schedules its own retry", async () => {
    const { partner, endpoint } = await partnerWithEndpoint();
    const { id } = await pendingDelivery(endpoint.id, partner.organisationId);
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [
      { id: "m1", timestamp: new Date(), attempts: 1, body: webhookJob(id) },
    ]);
    const ctx = createExecutionContext();
    await consumeBatch(batch, env, {
      mailer: createMailer({ env }),
      fetch: async () => {
        throw new TypeError("connection refused");
      },
    });
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(await deliveryRow(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "TypeError: connection refused",
    });
  });
});
