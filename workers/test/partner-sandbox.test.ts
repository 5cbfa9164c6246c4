import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { expectProblem } from "./support/assertions";
import { call } from "./support/call";
import { ALL_SCOPES, createPartner, issueClient, partnerLoad as load, PartnerClient } from "./support/partners";
import { UNREACHABLE } from "./support/webhooks";

/** One organisation with a live client and a sandbox client, both authenticated. */
async function liveAndSandbox() {
  const partner = await createPartner();
  const live = await new PartnerClient(partner).authenticate();
  const sandbox = await new PartnerClient(await issueClient(partner)).authenticate();
  return { partner, live, sandbox };
}

const LANE = {
  origin: { city: "Dallas", state: "TX" },
  destination: { city: "Atlanta", state: "GA" },
  equipment: "dry_van",
  timeframeDays: 7,
};

/** What the rest of TrueRate could see of these loads: rows, 371.3 requests, mail. */
async function traces(loadIds: string[]) {
  const ids = JSON.stringify(loadIds);
  const [loads, requests, mail] = await env.DB.batch<{ n: number }>([
    env.DB.prepare("SELECT COUNT(*) AS n FROM loads WHERE id IN (SELECT value FROM json_each(?1))").bind(ids),
    env.DB.prepare("SELECT COUNT(*) AS n FROM load_requests WHERE load_id IN (SELECT value FROM json_each(?1))").bind(
      ids,
    ),
    env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox"),
  ]);
  return { loads: loads?.results[0]?.n, requests: requests?.results[0]?.n, mail: mail?.results[0]?.n };
}

describe("a sandbox client", () => {
  it("is issued like a live one, marked, with its own prefixes", async () => {
    const partner = await createPartner();
    const issued = await call("createPartnerClient", {
      params: { id: partner.organisationId },
      body: {
        name: "Sandbox",
        scopes: ["loads:write", "rates:read"],
        sandbox: true,
      },
      as: partner.admin,
    });
    expect(issued.status, issued.describe).toBe(201);
    expect(issued.body.client).toMatchObject({ sandbox: true, scopes: ["loads:write", "rates:read"] });
    expect(issued.body.client.id).toMatch(/^sbx_/);
    expect(issued.body.clientSecret).toMatch(/^trs_sbx_/);
    const listed = await call("listPartnerOrganisations", { as: partner.admin });
    const organisation = listed.body.organisations.find((row: { id: string }) => row.id === partner.organisationId);
    expect(organisation.clients.map((client: { sandbox: boolean }) => client.sandbox).sort()).toEqual([false, true]);
  });

  it("is answered exactly like a live client, but its pushes reach no published figure, no broker and no mail", async () => {
    const { live, sandbox } = await liveAndSandbox();
    const lookup = async () => (await call("lookupLaneRates", { body: { lanes: [LANE] }, as: sandbox })).body.lanes;
    const figuresBefore = await lookup();
    const mailBefore = (await traces([])).mail;
    const batch = [load("S-1"), load("S-2", { trailerType: "reefer" }), load("S-BAD", { mileage: -5 })];

    const pushed = await call("pushPartnerLoads", { body: { loads: batch }, as: sandbox });
    expect(pushed.status, pushed.describe).toBe(200);
    const sandboxIds = pushed.body.results.flatMap((result: { loadId?: string }) => result.loadId ?? []);
    await new Promise((resolve) => setTimeout(resolve, 200)); // any queued job would have run
    expect(await traces(sandboxIds)).toEqual({ loads: 0, requests: 0, mail: mailBefore });
    expect(await lookup(), "the lane's published figures are unchanged").toEqual(figuresBefore);

    const other = await new PartnerClient(await createPartner()).authenticate();
    const reference = await call("pushPartnerLoads", { body: { loads: batch }, as: other });
    // The same counts, statuses, reviews and field messages as a live push of the same batch.
    const shape = (body: { results: Record<string, unknown>[] }) => ({
      ...body,
      results: body.results.map(({ loadId, deadlineAt, ...rest }) => ({
        ...rest,
        loadId: typeof loadId,
        deadlineAt: typeof deadlineAt,
      })),
    });
    expect(shape(pushed.body)).toEqual(shape(reference.body));
    expect(pushed.body).toMatchObject({ created: 2, rejected: 1 });
    expect(await lookup(), "the control: the same batch pushed live does move the figures").not.toEqual(figuresBefore);

    const read = await call("getPartnerLoad", { params: { partnerLoadId: "S-1" }, as: sandbox });
    expect(read.status, read.describe).toBe(200);
    expect(read.body).toMatchObject({ partnerLoadId: "S-1", loadId: sandboxIds[0], version: 1, rate: 2150 });
    expect(read.body.brokerMcNumber).toBeNull();
    const changed = await call("pushPartnerLoads", { body: { loads: [load("S-1", { rate: 2300 })] }, as: sandbox });
    expect(changed.body.results[0]).toMatchObject({ status: "updated", loadId: sandboxIds[0] });
    const again = await call("pushPartnerLoads", { body: { loads: [load("S-1", { rate: 2300 })] }, as: sandbox });
    expect(again.body.results[0].status).toBe("unchanged");
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "S-1" }, as: sandbox })).body).toMatchObject({
      version: 2,
      rate: 2300,
    });
    const feed = await call("listPartnerLoadChanges", { as: sandbox });
    expect(feed.body.items.map((item: { partnerLoadId: string }) => item.partnerLoadId)).toEqual(["S-2", "S-1"]);

    expect(
      (await call("getPartnerLoad", { params: { partnerLoadId: "S-1" }, as: live })).status,
      "live cannot see it",
    ).toBe(404);
    expect((await call("listPartnerLoadChanges", { as: live })).body.items).toEqual([]);
  });

  it("clears its sandbox on demand; a live client cannot, and live loads are never touched", async () => {
    const { partner, live, sandbox } = await liveAndSandbox();
    const livePush = await call("pushPartnerLoads", { body: { loads: [load("SAME-ID")] }, as: live });
    expect(livePush.body.created).toBe(1);
    const key = { headers: { "idempotency-key": "sandbox-key-1" } };
    const first = await call("pushPartnerLoads", {
      body: { loads: [load("SAME-ID"), load("ONLY-SANDBOX")] },
      ...key,
      as: sandbox,
    });
    expect(first.body.created, "the same partner id in the sandbox is another load").toBe(2);
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "SAME-ID" }, as: sandbox })).body.loadId).not.toBe(
      livePush.body.results[0].loadId,
    );

    expectProblem(
      await call("clearSandboxLoads", { as: live }),
      403,
      "FORBIDDEN",
      "Only a sandbox client can clear sandbox data; a live client's loads are never cleared",
    );
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "ONLY-SANDBOX" }, as: sandbox })).status).toBe(200);

    const cleared = await call("clearSandboxLoads", { as: sandbox });
    expect(cleared.status, cleared.describe).toBe(200);
    expect(cleared.body).toEqual({ cleared: 2 });
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "ONLY-SANDBOX" }, as: sandbox })).status).toBe(404);
    expect((await call("listPartnerLoadChanges", { as: sandbox })).body.items).toEqual([]);
    expect(
      (await call("getPartnerLoad", { params: { partnerLoadId: "SAME-ID" }, as: live })).body.loadId,
      "the live load stays",
    ).toBe(livePush.body.results[0].loadId);
    // The key's stored answer went with the clear: the same request runs again.
    const rerun = await call("pushPartnerLoads", {
      body: { loads: [load("SAME-ID"), load("ONLY-SANDBOX")] },
      ...key,
      as: sandbox,
    });
    expect(rerun.body.created).toBe(2);
    expect(rerun.headers.get("idempotent-replayed")).toBeNull();

    const byAdmin = await call("clearPartnerSandbox", { params: { id: partner.organisationId }, as: partner.admin });
    expect(byAdmin.status, byAdmin.describe).toBe(200);
    expect(byAdmin.body).toEqual({ cleared: 2 });
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "SAME-ID" }, as: live })).status).toBe(200);
  });

  it("shares no Idempotency-Key with the live client", async () => {
    const { live, sandbox } = await liveAndSandbox();
    const key = { headers: { "idempotency-key": "shared-key" } };
    expect((await call("pushPartnerLoads", { body: { loads: [load("K-1")] }, ...key, as: sandbox })).body.created).toBe(
      1,
    );
    const livePush = await call("pushPartnerLoads", { body: { loads: [load("K-1")] }, ...key, as: live });
    expect(livePush.body.created, "not the sandbox's stored answer").toBe(1);
    expect(livePush.headers.get("idempotent-replayed")).toBeNull();
  });

  it("has its own webhook endpoints: pings only, never seen or managed by live clients, nor theirs by it", async () => {
    const partner = await createPartner();
    const live = await new PartnerClient(partner).authenticate();
    const sandbox = await new PartnerClient(await issueClient(partner, { scopes: ALL_SCOPES })).authenticate();
    const hook = (url: string) => ({ url, events: ["true_rate.verified"] });
    const liveEndpoint = await call("createWebhookEndpoint", { body: hook(UNREACHABLE), as: live });
    const sandboxEndpoint = await call("createWebhookEndpoint", {
      body: hook("http://127.0.0.1:9/sandbox"),
      as: sandbox,
    });
    expect(sandboxEndpoint.status, sandboxEndpoint.describe).toBe(201);
    const ids = (response: { body: { id: string }[] }) => response.body.map((endpoint) => endpoint.id);
    expect(ids(await call("listWebhookEndpoints", { as: live }))).toEqual([liveEndpoint.body.endpoint.id]);
    expect(ids(await call("listWebhookEndpoints", { as: sandbox }))).toEqual([sandboxEndpoint.body.endpoint.id]);
    expect(
      (await call("deleteWebhookEndpoint", { params: { id: sandboxEndpoint.body.endpoint.id }, as: live })).status,
    ).toBe(404);
    expect(
      (await call("deleteWebhookEndpoint", { params: { id: liveEndpoint.body.endpoint.id }, as: sandbox })).status,
    ).toBe(404);

    const ping = await call("pingWebhookEndpoint", { params: { id: sandboxEndpoint.body.endpoint.id }, as: sandbox });
    expect(ping.status, ping.describe).toBe(202);
    const deliveryIds = (response: { body: { id: string }[] }) => response.body.map((delivery) => delivery.id);
    expect(deliveryIds(await call("listWebhookDeliveries", { as: sandbox }))).toEqual([ping.body.deliveryId]);
    expect(deliveryIds(await call("listWebhookDeliveries", { as: live }))).toEqual([]);
    expect((await call("getWebhookDelivery", { params: { id: ping.body.deliveryId }, as: live })).status).toBe(404);

    // A live load's event goes to the live endpoint only.
    const pushed = await call("pushPartnerLoads", { body: { loads: [load("EV-1")] }, as: live });
    const verified = await call("verifyLoadTrueRate", {
      params: { id: pushed.body.results[0].loadId },
      body: {
        trueRate: 2600,
      },
      as: partner.admin,
    });
    expect(verified.status, verified.describe).toBe(200);
    const events = await env.DB.prepare(
      "SELECT endpoint_id FROM webhook_deliveries WHERE event_type = 'true_rate.verified' AND organisation_id = ?1",
    )
      .bind(partner.organisationId)
      .all<{ endpoint_id: string }>();
    expect(events.results.map((row) => row.endpoint_id)).toEqual([liveEndpoint.body.endpoint.id]);
  });
});
