// Identity fails on the broker profile: the badge (the broker's standing with its evidence), the count
// of its loads that fail a check, their events (anonymised for other carriers, the document match's
// values withheld), and the brokerage's dispute of one, decided by an administrator, as for other events.
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser, type TestUser } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { createTenant, type Tenant } from "./support/documents";
import { CENSUS_FILE, DAY, importIdentityRegistry, NOW, readRateConfirmation } from "./support/identity-registry";
import { insertLoads } from "./support/loads";

const clock = new TestClock(NOW);
let tenant: Tenant;
let admin: TestUser;
let otherCarrier: TestUser;
let key: string;
const ids: Record<"own" | "other" | "passing", string> = { own: "", other: "", passing: "" };

interface Check {
  kind: string;
  outcome: string;
  sentence: string;
  evidence: { label: string; value: string; source: string }[];
}
interface IdentityEvent {
  loadId: string | null;
  at: string;
  detail: string | null;
  identity: Check[] | null;
  dispute: string | null;
  removedFromScore: boolean;
}

const LANE = {
  trailerType: "dry_van" as const,
  pickup: { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63 },
  delivery: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
};

beforeAll(async () => {
  await importIdentityRegistry();
  // Gone Brokers' authority was revoked (the sample history): every load naming its MC fails.
  tenant = await createTenant("Gone", {
    name: "Gone Brokers Inc",
    mcNumber: "MC5550003",
    emailDomain: "gonebrokers.test",
  });
  key = `brokerage:${tenant.brokerageId}`;
  admin = await signedInUser("admin");
  otherCarrier = await signedInUser("carrier", { companyName: "Road Runner Trucking LLC", mcNumber: "MC6660001" });
  const broker = {
    brokerName: "Gone Brokers Inc",
    brokerEmail: "ops@gonebrokers.test",
    brokerageId: tenant.brokerageId,
  };
  [ids.own, ids.other, ids.passing] = (await insertLoads([
    { ...LANE, ...broker, userId: tenant.carrier.id, brokerMcNumber: "MC5550003", uploadedAt: NOW - 3 * DAY },
    { ...LANE, ...broker, userId: otherCarrier.id, brokerMcNumber: "MC5550003", uploadedAt: NOW - 2 * DAY },
    // No MC to look up, written from the brokerage's own domain: nothing contradicts it, so it fails nothing.
    { ...LANE, ...broker, userId: tenant.carrier.id, brokerMcNumber: null, uploadedAt: NOW - DAY },
  ])) as [string, string, string];
  // Made out to another carrier: the double-brokering sign.
  await readRateConfirmation(ids.other, otherCarrier, {
    carrierName: "Someone Else Trucking LLC",
    carrierMcNumber: "MC7770001",
  });
});

const profileAs = (as: TestUser) => call("getBrokerProfile", { params: { key }, as, clock });
const identityEventsAs = (as: TestUser) =>
  call("listBrokerProfileEvents", { params: { key }, query: { kind: "identity_fail" }, as, clock });

describe("the broker profile's identity", () => {
  it("shows the broker's standing as a badge: the failing check in words, with its evidence and source", async () => {
    const answer = await profileAs(tenant.carrier);
    expect(answer.status, answer.describe).toBe(200);
    const { standing, fails } = answer.body.identity;
    expect(standing.outcome, answer.describe).toBe("fail");
    expect(standing.checks.map((check: Check) => check.kind)).toEqual(["authority", "authority_age", "history"]);
    const authority = standing.checks.find((check: Check) => check.kind === "authority");
    expect(authority).toMatchObject({ outcome: "fail" });
    expect(authority.sentence).toContain("MC5550003");
    expect(authority.evidence.some((item: Check["evidence"][number]) => item.source.includes(CENSUS_FILE))).toBe(true);
    // Two reports from two carriers: too few to count, so the history says it does not know.
    expect(standing.checks.find((check: Check) => check.kind === "history").outcome).toBe("unknown");
    expect(fails).toEqual({ loads: 2, removedByDispute: 0 });
  });

  it("lists the identity fails as events: anonymised for other carriers, the document match's values withheld", async () => {
    const answer = await identityEventsAs(tenant.carrier);
    expect(answer.status, answer.describe).toBe(200);
    const events: IdentityEvent[] = answer.body.events;
    expect(answer.body.total, answer.describe).toBe(2);
    const [others, own] = events as [IdentityEvent, IdentityEvent];
    expect(own.loadId).toBe(ids.own);
    expect(own.detail).toBe("Failed: FMCSA authority");
    expect(others.loadId).toBeNull();
    expect(others.at).toMatch(/T00:00:00\.000Z$/);
    expect(others.detail).toBe("Failed: FMCSA authority, Rate confirmation match");
    const document = others.identity?.find((check) => check.kind === "document");
    expect(document?.evidence.length).toBeGreaterThan(0);
    expect(document?.evidence.every((item) => item.value === "withheld from other carriers")).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain("MC7770001");
    expect(JSON.stringify(answer.body)).not.toContain("Road Runner");
    // The authority check names the broker only: it stays whole.
    const authority = others.identity?.find((check) => check.kind === "authority");
    expect(authority?.evidence.map((item) => item.value)).toContain("MC5550003");
  });

  it("shows administrators and the carrier of the load the document match's values", async () => {
    for (const as of [admin, otherCarrier]) {
      const answer = await identityEventsAs(as);
      expect(answer.status, answer.describe).toBe(200);
      const event = answer.body.events.find((item: IdentityEvent) => item.loadId === ids.other);
      const document = event?.identity?.find((check: Check) => check.kind === "document");
      expect(document?.outcome, answer.describe).toBe("fail");
      expect(document?.evidence.map((item: Check["evidence"][number]) => item.value)).toContain("MC7770001");
    }
  });

  it("is disputed by the brokerage like any event; an upheld dispute takes the fail out of the count", async () => {
    const statement = "This load was not ours: our MC was used by someone else; our police report is attached.";
    const dispute = (loadId: string, as: TestUser = tenant.brokers[0]) =>
      call("disputeBrokerProfileEvent", {
        params: { key },
        body: { loadId, kind: "identity_fail", statement },
        as,
        clock,
      });
    const filed = await dispute(ids.own);
    expect(filed.status, filed.describe).toBe(201);
    expect(filed.body).toMatchObject({ kind: "identity_fail", status: "open", loadId: ids.own });
    expect((await dispute(ids.own, tenant.brokers[1])).status).toBe(409);
    const passing = await dispute(ids.passing);
    expect(passing.status, passing.describe).toBe(404);
    expect((await dispute(ids.other, tenant.carrier)).status).toBe(403);

    const queue = await call("listBrokerDisputes", { as: admin, clock });
    expect(
      queue.body.disputes.map((item: { id: string }) => item.id),
      queue.describe,
    ).toContain(filed.body.id);
    const decided = await call("decideBrokerDispute", {
      params: { id: filed.body.id },
      body: { decision: "upheld", reason: "FMCSA confirms the MC was hijacked for this load" },
      as: admin,
      clock,
    });
    expect(decided.status, decided.describe).toBe(200);

    const after = await profileAs(tenant.brokers[0]);
    expect(after.body.identity.fails, after.describe).toEqual({ loads: 1, removedByDispute: 1 });
    const events = await identityEventsAs(tenant.brokers[0]);
    const own = events.body.events.find((item: IdentityEvent) => item.loadId === ids.own);
    expect(own, events.describe).toMatchObject({ dispute: "upheld", removedFromScore: true });
  });
});
