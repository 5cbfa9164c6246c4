import type { IdentityCheck, IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { DAY, importIdentityRegistry, NOW } from "./support/identity-registry";
import { insertLoads } from "./support/loads";
import { createPartner, PartnerClient, partnerLoad } from "./support/partners";

const clock = new TestClock(NOW);
const checkOf = (verdict: IdentityVerdict, kind: IdentityCheck["kind"]) =>
  verdict.checks.find((check) => check.kind === kind);

async function client(scope?: string) {
  return new PartnerClient(await createPartner(), { clock }).authenticate(scope);
}

beforeAll(async () => {
  await importIdentityRegistry();
  // Acme Freight named by three carriers from its own domain: enough reports for the history to count.
  for (const index of [1, 2, 3]) {
    const carrier = await createUser("carrier", { password: null, registry: false, mcNumber: `MC777000${index}` });
    await insertLoads([
      {
        userId: carrier.id,
        brokerName: "Acme Freight LLC",
        brokerEmail: "ops@acmefreight.test",
        brokerMcNumber: "MC5550001",
        trailerType: "dry_van",
        pickup: { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63 },
        delivery: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
        uploadedAt: NOW - 5 * DAY,
      },
    ]);
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
