import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { encodeBase64 } from "@oslojs/encoding";
import { WEBHOOK_MAX_ATTEMPTS } from "@truerate/domain/partners/webhook-retry";
import { verifyWebhookSignature } from "@truerate/domain/partners/webhook-signature";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../src/core/env";
import type { LogFields } from "../src/core/logger";
import { consumeBatch, NOTIFICATIONS_QUEUE } from "../src/queues/consumer";
import { createDocumentKeyring, loadDocumentKeyring } from "../src/services/crypto/keyring";
import { createMailer } from "../src/services/mail/mailer";
import { SECRET_UNAVAILABLE } from "../src/services/partners/webhooks/deliver";
import { webhookJob } from "../src/services/partners/webhooks/job";
import { rotateWebhookSecretKeys } from "../src/services/partners/webhooks/rotate-secret-keys";
import { openWebhookSecret, sealWebhookSecret } from "../src/services/partners/webhooks/sealed-secret";
import { call } from "./support/call";
import { testContext } from "./support/context";
import { recordingLogger } from "./support/logger";
import { attemptDelivery, deliveryRow, partnerWithEndpoint, pendingDelivery } from "./support/webhooks";

const DAY_MS = 24 * 60 * 60 * 1000;

interface EndpointSecrets {
  secret: string;
  previous_secret: string | null;
}

const endpointRow = async (id: string) => {
  const row = await env.DB.prepare("SELECT secret, previous_secret FROM webhook_endpoints WHERE id = ?1")
    .bind(id)
    .first<EndpointSecrets>();
  if (!row) throw new Error(`no endpoint ${id}`);
  return row;
};

const setSecret = (id: string, secret: string) =>
  env.DB.prepare("UPDATE webhook_endpoints SET secret = ?2 WHERE id = ?1").bind(id, secret).run();

/** A fake endpoint that answers 204 and keeps what it received. */
function receiver() {
  const received: { headers: Headers; body: string }[] = [];
  return {
    received,
    fetch: async (request: Request) => {
      received.push({ headers: request.headers, body: await request.text() });
      return new Response(null, { status: 204 });
    },
  };
}

/** Delivers one new delivery of the endpoint at `now`; answers whether each secret verifies it. */
async function deliverAndVerify(
  endpoint: { id: string },
  organisationId: string,
  secrets: string[],
  now = Date.now(),
  deliveryEnv: Partial<Env> = {},
) {
  const { id } = await pendingDelivery(endpoint.id, organisationId);
  const endpointFake = receiver();
  expect(await attemptDelivery(id, endpointFake, now, deliveryEnv)).toBe("succeeded");
  const [request] = endpointFake.received;
  if (!request) throw new Error("nothing was sent");
  return Promise.all(
    secrets.map(
      async (secret) =>
        (await verifyWebhookSignature(secret, request.headers, request.body, Math.floor(now / 1000))).valid,
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("webhook signing secrets at rest", () => {
  it("are sealed under the keyring's current key, never in plain text; a rotation moves the sealed value as it is", async () => {
    const { client, endpoint, secret } = await partnerWithEndpoint();
    const created = await endpointRow(endpoint.id);
    expect(created.secret).toMatch(/^sealed:v1:local-development:/);
    expect(created.secret).not.toContain(secret.slice("whsec_".length));
    expect(Object.keys(endpoint).sort(), "the API answers as before").toEqual([
      "createdAt",
      "events",
      "id",
      "previousSecretExpiresAt",
      "url",
    ]);

    const rotated = await call("rotateWebhookSecret", { params: { id: endpoint.id }, as: client });
    expect(rotated.status, rotated.describe).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    const after = await endpointRow(endpoint.id);
    expect(after.previous_secret, "the sealed value moved, not re-sealed").toBe(created.secret);
    expect(after.secret).toMatch(/^sealed:v1:local-development:/);
    expect(after.secret).not.toContain(rotated.body.secret.slice("whsec_".length));
    const listed = await call("listWebhookEndpoints", { as: client });
    expect(listed.text).not.toContain("sealed:");
  });

  it("sign deliveries with the secret shown: before a rotation, with both during the overlap, the new one after", async () => {
    const { partner, client, endpoint, secret } = await partnerWithEndpoint();
    const now = Date.now();
    expect(await deliverAndVerify(endpoint, partner.organisationId, [secret], now)).toEqual([true]);
    const rotated = await call("rotateWebhookSecret", { params: { id: endpoint.id }, as: client });
    const fresh = rotated.body.secret as string;
    expect(await deliverAndVerify(endpoint, partner.organisationId, [fresh, secret], now)).toEqual([true, true]);
    const later = now + DAY_MS + 60_000;
    expect(await deliverAndVerify(endpoint, partner.organisationId, [fresh, secret], later)).toEqual([true, false]);
  });

  it("written in plain text before sealing still sign, and the plain secret is sealed when a rotation moves it", async () => {
    const { partner, client, endpoint } = await partnerWithEndpoint();
    const legacy = "whsec_bGVnYWN5IHNpZ25pbmcgc2VjcmV0IGJ5dGVz";
    await setSecret(endpoint.id, legacy);
    expect(await deliverAndVerify(endpoint, partner.organisationId, [legacy])).toEqual([true]);

    const rotated = await call("rotateWebhookSecret", { params: { id: endpoint.id }, as: client });
    const row = await endpointRow(endpoint.id);
    expect(row.previous_secret).toMatch(/^sealed:v1:/);
    expect(row.previous_secret).not.toContain(legacy.slice("whsec_".length));
    expect(await deliverAndVerify(endpoint, partner.organisationId, [rotated.body.secret, legacy])).toEqual([
      true,
      true,
    ]);
  });
});

describe("a signing secret that does not open", () => {
  it("(another endpoint's sealed value) sends nothing: logged, retried on the schedule, then failed in the log", async () => {
    const a = await partnerWithEndpoint();
    const b = await partnerWithEndpoint();
    await setSecret(b.endpoint.id, (await endpointRow(a.endpoint.id)).secret);
    const { id } = await pendingDelivery(b.endpoint.id, b.partner.organisationId);

    // Through the real consumer: the job is acked (the delivery schedules its own retry), and logged.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const endpointFake = receiver();
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [
      { id: "m1", timestamp: new Date(), attempts: 1, body: webhookJob(id) },
    ]);
    await consumeBatch(batch, env, { mailer: createMailer({ env }), fetch: endpointFake.fetch });
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks, JSON.stringify(result)).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([]);
    expect(endpointFake.received, "an unsigned or wrongly signed request is never sent").toEqual([]);
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as LogFields);
    expect(logged).toContainEqual(
      expect.objectContaining({
        event: "webhook_secret_unreadable",
        endpointId: b.endpoint.id,
        deliveryId: id,
        slot: "secret",
        reason: "authentication-failed",
      }),
    );
    expect(await deliveryRow(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_status_code: null,
      last_error: SECRET_UNAVAILABLE,
    });

    // The last attempt marks it failed; the partner's routes answer as usual.
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = ?2 WHERE id = ?1")
      .bind(id, WEBHOOK_MAX_ATTEMPTS - 1)
      .run();
    expect(await attemptDelivery(id, { ...endpointFake, logger: recordingLogger() })).toBe("failed");
    const failed = await call("listWebhookDeliveries", { query: { status: "failed" }, as: b.client });
    expect(failed.status, failed.describe).toBe(200);
    expect(failed.body).toMatchObject([{ id, lastError: SECRET_UNAVAILABLE }]);
    const ping = await call("pingWebhookEndpoint", { params: { id: b.endpoint.id }, as: b.client });
    expect(ping.status, ping.describe).toBe(202);

    // Rotating the secret is the partner's remedy: the replay is signed with the new one only.
    const rotated = await call("rotateWebhookSecret", { params: { id: b.endpoint.id }, as: b.client });
    expect(rotated.status, rotated.describe).toBe(200);
    expect((await call("replayWebhookDelivery", { params: { id }, as: b.client })).status).toBe(202);
    const logger = recordingLogger();
    const after = receiver();
    expect(await attemptDelivery(id, { fetch: after.fetch, logger })).toBe("succeeded");
    const [request] = after.received;
    if (!request) throw new Error("the replay was not sent");
    expect(request.headers.get("webhook-signature")?.split(" ")).toHaveLength(1);
    expect(await verifyWebhookSignature(rotated.body.secret, request.headers, request.body)).toEqual({ valid: true });
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ event: "webhook_secret_unreadable", slot: "previous_secret" }),
    );
  });
});

describe("npm run documents:rotate-keys", () => {
  it("re-wraps sealed secrets under the new current key and seals plain ones; deliveries still verify", async () => {
    const rotatedOnce = await partnerWithEndpoint();
    const rotated = await call("rotateWebhookSecret", {
      params: { id: rotatedOnce.endpoint.id },
      as: rotatedOnce.client,
    });
    const legacy = await partnerWithEndpoint();
    await setSecret(legacy.endpoint.id, legacy.secret);
    const orphan = await partnerWithEndpoint();
    const goneKey = await createDocumentKeyring(
      new Map([["gone", crypto.getRandomValues(new Uint8Array(32))]]),
      "gone",
    );
    await setSecret(orphan.endpoint.id, await sealWebhookSecret(orphan.secret, orphan.endpoint.id, goneKey));

    const newKey = crypto.getRandomValues(new Uint8Array(32));
    const settings = {
      DOCUMENT_KEYS: JSON.stringify({ "2026-12": encodeBase64(newKey) }),
      DOCUMENT_KEY_CURRENT: "2026-12",
    };
    const keyring = await loadDocumentKeyring({ ...settings, ENVIRONMENT: "test" });
    const report = await rotateWebhookSecretKeys(testContext(), { keyring, pageSize: 2 });
    expect(report.failed).toEqual([{ id: orphan.endpoint.id, reason: "unknown-key" }]);
    expect(report.rewrapped).toBeGreaterThanOrEqual(2);

    const onlyNewKey = await createDocumentKeyring(new Map([["2026-12", newKey]]), "2026-12");
    const first = await endpointRow(rotatedOnce.endpoint.id);
    const second = await endpointRow(legacy.endpoint.id);
    for (const stored of [first.secret, first.previous_secret, second.secret]) {
      expect(stored).toMatch(/^sealed:v1:2026-12:/);
    }
    expect(await openWebhookSecret(first.secret, rotatedOnce.endpoint.id, onlyNewKey)).toBe(rotated.body.secret);
    expect(await openWebhookSecret(first.previous_secret ?? "", rotatedOnce.endpoint.id, onlyNewKey)).toBe(
      rotatedOnce.secret,
    );
    expect(await openWebhookSecret(second.secret, legacy.endpoint.id, onlyNewKey)).toBe(legacy.secret);

    const rotatedEnv = { ...env, ...settings };
    const secrets = [rotated.body.secret, rotatedOnce.secret];
    expect(
      await deliverAndVerify(rotatedOnce.endpoint, rotatedOnce.partner.organisationId, secrets, Date.now(), rotatedEnv),
    ).toEqual([true, true]);
    expect(
      await deliverAndVerify(legacy.endpoint, legacy.partner.organisationId, [legacy.secret], Date.now(), rotatedEnv),
    ).toEqual([true]);

    const again = await rotateWebhookSecretKeys(testContext(), { keyring });
    expect(again, "a second run only meets the row it cannot open").toEqual({
      examined: 1,
      rewrapped: 0,
      failed: [{ id: orphan.endpoint.id, reason: "unknown-key" }],
    });
  });
});
