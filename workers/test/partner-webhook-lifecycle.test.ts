import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from "@truerate/domain/partners/webhook-retry";
import { describe, expect, it } from "vitest";
import { consumeBatch, NOTIFICATIONS_QUEUE } from "../src/queues/consumer";
import { createMailer } from "../src/services/mail/mailer";
import { ENDPOINT_REMOVED } from "../src/services/partners/webhooks/cancel";
import { webhookJob } from "../src/services/partners/webhooks/job";
import { call } from "./support/call";
import { attemptDelivery, deliveryRow, partnerWithEndpoint, pendingDelivery } from "./support/webhooks";

/** A fake endpoint that counts what reaches it and answers `status`. */
function endpointAnswering(status: number) {
  const received: Request[] = [];
  return {
    received,
    fetch: async (request: Request) => {
      received.push(request);
      return new Response(null, { status });
    },
  };
}

describe("a deleted or disabled endpoint", () => {
  it("gets no retry already queued: the delete cancels it, and the queued job sends nothing", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const { id } = await pendingDelivery(endpoint.id, partner.organisationId);
    const down = endpointAnswering(503);
    expect(await attemptDelivery(id, down)).toBe("retry");
    expect(await deliveryRow(id)).toMatchObject({ status: "pending", attempts: 1 });

    expect((await call("deleteWebhookEndpoint", { params: { id: endpoint.id }, as: client })).status).toBe(200);
    expect(await deliveryRow(id)).toMatchObject({
      status: "cancelled",
      attempts: 1,
      next_attempt_at: null,
      last_error: ENDPOINT_REMOVED,
    });

    // The retry job queued before the delete now runs through the real consumer.
    const back = endpointAnswering(200);
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [
      { id: "retry-1", timestamp: new Date(), attempts: 1, body: webhookJob(id) },
    ]);
    const ctx = createExecutionContext();
    await consumeBatch(batch, env, { mailer: createMailer({ env }), fetch: back.fetch });
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["retry-1"]);
    expect(back.received, "nothing reaches the deleted endpoint").toHaveLength(0);
    expect(await deliveryRow(id)).toMatchObject({ status: "cancelled", attempts: 1 });

    const log = await call("listWebhookDeliveries", { query: { status: "cancelled" }, as: client });
    expect(log.body).toMatchObject([{ id, status: "cancelled", lastError: ENDPOINT_REMOVED }]);
    expect((await call("replayWebhookDelivery", { params: { id }, as: client })).status, "no replay to it").toBe(404);
  });

  it("is checked at send time: a delivery still pending when its endpoint was disabled is cancelled, not sent", async () => {
    const { partner, endpoint } = await partnerWithEndpoint();
    const { id } = await pendingDelivery(endpoint.id, partner.organisationId);
    // Disabled behind the API's back (as an older worker or an administrator would): no sweep ran.
    await env.DB.prepare("UPDATE webhook_endpoints SET disabled_at = ?2 WHERE id = ?1")
      .bind(endpoint.id, Date.now())
      .run();
    const target = endpointAnswering(200);
    expect(await attemptDelivery(id, target)).toBe("cancelled");
    expect(target.received).toHaveLength(0);
    expect(await deliveryRow(id)).toMatchObject({ status: "cancelled", attempts: 0, last_error: ENDPOINT_REMOVED });
  });
});

describe("a replay", () => {
  it("keeps the delivery's attempts and history, adds its own, and restarts the retry schedule", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const { id } = await pendingDelivery(endpoint.id, partner.organisationId);
    const down = endpointAnswering(503);
    let now = Date.now();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await attemptDelivery(id, down, now);
      now += (WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] ?? 0) * 1000;
    }
    expect(await deliveryRow(id)).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS });

    const replayed = await call("replayWebhookDelivery", { params: { id }, as: client });
    expect(replayed.status, replayed.describe).toBe(202);
    expect(replayed.body).toMatchObject({ status: "pending", attempts: WEBHOOK_MAX_ATTEMPTS, replays: 1 });

    // The replay's first failure waits the schedule's first delay again, not the exhausted end.
    expect(await attemptDelivery(id, down, now)).toBe("retry");
    expect(await deliveryRow(id)).toMatchObject({
      attempts: WEBHOOK_MAX_ATTEMPTS + 1,
      next_attempt_at: now + (WEBHOOK_RETRY_DELAYS_SECONDS[0] as number) * 1000,
    });
    now += 30_000;
    expect(await attemptDelivery(id, endpointAnswering(204), now)).toBe("succeeded");

    const detail = await call("getWebhookDelivery", { params: { id }, as: client });
    expect(detail.status, detail.describe).toBe(200);
    expect(detail.body).toMatchObject({ status: "succeeded", attempts: WEBHOOK_MAX_ATTEMPTS + 2, replays: 1 });
    const history = detail.body.history as { attempt: number; replay: number; statusCode: number | null }[];
    expect(history.map((entry) => entry.attempt)).toEqual(
      Array.from({ length: WEBHOOK_MAX_ATTEMPTS + 2 }, (_, index) => index + 1),
    );
    expect(history.filter((entry) => entry.replay === 0)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(history.slice(-2)).toMatchObject([
      { replay: 1, statusCode: 503 },
      { replay: 1, statusCode: 204 },
    ]);
  });

  it("of another organisation's delivery, or reading it, answers 404", async () => {
    const { partner, endpoint } = await partnerWithEndpoint();
    const { id } = await pendingDelivery(endpoint.id, partner.organisationId);
    const { client: other } = await partnerWithEndpoint();
    expect((await call("getWebhookDelivery", { params: { id }, as: other })).status).toBe(404);
    expect((await call("replayWebhookDelivery", { params: { id }, as: other })).status).toBe(404);
  });
});
