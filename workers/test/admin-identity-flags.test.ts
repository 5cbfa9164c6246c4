import { env } from "cloudflare:workers";
import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../src/db/client";
import { reportsNamingMcsStatement } from "../src/db/queries/broker-identity-batch";
import { newestAuthorityHistoryFileStatement, newestCensusFileStatement } from "../src/db/queries/fmcsa";
import { signedInUser, type TestUser } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { DAY, importIdentityRegistry, NOW } from "./support/identity-registry";
import { insertLoads } from "./support/loads";

const clock = new TestClock(NOW);
let admin: TestUser;
let carrier: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await importIdentityRegistry();
  admin = await signedInUser("admin");
  carrier = await signedInUser("carrier", { mcNumber: "MC6660001", companyName: "Road Runner Trucking LLC" });
  const brokers = {
    revoked: { brokerName: "Gone Brokers Inc", brokerEmail: "ops@gonebrokers.test", brokerMcNumber: "MC5550003" },
    established: { brokerName: "Acme Freight LLC", brokerEmail: "ops@acmefreight.test", brokerMcNumber: "MC5550001" },
    lookalike: { brokerName: "Acme Freight LLC", brokerEmail: "ops@acmefreigth.test", brokerMcNumber: "MC5550001" },
  };
  for (const [daysAgo, name] of (["revoked", "established", "lookalike"] as const).entries()) {
    const [id] = await insertLoads([
      {
        userId: carrier.id,
        ...brokers[name],
        trailerType: "dry_van",
        pickup: { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63 },
        delivery: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
        uploadedAt: NOW - (3 - daysAgo) * DAY,
      },
    ]);
    ids[name] = id as string;
  }
});

describe("GET /api/admin/identity-flags", () => {
  it("lists the loads whose identity fails, newest first, each with its failing checks and evidence", async () => {
    const page = await call("listAdminIdentityFlags", { as: admin, clock });
    expect(page.status, page.describe).toBe(200);
    expect(
      page.body.items.map((item: { loadId: string }) => item.loadId),
      page.describe,
    ).toEqual([ids.lookalike, ids.revoked]);
    const [lookalike, revoked] = page.body.items;
    expect(lookalike.failing.map((check: { kind: string }) => check.kind)).toEqual(["contact"]);
    expect(lookalike.failing[0].sentence).toContain("acmefreight.test");
    expect(revoked.failing[0]).toMatchObject({ kind: "authority", outcome: "fail" });
    expect(revoked.failing[0].evidence.length).toBeGreaterThan(0);
    expect(revoked.broker).toEqual({ name: "Gone Brokers Inc", email: "ops@gonebrokers.test", mcNumber: "MC5550003" });
    expect(page.body.nextCursor).toBeNull();
  });

  it("pages with the cursor, continuing after the last load shown", async () => {
    const first = await call("listAdminIdentityFlags", { query: { limit: 1 }, as: admin, clock });
    expect(
      first.body.items.map((item: { loadId: string }) => item.loadId),
      first.describe,
    ).toEqual([ids.lookalike]);
    expect(first.body.nextCursor, first.describe).toEqual(expect.any(String));
    const second = await call("listAdminIdentityFlags", {
      query: { limit: 1, cursor: first.body.nextCursor },
      as: admin,
      clock,
    });
    expect(
      second.body.items.map((item: { loadId: string }) => item.loadId),
      second.describe,
    ).toEqual([ids.revoked]);
    const bad = await call("listAdminIdentityFlags", { query: { cursor: "not-ours" }, as: admin, clock });
    expect(bad.status, bad.describe).toBe(400);
  });

  it("refuses everyone but administrators", async () => {
    const asCarrier = await call("listAdminIdentityFlags", { as: carrier, clock });
    expect(asCarrier.status, asCarrier.describe).toBe(403);
    const signedOut = await call("listAdminIdentityFlags", { clock });
    expect(signedOut.status, signedOut.describe).toBe(401);
  });
});

describe("the complaint packet of a flagged load", () => {
  type Check = { kind: string; outcome: string; sentence: string; evidence: { value: string; source: string }[] };

  it("is prepared for a load whose identity fails, with its checks and evidence, and alleges 371.7", async () => {
    const answer = await call("prepareComplaintPacket", { params: { id: ids.revoked as string }, as: admin, clock });
    expect(answer.status, answer.describe).toBe(200);
    const packet = answer.body;
    const authority = packet.identity.checks.find((check: Check) => check.kind === "authority");
    expect(packet.identity.outcome, answer.describe).toBe("fail");
    expect(authority.outcome).toBe("fail");
    expect(authority.evidence.map((item: Check["evidence"][number]) => item.value)).toContain("MC5550003");
    const field = (key: string) => packet.fields.find((entry: { key: string }) => entry.key === key)?.value;
    expect(field("narrative")).toContain(authority.sentence);
    expect(field("narrative")).toContain("MC5550003 (the load as reported)");
    expect(field("narrative")).not.toContain("371.3");
    expect(field("allegationSubcategory")).toBe(
      "Brokering in a name or under an authority not its own (49 CFR 371.7, 49 U.S.C. 13904)",
    );
  });

  it("is still refused for a load that is neither overdue, refused nor failing its identity", async () => {
    const answer = await call("prepareComplaintPacket", {
      params: { id: ids.established as string },
      as: admin,
      clock,
    });
    expect(answer.status, answer.describe).toBe(409);
    expect(answer.body.message).toBe(ADMIN_CONSOLE_MESSAGES.complaintNotEligible);
  });

  it("is for administrators only", async () => {
    const asCarrier = await call("prepareComplaintPacket", {
      params: { id: ids.revoked as string },
      as: carrier,
      clock,
    });
    expect(asCarrier.status, asCarrier.describe).toBe(403);
  });
});

async function planOf(query: { sql: string; params: unknown[] }) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join("\n");
}

describe("the identity batch's statements", () => {
  // Every identity batch reads them: a sort of the whole census (2.2M rows in production) per batch would dwarf the rest.
  it.each([
    ["census", newestCensusFileStatement, "fmcsa_brokers_as_of_idx"],
    ["authority history", newestAuthorityHistoryFileStatement, "fmcsa_authority_history_as_of_idx"],
  ] as const)("reads the %s's newest row through its as-of index, with no sort", async (_, statement, index) => {
    const plan = await planOf(statement(createDb(env.DB)).toSQL());
    expect(plan).toContain(`USING INDEX ${index}`);
    expect(plan).not.toContain("TEMP B-TREE");
  });

  // Every search, push and score lookup reads them: by the review index, SQLite read every counted load of
  // the 90 days (15 ms at 20,000 loads, for an empty list of MCs too); by the broker keys, a few rows.
  it("finds the reports naming the MCs by their broker keys, not by reading every counted load", async () => {
    const statement = reportsNamingMcsStatement(createDb(env.DB), {
      mcNumbers: ["MC5550001", "MC5550003"],
      since: new Date(NOW - 90 * DAY),
    });
    const plan = await planOf(statement.toSQL());
    expect(plan).toMatch(/SEARCH loads USING INDEX loads_broker_invoiced_idx \(broker_key=\?\)/);
    expect(plan).not.toContain("loads_review_idx");
  });
});
