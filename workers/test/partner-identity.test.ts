import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { IdentityCheck, IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentReadMessage } from "../src/core/queue-messages";
import worker from "../src/index";
import { NOTIFICATIONS_QUEUE } from "../src/queues/consumer";
import { checkLoadIdentity } from "../src/services/broker-identity/check-load";
import { createUser } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { signedInAs, testContext } from "./support/context";
import { DAY, importIdentityRegistry, NOW, readRateConfirmation } from "./support/identity-registry";
import { insertLoads } from "./support/loads";
import { createPartner, issueClient, PartnerClient, partnerLoad } from "./support/partners";
import { insertRegistryRecord } from "./support/registry";
import { partnerWithEndpoint } from "./support/webhooks";

const clock = new TestClock(NOW);
const checkOf = (verdict: IdentityVerdict, kind: IdentityCheck["kind"]) =>
  verdict.checks.find((check) => check.kind === kind);

async function client(scope?: string) {
  return new PartnerClient(await createPartner(), { clock }).authenticate(scope);
}

/** A carrier's own report of an Acme Freight load (no partner pushed it). */
const insertAcmeLoad = (userId: string, uploadedAt: number) =>
  insertLoads([
    {
      userId,
      brokerName: "Acme Freight LLC",
      brokerEmail: "ops@acmefreight.test",
      brokerMcNumber: "MC5550001",
      trailerType: "dry_van",
      pickup: { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63 },
      delivery: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
      uploadedAt,
    },
  ]);

beforeAll(async () => {
  await importIdentityRegistry();
  // Acme Freight named by three carriers from its own domain: enough reports for the history to count.
  for (const index of [1, 2, 3]) {
    const carrier = await createUser("carrier", { password: null, registry: false, mcNumber: `MC777000${index}` });
    await insertAcmeLoad(carrier.id, NOW - 5 * DAY);
  }
});

describe("identity on the partner broker scores", () => {
  it("answers each found broker's standing by its number: authority, its age and the reports naming it", async () => {
    const answer = await call("lookupBrokerScores", {
      body: { brokers: [{ mcNumber: "MC5550001" }, { mcNumber: "MC5550002" }, { mcNumber: "MC5550005" }] },
      as: await client("rates:read"),
      clock,
    });
    expect(answer.status, answer.describe).toBe(200);
    const [established, young, midage] = answer.body.brokers;
    expect(established.identity.outcome, answer.describe).toBe("pass");
    expect(established.identity.checks.map((check: IdentityCheck) => check.kind)).toEqual([
      "authority",
      "authority_age",
      "history",
    ]);
    expect(young.identity.outcome, answer.describe).toBe("fail");
    expect(checkOf(young.identity, "authority_age")?.outcome).toBe("fail");
    expect(midage.identity.outcome, answer.describe).toBe("warn");
    expect(checkOf(midage.identity, "authority_age")?.outcome).toBe("warn");
  });
});

describe("identity on the partner push", () => {
  it("answers each stored load's verdict, in the batch's order; a rejected item has none", async () => {
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: [
          partnerLoad("ID-REVOKED", {
            brokerName: "Gone Brokers Inc",
            brokerEmail: "ops@gonebrokers.test",
            brokerMcNumber: "MC5550003",
          }),
          partnerLoad("ID-LOOKALIKE", {
            brokerName: "Acme Freight LLC",
            brokerEmail: "ops@acmefreigth.test",
            brokerMcNumber: "MC5550001",
          }),
          partnerLoad("ID-NO-MC", { brokerName: "Some Broker LLC", brokerEmail: "ops@somebroker.test" }),
          partnerLoad("ID-BAD", { mileage: -1 }),
          partnerLoad("ID-MIDAGE", {
            brokerName: "Midage Brokerage LLC",
            brokerEmail: "loads@midage.test",
            brokerMcNumber: "MC5550005",
          }),
        ],
      },
      as: await client(),
      clock,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    const [revoked, lookalike, noMc, bad, midage] = pushed.body.results;
    expect(revoked.identity.outcome, pushed.describe).toBe("fail");
    expect(checkOf(revoked.identity, "authority")?.sentence).toContain("revoked or inactive");
    expect(lookalike.identity.outcome, pushed.describe).toBe("fail");
    expect(checkOf(lookalike.identity, "contact")?.outcome).toBe("fail");
    expect(checkOf(lookalike.identity, "contact")?.sentence).toContain("acmefreight.test");
    expect(noMc.identity.outcome, pushed.describe).toBe("unknown");
    expect(checkOf(noMc.identity, "authority")?.outcome).toBe("unknown");
    expect(bad.status, pushed.describe).toBe("rejected");
    expect(bad.identity).toBeUndefined();
    expect(midage.identity.outcome, pushed.describe).toBe("warn");
    // No rate confirmation is read at the push: the document check says so, never a pass.
    expect(checkOf(midage.identity, "document")?.outcome).toBe("unknown");
  });

  it("answers an unchanged repeat its verdict too", async () => {
    const partner = await client();
    const body = { loads: [partnerLoad("ID-REPEAT", { brokerMcNumber: "MC5550003", brokerName: "Gone Brokers Inc" })] };
    await call("pushPartnerLoads", { body, as: partner, clock });
    const again = await call("pushPartnerLoads", { body, as: partner, clock });
    expect(again.body.results[0], again.describe).toMatchObject({ status: "unchanged", identity: { outcome: "fail" } });
  });
});

describe("identity on a partner's load as read", () => {
  const acme = { brokerName: "Acme Freight LLC", brokerEmail: "ops@acmefreight.test", brokerMcNumber: "MC5550001" };

  it("answers the load page's verdict: the document match unknown until its rate confirmation is read, then its double-brokering fail", async () => {
    const partner = await createPartner();
    const as = await new PartnerClient(partner, { clock }).authenticate();
    const pushed = await call("pushPartnerLoads", { body: { loads: [partnerLoad("ID-READ", acme)] }, as, clock });
    expect(pushed.status, pushed.describe).toBe(200);
    const params = { partnerLoadId: "ID-READ" };

    const before = await call("getPartnerLoad", { params, as, clock });
    expect(before.status, before.describe).toBe(200);
    expect(checkOf(before.body.identity, "document"), before.describe).toMatchObject({
      outcome: "unknown",
      sentence: "No rate confirmation of this load has been read yet.",
    });
    // Every other check as at the push: Acme's established authority and its own domain pass.
    expect(checkOf(before.body.identity, "authority")?.outcome, before.describe).toBe("pass");
    expect(checkOf(before.body.identity, "contact")?.outcome, before.describe).toBe("pass");

    // The broker's rate confirmation is made out to another carrier.
    await readRateConfirmation(pushed.body.results[0].loadId, partner.carrier, {
      brokerName: "Acme Freight LLC",
      brokerMcNumber: "MC5550001",
      carrierName: "Other Haulers LLC",
      carrierMcNumber: "MC9990001",
    });
    const after = await call("getPartnerLoad", { params, as, clock });
    expect(after.status, after.describe).toBe(200);
    const document = checkOf(after.body.identity, "document");
    expect(after.body.identity.outcome, after.describe).toBe("fail");
    expect(document?.outcome, after.describe).toBe("fail");
    expect(document?.sentence, after.describe).toContain("MC9990001");
    expect(document?.sentence, after.describe).toContain(partner.carrier.mcNumber as string);
    expect(document?.evidence, after.describe).toEqual(
      expect.arrayContaining([
        { label: "Carrier name printed", value: "Other Haulers LLC", source: "the rate confirmation, page 1" },
        { label: "Carrier MC", value: partner.carrier.mcNumber, source: "the carrier's account on TrueRate" },
      ]),
    );
    // The same verdict the carrier's own load page answers.
    const page = await checkLoadIdentity(testContext({ now: NOW, actor: signedInAs(partner.carrier.id) }), {
      loadId: pushed.body.results[0].loadId,
    });
    expect(after.body.identity).toEqual(page);

    // The change feed carries it too, checked in one batch with the page's other loads.
    const feed = await call("listPartnerLoadChanges", { as, clock });
    expect(feed.status, feed.describe).toBe(200);
    const item = feed.body.items.find((entry: { partnerLoadId: string }) => entry.partnerLoadId === "ID-READ");
    expect(item?.identity, feed.describe).toEqual(after.body.identity);

    // Another organisation's client reads no such load, whatever its verdict.
    const other = await client();
    const probe = await call("getPartnerLoad", { params, as: other, clock });
    expect(probe.status, probe.describe).toBe(404);
  });

  it("compares a load the partner pushed for another carrier with that carrier's census record, not the account's", async () => {
    const partner = await createPartner();
    const as = await new PartnerClient(partner, { clock }).authenticate();
    const hauler = await insertRegistryRecord("carrier");
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: [
          partnerLoad("ID-HAULER", { ...acme, carrierDotNumber: hauler.dotNumber }),
          partnerLoad("ID-HAULER-PASSED-ON", { ...acme, carrierDotNumber: hauler.dotNumber }),
        ],
      },
      as,
      clock,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    const [own, passedOn] = pushed.body.results;
    const printed = { brokerName: "Acme Freight LLC", brokerMcNumber: "MC5550001" };
    await readRateConfirmation(own.loadId, partner.carrier, {
      ...printed,
      carrierName: hauler.companyName,
      carrierMcNumber: hauler.mcNumber,
    });
    await readRateConfirmation(passedOn.loadId, partner.carrier, {
      ...printed,
      carrierName: "Other Haulers LLC",
      carrierMcNumber: "MC9990002",
    });
    const source = `the FMCSA census record of USDOT ${hauler.dotNumber}, the carrier the load was pushed for`;

    // The hauler's own paper: its name and MC are the census record's, so the match passes.
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "ID-HAULER" }, as, clock });
    expect(read.status, read.describe).toBe(200);
    const document = checkOf(read.body.identity, "document");
    expect(document?.outcome, read.describe).toBe("pass");
    expect(document?.evidence, read.describe).toEqual(
      expect.arrayContaining([{ label: "Carrier MC", value: hauler.mcNumber, source }]),
    );
    expect(JSON.stringify(document), read.describe).not.toContain(partner.carrier.mcNumber as string);

    // A third carrier on it is double brokering, quoted against the hauler's MC.
    const other = await call("getPartnerLoad", { params: { partnerLoadId: "ID-HAULER-PASSED-ON" }, as, clock });
    const failed = checkOf(other.body.identity, "document");
    expect(failed?.outcome, other.describe).toBe("fail");
    expect(failed?.sentence, other.describe).toContain("MC9990002");
    expect(failed?.sentence, other.describe).toContain(hauler.mcNumber);
  });

  it("answers a sandbox load what the push answered: no documents, the document match unknown", async () => {
    const sandbox = await new PartnerClient(await issueClient(await createPartner()), { clock }).authenticate();
    const pushed = await call("pushPartnerLoads", {
      body: { loads: [partnerLoad("ID-SANDBOX", { ...acme, brokerEmail: "ops@acmefreigth.test" })] },
      as: sandbox,
      clock,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "ID-SANDBOX" }, as: sandbox, clock });
    expect(read.status, read.describe).toBe(200);
    expect(read.body.identity, read.describe).toEqual(pushed.body.results[0].identity);
    expect(checkOf(read.body.identity, "contact")?.outcome, read.describe).toBe("fail");
    expect(checkOf(read.body.identity, "document")?.outcome, read.describe).toBe("unknown");
  });
});

describe("the document.identity_failed webhook", () => {
  const acme = { brokerName: "Acme Freight LLC", brokerEmail: "ops@acmefreight.test", brokerMcNumber: "MC5550001" };
  const printedBroker = { brokerName: "Acme Freight LLC", brokerMcNumber: "MC5550001" };

  /** The reader's announcement, delivered to the API worker's NOTIFICATIONS consumer as the queue would. */
  async function announce(documentId: string, loadId: string) {
    const message: DocumentReadMessage = {
      kind: "document_read",
      dedupeKey: `document_read:${documentId}:sha`,
      documentId,
      loadId,
    };
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: message },
    ]);
    const execution = createExecutionContext();
    await worker.queue(batch, env, execution);
    const result = await getQueueResult(batch, execution);
    expect(result.explicitAcks, JSON.stringify(result)).toEqual([batch.messages[0]?.id]);
  }

  const deliveries = (organisationId: string) =>
    env.DB.prepare(
      "SELECT event_type, payload FROM webhook_deliveries WHERE organisation_id = ?1 AND event_type = 'document.identity_failed'",
    )
      .bind(organisationId)
      .all<{ event_type: string; payload: string }>()
      .then((result) => result.results);

  it("tells a subscribed partner once when a read rate confirmation names another carrier, with the verdict", async () => {
    const { partner, client } = await partnerWithEndpoint(["document.identity_failed"]);
    const pushed = await call("pushPartnerLoads", {
      body: { loads: [partnerLoad("ID-HOOK", acme), partnerLoad("ID-HOOK-OWN", acme)] },
      as: client,
      clock,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    const [passedOn, own] = pushed.body.results;
    const foreign = await readRateConfirmation(passedOn.loadId, partner.carrier, {
      ...printedBroker,
      carrierName: "Other Haulers LLC",
      carrierMcNumber: "MC9990003",
    });
    const matching = await readRateConfirmation(own.loadId, partner.carrier, {
      ...printedBroker,
      carrierMcNumber: partner.carrier.mcNumber as string,
    });

    await announce(foreign, passedOn.loadId);
    await announce(foreign, passedOn.loadId); // a redelivery adds nothing
    await announce(matching, own.loadId); // its own paper: nothing to say

    const sent = await deliveries(partner.organisationId);
    expect(sent).toHaveLength(1);
    const payload = JSON.parse(sent[0]?.payload ?? "{}");
    expect(payload.type).toBe("document.identity_failed");
    expect(payload.data).toMatchObject({ loadId: passedOn.loadId, partnerLoadId: "ID-HOOK", documentId: foreign });
    const document = payload.data.identity.checks.find((check: { kind: string }) => check.kind === "document");
    expect(document.outcome).toBe("fail");
    expect(document.sentence).toContain("MC9990003");
  });

  it("says nothing for a load no partner pushed", async () => {
    const carrier = await createUser("carrier", { password: null, registry: false, mcNumber: "MC7770009" });
    const [loadId] = await insertAcmeLoad(carrier.id, NOW - DAY);
    const documentId = await readRateConfirmation(loadId as string, carrier, {
      ...printedBroker,
      carrierName: "Other Haulers LLC",
      carrierMcNumber: "MC9990004",
    });
    await announce(documentId, loadId as string);
    const { results } = await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE event_key LIKE ?1")
      .bind(`%${documentId}%`)
      .all();
    expect(results).toEqual([]);
  });
});
