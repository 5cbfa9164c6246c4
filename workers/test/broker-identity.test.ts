import type { IdentityCheck, IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLoadIdentity } from "../src/services/broker-identity/check-load";
import { createUser, signedInUser, type TestUser } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { signedInAs, testContext } from "./support/context";
import { CENSUS_FILE, DAY, importIdentityRegistry, NOW, readRateConfirmation } from "./support/identity-registry";
import { insertLoads } from "./support/loads";

const PLACE = { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63 };
let carriers: TestUser[];

beforeAll(async () => {
  await importIdentityRegistry();
  carriers = await Promise.all(
    ["MC6660001", "MC6660002", "MC6660003", "MC6660004"].map((mcNumber, index) =>
      createUser("carrier", {
        password: null,
        registry: false,
        mcNumber,
        companyName: `Road Runner ${index + 1} Trucking LLC`,
      }),
    ),
  );
});

const carrier = (index = 0) => carriers[index] as TestUser;

async function load(broker: { name?: string; email: string; mc?: string | null }, by = carrier(), daysAgo = 2) {
  const [id] = await insertLoads([
    {
      userId: by.id,
      brokerName: broker.name ?? "Acme Freight LLC",
      brokerEmail: broker.email,
      brokerMcNumber: broker.mc ?? null,
      trailerType: "dry_van",
      pickup: PLACE,
      delivery: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
      uploadedAt: NOW - daysAgo * DAY,
    },
  ]);
  return id as string;
}

const verdictOf = (loadId: string, by = carrier()) =>
  checkLoadIdentity(testContext({ now: NOW, actor: signedInAs(by.id) }), { loadId });

function checkOf(verdict: IdentityVerdict, kind: IdentityCheck["kind"]): IdentityCheck {
  const check = verdict.checks.find((item) => item.kind === kind);
  if (!check) throw new Error(`no ${kind} check in ${JSON.stringify(verdict)}`);
  return check;
}

describe("a load's broker identity", () => {
  it("passes every check for an established, registered broker writing from its own domain, on its own rate confirmation", async () => {
    for (const index of [1, 2, 3]) await load({ email: "ops@acmefreight.test", mc: "MC5550001" }, carrier(index));
    const loadId = await load({ email: "dispatch@acmefreight.test", mc: "MC5550001" });
    await readRateConfirmation(loadId, carrier(), {
      brokerName: "ACME FREIGHT, L.L.C.",
      brokerMcNumber: "MC-5550001",
      carrierName: "Road Runner 1 Trucking",
      carrierMcNumber: "MC6660001",
    });
    const verdict = await verdictOf(loadId);
    expect(verdict.outcome, JSON.stringify(verdict, null, 1)).toBe("pass");
    expect(checkOf(verdict, "authority").sentence).toContain(`as of 2026-11-20`);
    expect(checkOf(verdict, "authority").evidence).toContainEqual({
      label: "Authority status",
      value: "ACTIVE",
      source: `FMCSA census file ${CENSUS_FILE}, as of 2026-11-20`,
    });
    expect(checkOf(verdict, "history").sentence).toContain("4 reports from 4 carriers");
  });

  it("fails a revoked authority, an MC of a motor carrier only, and an MC not in the census, each in its own words", async () => {
    const revoked = checkOf(
      await verdictOf(await load({ email: "ops@gonebrokers.test", mc: "MC5550003" })),
      "authority",
    );
    expect(revoked.outcome).toBe("fail");
    expect(revoked.sentence).toContain("revoked or inactive");
    expect(revoked.evidence).toContainEqual(
      expect.objectContaining({ label: "Broker authority", value: "REVOKED on 2026-10-15" }),
    );
    const carrierOnlyVerdict = await verdictOf(await load({ email: "a@haulco.test", mc: "MC5550004" }));
    const carrierOnly = checkOf(carrierOnlyVerdict, "authority");
    expect(carrierOnly.outcome).toBe("fail");
    expect(carrierOnly.sentence).toContain("motor carrier, Haul Co LLC");
    // No broker record and no brokerage: nothing to compare the e-mail with.
    expect(checkOf(carrierOnlyVerdict, "contact").outcome).toBe("unknown");
    const missing = checkOf(await verdictOf(await load({ email: "a@nowhere.test", mc: "MC5559999" })), "authority");
    expect(missing.outcome).toBe("fail");
    expect(missing.sentence).toBe("MC5559999 is not in the FMCSA census as of 2026-11-20.");
  });

  it("fails an authority three weeks old and warns of one three months old", async () => {
    const young = checkOf(
      await verdictOf(await load({ email: "dispatch@newco.test", mc: "MC5550002" })),
      "authority_age",
    );
    expect(young.outcome, young.sentence).toBe("fail");
    expect(young.sentence).toContain("21 days old");
    const middling = checkOf(
      await verdictOf(await load({ email: "loads@midage.test", mc: "MC5550005" })),
      "authority_age",
    );
    expect(middling.outcome, middling.sentence).toBe("warn");
  });

  it("says unknown, never pass, when the load names no MC", async () => {
    const verdict = await verdictOf(await load({ email: "ops@acmefreight.test" }));
    for (const kind of ["authority", "authority_age", "history", "document"] as const)
      expect(checkOf(verdict, kind).outcome, kind).toBe("unknown");
    expect(verdict.outcome).toBe("unknown");
  });

  it("fails a look-alike of a registered brokerage's domain, naming both, and warns of a free mailbox", async () => {
    const lookalike = checkOf(await verdictOf(await load({ email: "ops@acmefre1ght.test" })), "contact");
    expect(lookalike.outcome).toBe("fail");
    expect(lookalike.sentence).toContain("acmefre1ght.test looks like acmefreight.test, Acme Freight's domain");
    const freeMail = checkOf(await verdictOf(await load({ email: "acme.dispatch@gmail.com" })), "contact");
    expect(freeMail.outcome).toBe("warn");
  });

  it("fails a rate confirmation made out to another carrier: the double-brokering sign, both MCs quoted", async () => {
    const loadId = await load({ email: "ops@acmefreight.test", mc: "MC5550001" });
    await readRateConfirmation(loadId, carrier(), {
      carrierName: "Fly By Night Carriers",
      carrierMcNumber: "MC7770001",
    });
    const verdict = await verdictOf(loadId);
    const document = checkOf(verdict, "document");
    expect(document.outcome).toBe("fail");
    expect(document.sentence).toContain("MC7770001");
    expect(document.sentence).toContain("MC6660001");
    expect(document.evidence).toContainEqual({
      label: "Carrier MC printed",
      value: "MC7770001",
      source: "the rate confirmation, page 1",
    });
    expect(verdict.outcome).toBe("fail");
  });

  it("warns of another broker's name on the rate confirmation when no MC settles it", async () => {
    const loadId = await load({ email: "ops@acmefreight.test", mc: "MC5550001" });
    await readRateConfirmation(loadId, carrier(), { brokerName: "Totally Other Brokerage Inc" });
    const document = checkOf(await verdictOf(loadId), "document");
    expect(document.outcome, document.sentence).toBe("warn");
    expect(document.sentence).toContain("Totally Other Brokerage Inc");
  });

  it("warns of an MC seen with several unrelated domains by several carriers, and counts nothing from fewer", async () => {
    const few = checkOf(await verdictOf(await load({ email: "loads@midage.test", mc: "MC5550005" })), "history");
    expect(few.outcome, few.sentence).toBe("unknown");
    for (const [index, email] of ["x@cheaploads.test", "y@fastfreight.test", "z@midage-loads.test"].entries())
      await load({ email, mc: "MC5550005", name: "Midage Brokerage" }, carrier(index + 1));
    const many = checkOf(await verdictOf(await load({ email: "loads@midage.test", mc: "MC5550005" })), "history");
    expect(many.outcome, many.sentence).toBe("warn");
    expect(many.sentence).toContain("4 unrelated e-mail domains");
  });

  it("answers another carrier's load as unknown (404), and an administrator's request with the verdict", async () => {
    const loadId = await load({ email: "ops@acmefreight.test", mc: "MC5550001" });
    await expect(verdictOf(loadId, carrier(1))).rejects.toMatchObject({ code: "NOT_FOUND" });
    const admin = await createUser("admin", { password: null });
    const verdict = await checkLoadIdentity(
      testContext({ now: NOW, actor: { ...signedInAs(admin.id), role: "admin", isAdmin: true } }),
      { loadId },
    );
    expect(verdict.checks).toHaveLength(5);
    await expect(checkLoadIdentity(testContext({ now: NOW }), { loadId })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
  });
});

describe("GET /api/loads/{id}/identity", () => {
  const clock = new TestClock(NOW);

  it("answers the load's carrier and an administrator the verdict, with each check's evidence", async () => {
    const reporter = await signedInUser("carrier", {
      mcNumber: "MC6660009",
      companyName: "Road Runner 9 Trucking LLC",
    });
    const loadId = await load({ name: "Gone Brokers Inc", email: "ops@gonebrokers.test", mc: "MC5550003" }, reporter);
    const own = await call("getLoadIdentity", { params: { id: loadId }, as: reporter, clock });
    expect(own.status, own.describe).toBe(200);
    expect(own.body.outcome, own.describe).toBe("fail");
    expect(own.body.checks.map((item: IdentityCheck) => item.kind)).toEqual([
      "authority",
      "authority_age",
      "contact",
      "document",
      "history",
    ]);
    expect(checkOf(own.body, "authority").sentence).toContain("revoked or inactive");
    const admin = await signedInUser("admin");
    const asAdmin = await call("getLoadIdentity", { params: { id: loadId }, as: admin, clock });
    expect(asAdmin.status, asAdmin.describe).toBe(200);
    expect(asAdmin.body, asAdmin.describe).toEqual(own.body);
  });

  it("answers another carrier, and an unknown id, 404; a caller signed out 401", async () => {
    const reporter = await signedInUser("carrier");
    const loadId = await load({ email: "ops@acmefreight.test", mc: "MC5550001" }, reporter);
    const other = await signedInUser("carrier");
    const notTheirs = await call("getLoadIdentity", { params: { id: loadId }, as: other, clock });
    expect(notTheirs.status, notTheirs.describe).toBe(404);
    expect(notTheirs.body.detail, notTheirs.describe).toBe("Load not found");
    const unknown = await call("getLoadIdentity", { params: { id: crypto.randomUUID() }, as: reporter, clock });
    expect(unknown.status, unknown.describe).toBe(404);
    const signedOut = await call("getLoadIdentity", { params: { id: loadId }, clock });
    expect(signedOut.status, signedOut.describe).toBe(401);
  });
});
