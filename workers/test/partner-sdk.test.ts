import { env } from "cloudflare:workers";
import { signWebhook } from "@truerate/domain/partners/webhook-signature";
import { describe, expect, it } from "vitest";
import {
  createPartnerClient,
  type PartnerLoadInput,
  TrueRateApiError,
  verifyWebhook,
  WebhookVerificationError,
} from "../../sdk/src/index";
import { workerFetch } from "./support/call";
import { createPartner, partnerLoad } from "./support/partners";
import { UNREACHABLE, verifiedPayload } from "./support/webhooks";

describe("the partner SDK facade against the worker", () => {
  it("authenticates, pushes a batch, reads it back, looks up lanes and registers a webhook", async () => {
    const { clientId, clientSecret } = await createPartner();
    const partner = createPartnerClient({
      baseUrl: "http://api.test",
      clientId,
      clientSecret,
      fetch: workerFetch(),
    });
    const pushed = await partner.pushLoads(
      [partnerLoad("SDK-1", { brokerName: "Facade Freight LLC", brokerEmail: "ops@facade.test" }) as PartnerLoadInput],
      { idempotencyKey: "sdk-batch-1" },
    );
    expect(pushed).toMatchObject({ created: 1, rejected: 0 });
    expect(await partner.getLoad("SDK-1")).toMatchObject({ partnerLoadId: "SDK-1", complianceStatus: "pending" });

    const rates = await partner.lookupRates([
      {
        origin: { city: "Dallas", state: "TX" },
        destination: { city: "Atlanta", state: "GA" },
        equipment: "dry_van",
        timeframeDays: 30,
      },
    ]);
    expect(rates.lanes[0]).toMatchObject({ status: "withheld", reason: "too_few_reports" });

    const { endpoint, secret } = await partner.createWebhookEndpoint("https://partner.example/hooks", [
      "load.deadline_met",
    ]);
    expect(endpoint.events).toEqual(["load.deadline_met"]);
    expect(secret).toMatch(/^whsec_/);
    const twice = await partner
      .createWebhookEndpoint("https://partner.example/hooks", ["document.shared"])
      .catch((error: unknown) => error);
    expect(twice).toMatchObject({ status: 409, message: "A webhook endpoint with this URL is already registered" });
    expect(await partner.deleteWebhookEndpoint(endpoint.id)).toEqual({ deleted: true });
    expect((await partner.createWebhookEndpoint("https://partner.example/hooks", ["document.shared"])).secret).toMatch(
      /^whsec_/,
    );

    const missing = await partner.getLoad("NOPE").catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(TrueRateApiError);
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND", message: "Load not found" });
  });

  it("pages the change feed and the delivery log to their ends, each item once", async () => {
    const credentials = await createPartner();
    const partner = createPartnerClient({
      baseUrl: "http://api.test",
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      fetch: workerFetch(),
    });
    const ids = ["P-1", "P-2", "P-3", "P-4", "P-5"];
    const pushed = await partner.pushLoads(ids.map((id) => partnerLoad(id) as PartnerLoadInput));
    expect(pushed.created).toBe(5);
    const changed: string[] = [];
    for await (const load of partner.changes({ since: "2026-01-01T00:00:00Z", limit: 2 })) {
      changed.push(load.partnerLoadId);
    }
    expect(changed.toSorted()).toEqual(ids);

    const { endpoint } = await partner.createWebhookEndpoint(UNREACHABLE, ["true_rate.verified"]);
    // Three share one creation time: the page boundary falls between them and still skips none.
    const at = Date.now();
    const written = ["msg_a", "msg_b", "msg_c", "msg_d", "msg_e"].map((id, index) => ({
      id: `${id}_${credentials.organisationId}`,
      createdAt: at - (index < 3 ? 0 : index * 1000),
    }));
    await env.DB.batch(
      written.map((delivery) =>
        env.DB.prepare(
          `INSERT INTO webhook_deliveries (id, endpoint_id, organisation_id, event_type, event_key, payload, status, created_at)
           VALUES (?1, ?2, ?3, 'true_rate.verified', ?1, ?5, 'failed', ?4)`,
        ).bind(delivery.id, endpoint.id, credentials.organisationId, delivery.createdAt, verifiedPayload()),
      ),
    );
    const listed: string[] = [];
    for await (const delivery of partner.deliveries({ limit: 2 })) listed.push(delivery.id);
    const newestFirst = written.toSorted((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
    expect(listed).toEqual(newestFirst.map((delivery) => delivery.id));

    const unknown = await partner.listDeliveries({ before: "msg_not_ours" }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: "before must be the id of one of your webhook deliveries",
    });
  });

  it("verifies a signed webhook and refuses a tampered one", async () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const body = JSON.stringify({ type: "webhook.ping", timestamp: new Date().toISOString(), data: {} });
    const headers = await signWebhook([secret], { id: "msg_1", timestampSeconds: Math.floor(Date.now() / 1000), body });
    expect(await verifyWebhook(secret, { ...headers }, body)).toMatchObject({ type: "webhook.ping" });
    const tampered = await verifyWebhook(secret, new Headers({ ...headers }), body.replace("ping", "pong")).catch(
      (error: unknown) => error,
    );
    expect(tampered).toBeInstanceOf(WebhookVerificationError);
  });

  it("surfaces wrong credentials as the API's problem", async () => {
    const partner = createPartnerClient({
      baseUrl: "http://api.test",
      clientId: crypto.randomUUID(),
      clientSecret: "trs_wrong",
      fetch: workerFetch(),
    });
    await expect(partner.lookupRates([])).rejects.toMatchObject({ status: 401, message: "Invalid client credentials" });
  });
});
