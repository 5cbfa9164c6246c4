import { exports } from "cloudflare:workers";
import { signWebhook } from "@truerate/domain/partners/webhook-signature";
import { describe, expect, it } from "vitest";
import {
  createPartnerClient,
  type PartnerLoadInput,
  TrueRateApiError,
  verifyWebhook,
  WebhookVerificationError,
} from "../../sdk/src/index";
import { createPartner, partnerLoad } from "./support/partners";

describe("the partner SDK facade against the worker", () => {
  it("authenticates, pushes a batch, reads it back, looks up lanes and registers a webhook", async () => {
    const { clientId, clientSecret } = await createPartner();
    const partner = createPartnerClient({
      baseUrl: "http://api.test",
      clientId,
      clientSecret,
      fetch: (request) => exports.default.fetch(request),
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
      fetch: (request) => exports.default.fetch(request),
    });
    await expect(partner.lookupRates([])).rejects.toMatchObject({ status: 401, message: "Invalid client credentials" });
  });
});
