import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadDeadlineStub } from "../src/services/deadlines/stub";
import { expectProblem } from "./support/assertions";
import { call } from "./support/call";
import { createPartner, partnerLoad as load, PartnerClient } from "./support/partners";

const DAY = 86_400_000;

async function partnerClient() {
  const partner = await createPartner();
  return { partner, client: await new PartnerClient(partner).authenticate() };
}

describe("pushing loads", () => {
  it("creates each load with its 48-hour deadline armed, for the organisation's carrier", async () => {
    const { partner, client } = await partnerClient();
    const pushed = await call("pushPartnerLoads", {
      body: { loads: [load("A-1"), load("A-2", { trailerType: "reefer" })] },
      as: client,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    expect(pushed.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    const [first] = pushed.body.results;
    expect(first).toMatchObject({ index: 0, partnerLoadId: "A-1", status: "created" });

    const row = await env.DB.prepare("SELECT user_id, uploaded_at, deadline_at FROM loads WHERE id = ?1")
      .bind(first.loadId)
      .first<{ user_id: string; uploaded_at: number; deadline_at: number }>();
    expect(row?.user_id).toBe(partner.carrier.id);
    expect((row?.deadline_at ?? 0) - (row?.uploaded_at ?? 0)).toBe(2 * DAY);
    // A batch's deadlines are armed by the DEADLINES queue's consumer, shortly after the answer.
    for (const item of pushed.body.results) {
      await expect
        .poll(() => loadDeadlineStub({ env }, item.loadId).status(), { timeout: 5000 })
        .toMatchObject({ status: "scheduled", deadlineAt: Date.parse(item.deadlineAt) });
    }

    const read = await call("getPartnerLoad", { params: { partnerLoadId: "A-1" }, as: client });
    expect(read.status, read.describe).toBe(200);
    expect(read.body).toMatchObject({
      partnerLoadId: "A-1",
      loadId: first.loadId,
      version: 1,
      complianceStatus: "pending",
      rate: 2150,
    });
  });

  it("upserts by partner load id: a change updates, a repeat changes nothing, nothing duplicates", async () => {
    const { partner, client } = await partnerClient();
    await call("pushPartnerLoads", { body: { loads: [load("U-1")] }, as: client });
    const repeat = await call("pushPartnerLoads", { body: { loads: [load("U-1")] }, as: client });
    expect(repeat.body.results[0], repeat.describe).toMatchObject({ status: "unchanged" });
    const changed = await call("pushPartnerLoads", { body: { loads: [load("U-1", { rate: 2400 })] }, as: client });
    expect(changed.body.results[0], changed.describe).toMatchObject({ status: "updated" });
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "U-1" }, as: client });
    expect(read.body).toMatchObject({ rate: 2400, version: 2 });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM loads WHERE user_id = ?1")
      .bind(partner.carrier.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("makes one load of the same new id pushed five times at once; the others update it or leave it", async () => {
    const { partner, client } = await partnerClient();
    const bodies = [load("R-1"), load("R-1"), load("R-1"), load("R-1", { rate: 2500 }), load("R-1")];
    const answers = await Promise.all(
      bodies.map((item) => call("pushPartnerLoads", { body: { loads: [item] }, as: client })),
    );
    const results = answers.map((answer) => {
      expect(answer.status, answer.describe).toBe(200);
      return answer.body.results[0];
    });
    expect(
      results.filter((result) => result.status === "created"),
      JSON.stringify(results),
    ).toHaveLength(1);
    const [made] = results.filter((result) => result.status === "created");
    for (const result of results) expect(result.loadId).toBe(made.loadId);

    const rows = await env.DB.batch<{ n: number }>([
      env.DB.prepare("SELECT COUNT(*) AS n FROM loads WHERE user_id = ?1").bind(partner.carrier.id),
      env.DB.prepare("SELECT COUNT(*) AS n FROM load_requests WHERE load_id = ?1").bind(made.loadId),
      env.DB.prepare(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'load.created' AND entity_id IN (SELECT id FROM loads WHERE user_id = ?1)",
      ).bind(partner.carrier.id),
    ]);
    expect(rows.map((result) => result.results[0]?.n)).toEqual([1, 1, 1]);
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "R-1" }, as: client });
    const updates = results.filter((result) => result.status === "updated").length;
    expect(read.body).toMatchObject({ loadId: made.loadId, version: 1 + updates });
  });

  it("answers per item: bad rows are rejected with the portal's messages, the rest go in", async () => {
    const { client } = await partnerClient();
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: [load("E-1"), load("E-2", { mileage: -5, brokerEmail: "nope" }), { rate: 1 }, load("E-1")],
      },
      as: client,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    expect(pushed.body).toMatchObject({ created: 1, rejected: 3 });
    const [ok, bad, empty, duplicate] = pushed.body.results;
    expect(ok.status).toBe("created");
    expect(bad.errors).toMatchObject({
      mileage: ["Mileage must be a positive whole number"],
      brokerEmail: ["Valid broker email is required"],
    });
    expect(empty.errors.partnerLoadId).toEqual(["partnerLoadId is required"]);
    expect(empty.errors.brokerName).toEqual(["Broker name is required"]);
    expect(duplicate.errors.partnerLoadId).toEqual(["This partnerLoadId appears more than once in the batch"]);
  });

  it("refuses more than 1,000 loads in one batch", async () => {
    const { client } = await partnerClient();
    const loads = Array.from({ length: 1001 }, (_, index) => ({ partnerLoadId: `X-${index}` }));
    expectProblem(
      await call("pushPartnerLoads", { body: { loads }, as: client }),
      400,
      "VALIDATION_FAILED",
      "A batch holds at most 1000 loads",
    );
  });

  it("replays an Idempotency-Key's first answer, and refuses the key with another body", async () => {
    const { client } = await partnerClient();
    const headers = { "idempotency-key": "batch-1" };
    const first = await call("pushPartnerLoads", { body: { loads: [load("I-1")] }, headers, as: client });
    const again = await call("pushPartnerLoads", { body: { loads: [load("I-1")] }, headers, as: client });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.body.results[0].status, "the replay is the first answer, not a fresh 'unchanged'").toBe("created");
    expectProblem(
      await call("pushPartnerLoads", { body: { loads: [load("I-2")] }, headers, as: client }),
      422,
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was used with a different request body",
    );
  });

  it("keeps organisations apart: a partner never sees another's loads", async () => {
    const a = await partnerClient();
    const b = await partnerClient();
    await call("pushPartnerLoads", { body: { loads: [load("SHARED-ID")] }, as: a.client });
    expectProblem(
      await call("getPartnerLoad", { params: { partnerLoadId: "SHARED-ID" }, as: b.client }),
      404,
      "NOT_FOUND",
      "Load not found",
    );
    const feed = await call("listPartnerLoadChanges", { as: b.client });
    expect(feed.body.items, feed.describe).toEqual([]);
    // The same partner id in another organisation is another load.
    const own = await call("pushPartnerLoads", { body: { loads: [load("SHARED-ID", { rate: 999 })] }, as: b.client });
    expect(own.body.results[0].status).toBe("created");
    expect((await call("getPartnerLoad", { params: { partnerLoadId: "SHARED-ID" }, as: a.client })).body.rate).toBe(
      2150,
    );
  });

  it("pages the change feed with a cursor, oldest change first", async () => {
    const { client } = await partnerClient();
    await call("pushPartnerLoads", { body: { loads: [load("C-1"), load("C-2"), load("C-3")] }, as: client });
    const first = await call("listPartnerLoadChanges", { query: { limit: "2" }, as: client });
    expect(first.body.items.map((item: { partnerLoadId: string }) => item.partnerLoadId)).toEqual(["C-1", "C-2"]);
    expect(first.body.hasMore).toBe(true);
    const second = await call("listPartnerLoadChanges", {
      query: { limit: "2", cursor: first.body.nextCursor },
      as: client,
    });
    expect(second.body.items.map((item: { partnerLoadId: string }) => item.partnerLoadId)).toEqual(["C-3"]);
    expect(second.body.hasMore).toBe(false);

    await call("pushPartnerLoads", { body: { loads: [load("C-1", { weight: 40000 })] }, as: client });
    const later = await call("listPartnerLoadChanges", { query: { cursor: second.body.nextCursor }, as: client });
    expect(later.body.items.map((item: { partnerLoadId: string }) => item.partnerLoadId)).toEqual(["C-1"]);
    expectProblem(
      await call("listPartnerLoadChanges", { query: { cursor: "garbage" }, as: client }),
      400,
      "BAD_REQUEST",
    );
    const future = await call("listPartnerLoadChanges", { query: { since: "2999-01-01T00:00:00Z" }, as: client });
    expect(future.body.items).toEqual([]);
  });
});
