// The egress policy at the webhook endpoints: every internal-pointing URL is refused at registration
// with a field message, in production too; a name is resolved at registration and again before each
// delivery, and one that points inside fails its delivery at once, with the reason logged.
import { env } from "cloudflare:workers";
import { EGRESS_MESSAGES } from "@truerate/domain/egress/messages";
import { describe, expect, it } from "vitest";
import { offlineResolver } from "../src/services/egress/offline-resolver";
import { EGRESS_REFUSED } from "../src/services/partners/webhooks/deliver";
import { expectFieldError } from "./support/assertions";
import { type BrowserOptions, call } from "./support/call";
import { recordingLogger } from "./support/logger";
import { createPartner, PartnerClient } from "./support/partners";
import { attemptDelivery, deliveryRow, pendingDelivery } from "./support/webhooks";

/** Names this test's resolver knows; every other name is "unchecked", as offline. */
const DNS = {
  "hooks.partner-public.test": ["93.184.215.14", "2606:2800:21f:cb07::1"],
  "rebound.partner-inside.test": ["10.0.0.5"],
  "split.partner-inside.test": ["93.184.215.14", "169.254.169.254"],
  "v6.partner-inside.test": ["fd00::1"],
  "gone.partner.test": [],
};

async function partnerClient(options: BrowserOptions = {}) {
  return new PartnerClient(await createPartner(), { resolver: offlineResolver(DNS), ...options }).authenticate();
}

const register = (client: PartnerClient, url: string) =>
  call("createWebhookEndpoint", { body: { url, events: ["true_rate.verified"] }, as: client });

/** Every URL the outside probe of issue 26 saw accepted, and why each is refused now. */
const PROBED: [string, keyof typeof EGRESS_MESSAGES][] = [
  ["https://127.0.0.1/", "ipLiteral"],
  ["https://10.0.0.1/", "ipLiteral"],
  ["https://[::1]/", "ipLiteral"],
  ["https://[fd00::1]/", "ipLiteral"],
  ["https://2130706433/", "ipLiteral"],
  ["https://169.254.169.254./", "ipLiteral"],
  ["https://localhost./", "localName"],
  ["https://127.0.0.1.nip.io/", "embeddedAddress"],
];

describe("webhook endpoint registration", () => {
  it("refuses every internal-pointing URL of the probe with a field message, in production too", async () => {
    const local = await partnerClient();
    // Production's resolver would need the internet; the URL rules refuse these before any lookup.
    const production = await partnerClient({ bindings: { ENVIRONMENT: "production" } });
    for (const [url, reason] of PROBED) {
      expectFieldError(await register(local, url), "url", EGRESS_MESSAGES[reason]);
      expectFieldError(await register(production, url), "url", EGRESS_MESSAGES[reason]);
    }
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM webhook_endpoints WHERE url IN (SELECT value FROM json_each(?1))",
    )
      .bind(JSON.stringify(PROBED.map(([url]) => url)))
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("refuses a name that resolves to any internal address, and one that does not resolve", async () => {
    const client = await partnerClient();
    for (const host of ["rebound.partner-inside.test", "split.partner-inside.test", "v6.partner-inside.test"]) {
      expectFieldError(await register(client, `https://${host}/hooks`), "url", EGRESS_MESSAGES.resolvesInternal);
    }
    expectFieldError(await register(client, "https://gone.partner.test/hooks"), "url", EGRESS_MESSAGES.doesNotResolve);
    const created = await register(client, "https://hooks.partner-public.test/hooks");
    expect(created.status, created.describe).toBe(201);
    // A resolver that cannot answer (DNS over HTTPS down) checks nothing, so nothing is registered.
    const resolverDown = await partnerClient({
      resolver: { resolve: async () => ({ kind: "unavailable", detail: "timeout" }) },
    });
    expectFieldError(
      await register(resolverDown, "https://hooks.partner-public.test/other"),
      "url",
      EGRESS_MESSAGES.resolverUnavailable,
    );
  });

  it("keeps plain http to this machine for local testing, and refuses it in production", async () => {
    const local = await partnerClient();
    const created = await register(local, "http://127.0.0.1:4000/hooks");
    expect(created.status, created.describe).toBe(201);
    const production = await partnerClient({ bindings: { ENVIRONMENT: "production" } });
    expectFieldError(await register(production, "http://127.0.0.1:4001/hooks"), "url", EGRESS_MESSAGES.scheme);
  });
});

describe("webhook deliveries", () => {
  /** An endpoint registered while its name resolved publicly, and one pending delivery to it. */
  async function registeredThenDelivered(host: string) {
    const partner = await createPartner();
    const client = await new PartnerClient(partner, { resolver: offlineResolver() }).authenticate();
    const created = await register(client, `https://${host}/hooks`);
    expect(created.status, created.describe).toBe(201);
    return pendingDelivery(created.body.endpoint.id, partner.organisationId);
  }

  it("fail at once, without a request or a retry, when the name now resolves inside; the reason is logged", async () => {
    const { id } = await registeredThenDelivered("rebound.partner-inside.test");
    const requests: Request[] = [];
    const logger = recordingLogger();
    const outcome = await attemptDelivery(id, {
      fetch: async (request) => {
        requests.push(request);
        return new Response(null, { status: 204 });
      },
      resolver: offlineResolver(DNS),
      logger,
    });
    expect(outcome).toBe("failed");
    expect(requests).toEqual([]);
    expect(await deliveryRow(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      next_attempt_at: null,
      last_error: `${EGRESS_REFUSED}: ${EGRESS_MESSAGES.resolvesInternal}`,
    });
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: "warn", event: "webhook_egress_refused", reason: "resolvesInternal" }),
    );
  });

  it("are retried on schedule while the name does not resolve, and go out once it resolves publicly", async () => {
    const { id } = await registeredThenDelivered("gone.partner.test");
    const sent: string[] = [];
    const fetch = async (request: Request) => {
      sent.push(request.url);
      return new Response(null, { status: 204 });
    };
    const now = Date.now();
    expect(await attemptDelivery(id, { fetch, resolver: offlineResolver(DNS), logger: recordingLogger() }, now)).toBe(
      "retry",
    );
    expect(await deliveryRow(id)).toMatchObject({
      status: "pending",
      last_error: `${EGRESS_REFUSED}: ${EGRESS_MESSAGES.doesNotResolve}`,
    });
    const resolved = offlineResolver({ "gone.partner.test": ["93.184.215.14"] });
    expect(await attemptDelivery(id, { fetch, resolver: resolved }, now + 60_000)).toBe("succeeded");
    expect(sent).toEqual(["https://gone.partner.test/hooks"]);
  });

  it("refuse an endpoint stored before the policy, whatever it resolves to", async () => {
    const partner = await createPartner();
    const client = await new PartnerClient(partner).authenticate();
    const created = await register(client, "https://stored-early.partner.test/hooks");
    expect(created.status, created.describe).toBe(201);
    await env.DB.prepare("UPDATE webhook_endpoints SET url = 'https://169.254.169.254/latest/meta-data/' WHERE id = ?1")
      .bind(created.body.endpoint.id)
      .run();
    const { id } = await pendingDelivery(created.body.endpoint.id, partner.organisationId);
    const requests: Request[] = [];
    const outcome = await attemptDelivery(id, {
      fetch: async (request) => {
        requests.push(request);
        return new Response(null);
      },
      logger: recordingLogger(),
    });
    expect(outcome).toBe("failed");
    expect(requests).toEqual([]);
    expect((await deliveryRow(id))?.last_error).toBe(`${EGRESS_REFUSED}: ${EGRESS_MESSAGES.ipLiteral}`);
  });
});
