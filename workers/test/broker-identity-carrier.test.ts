// The carrier's side of broker identity (issue 44): POST /api/broker-identity/checks for a broker
// being typed into the load form, every outcome of its checks reachable, its role and input answers;
// and the identity summary of each search row, every broker of a search checked in one batch.
import type { IdentityCheck, IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import type { IdentitySummary } from "@truerate/domain/brokers/identity/summary";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInUser, type TestUser } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { DAY, importIdentityRegistry, NOW } from "./support/identity-registry";
import { insertLoads, placeOf } from "./support/loads";

const clock = new TestClock(NOW);
const CHICAGO = { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63 };
const DALLAS = { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 };
let carrier: TestUser;

beforeAll(async () => {
  await importIdentityRegistry();
  carrier = await signedInUser("carrier", { mcNumber: "MC6670001", companyName: "Typing Trucking LLC" });
  // Acme Freight (MC5550001) named by loads of three carriers with its own domain: its history passes.
  const reporters = await Promise.all(
    [2, 3, 4].map((index) =>
      createUser("carrier", {
        password: null,
        registry: false,
        mcNumber: `MC667000${index}`,
        companyName: `R${index}`,
      }),
    ),
  );
  await insertLoads(
    reporters.map((reporter, index) => ({
      userId: reporter.id,
      brokerName: "Acme Freight LLC",
      brokerEmail: "ops@acmefreight.test",
      brokerMcNumber: "MC5550001",
      trailerType: "reefer",
      pickup: CHICAGO,
      delivery: DALLAS,
      uploadedAt: NOW - (index + 2) * DAY,
    })),
  );
});

async function check(body: Record<string, unknown>, as: TestUser | null = carrier) {
  return call("checkBrokerIdentity", { body, as, clock } as never);
}

async function verdict(body: Record<string, unknown>): Promise<IdentityVerdict> {
  const answer = await check(body);
  expect(answer.status, answer.describe).toBe(200);
  return answer.body as IdentityVerdict;
}

const outcomes = (answer: IdentityVerdict) =>
  Object.fromEntries(answer.checks.map((item: IdentityCheck) => [item.kind, item.outcome]));

describe("POST /api/broker-identity/checks", () => {
  it("passes a registered broker with its own domain, its authority old and its reports from three carriers", async () => {
    const answer = await verdict({
      brokerName: "Acme Freight LLC",
      brokerEmail: "dispatch@acmefreight.test",
      brokerMcNumber: "MC5550001",
    });
    expect(outcomes(answer), JSON.stringify(answer)).toEqual({
      authority: "pass",
      authority_age: "pass",
      contact: "pass",
      history: "pass",
    });
    expect(answer.outcome).toBe("pass");
  });

  it("fails a look-alike of a registered brokerage's domain, naming both, before any load exists", async () => {
    const answer = await verdict({ brokerName: "Acme Freight LLC", brokerEmail: "dispatch@acmefriehgt.test" });
    const contact = answer.checks.find((item) => item.kind === "contact");
    expect(contact?.outcome, JSON.stringify(answer)).toBe("fail");
    expect(contact?.sentence).toContain("acmefriehgt.test");
    expect(contact?.sentence).toContain("acmefreight.test");
    expect(contact?.evidence).toContainEqual({
      label: expect.any(String),
      value: "dispatch@acmefriehgt.test",
      source: "the load as reported",
    });
    // No MC typed yet: the registry checks say they lack it, never a pass.
    expect(outcomes(answer)).toMatchObject({ authority: "unknown", authority_age: "unknown" });
    expect(answer.outcome).toBe("fail");
  });

  it("fails a revoked authority and a three-week-old one, warns of a free mailbox and an authority under six months", async () => {
    const revoked = await verdict({ brokerName: "Gone Brokers Inc", brokerMcNumber: "MC5550003" });
    expect(outcomes(revoked).authority, JSON.stringify(revoked)).toBe("fail");
    const young = await verdict({
      brokerName: "Newco Brokers LLC",
      brokerEmail: "dispatch@newco.test",
      brokerMcNumber: "5550002",
    });
    expect(outcomes(young), JSON.stringify(young)).toMatchObject({
      authority: "pass",
      authority_age: "fail",
      contact: "pass",
    });
    const midage = await verdict({
      brokerName: "Midage Brokerage LLC",
      brokerEmail: "loads@gmail.com",
      brokerMcNumber: "MC5550005",
    });
    expect(outcomes(midage), JSON.stringify(midage)).toMatchObject({ authority_age: "warn", contact: "warn" });
    expect(midage.outcome).toBe("warn");
  });

  it("answers unknown, never a pass, when only a name is typed; and leaves out the rate confirmation match", async () => {
    const answer = await verdict({ brokerName: "Somebody Logistics" });
    expect(answer.outcome, JSON.stringify(answer)).toBe("unknown");
    expect(answer.checks.map((item) => item.kind)).toEqual(["authority", "authority_age", "contact", "history"]);
    expect(answer.checks.every((item) => item.outcome === "unknown")).toBe(true);
  });

  it("answers the load form's messages for bad input", async () => {
    const answer = await check({ brokerName: " ", brokerEmail: "not-an-address", brokerMcNumber: "12" });
    expect(answer.status, answer.describe).toBe(400);
    expect(answer.body.details?.fields, answer.describe).toMatchObject({
      brokerName: expect.arrayContaining(["Broker name is required"]),
      brokerEmail: expect.arrayContaining(["Valid broker email is required"]),
      brokerMcNumber: expect.arrayContaining(["MC number must be 6 to 7 digits"]),
    });
  });

  it("is for signed-in carriers: 401 signed out, 403 for a broker and an administrator", async () => {
    const body = { brokerName: "Acme Freight LLC", brokerMcNumber: "MC5550001" };
    const signedOut = await check(body, null);
    expect(signedOut.status, signedOut.describe).toBe(401);
    for (const role of ["broker", "admin"] as const) {
      const answer = await check(body, await signedInUser(role));
      expect(answer.status, answer.describe).toBe(403);
      expect(answer.body.message, answer.describe).toBe("Broker identity checks are for carriers.");
    }
  });
});

describe("the identity summary of search rows", () => {
  it("gives each row its broker's checks that did not pass, the failing one first, with its sentence and evidence", async () => {
    const owner = await signedInUser("carrier");
    const [lookalike, revoked, fine] = await insertLoads(
      [
        { name: "Acme Freight LLC", email: "loads@acmefreigth.test", mc: null },
        { name: "Gone Brokers Inc", email: "ops@gonebrokers.test", mc: "MC5550003" },
        { name: "Acme Freight LLC", email: "ops@acmefreight.test", mc: "MC5550001" },
      ].map((broker, index) => ({
        userId: owner.id,
        brokerName: broker.name,
        brokerEmail: broker.email,
        brokerMcNumber: broker.mc,
        trailerType: "flatbed" as const,
        pickup: DALLAS,
        delivery: CHICAGO,
        uploadedAt: NOW - (index + 1) * DAY,
      })),
    );
    const answer = await call("searchLoads", {
      as: carrier,
      clock,
      body: {
        origin: placeOf(DALLAS),
        destination: placeOf(CHICAGO),
        originRadius: 25,
        destinationRadius: 25,
        availableTypes: ["flatbed"],
      },
    } as never);
    expect(answer.status, answer.describe).toBe(200);
    const rows = answer.body as { id: string; identity: IdentitySummary }[];
    const identityOf = (id: string | undefined) => rows.find((row) => row.id === id)?.identity;
    expect(identityOf(lookalike)?.outcome, answer.describe).toBe("fail");
    expect(identityOf(lookalike)?.concerns[0], answer.describe).toMatchObject({ kind: "contact", outcome: "fail" });
    // Too little data reads as such, after the failure: never dropped, never a pass.
    expect(
      identityOf(lookalike)
        ?.concerns.slice(1)
        .map((item) => item.outcome),
    ).toEqual(["unknown", "unknown"]);
    expect(identityOf(revoked)?.concerns[0], answer.describe).toMatchObject({ kind: "authority", outcome: "fail" });
    expect(identityOf(revoked)?.concerns[0]?.sentence).toContain("revoked or inactive");
    expect(identityOf(fine)?.outcome, answer.describe).toBe("pass");
    expect(identityOf(fine)?.concerns).toEqual([]);
    // Another carrier's rate confirmation is never judged in a search row, nor the reports history.
    const kinds = rows.flatMap((row) => row.identity.concerns.map((item) => item.kind));
    expect(kinds).not.toContain("document");
    expect(kinds).not.toContain("history");
  });
});
