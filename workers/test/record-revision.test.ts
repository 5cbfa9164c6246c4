// A record version sent after an administrator verified the true rate: the published figure stays
// bound to the verified version, the revision is shown with what it changes, and people are told.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { RECORD_FIELDS } from "./request-loop-fixtures";
import { call } from "./support/call";
import { createLoad, expectStatus, loadRow, shareDocument, signedInUser, type TestUser } from "./support/documents";
import { world } from "./support/fixed-world";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

let admin: TestUser;

beforeAll(async () => {
  admin = await signedInUser("admin");
});

/** A load whose true rate an administrator verified from the broker's first record version. */
async function verifiedLoad() {
  const tenant = await world.tenantA();
  const load = await createLoad(tenant);
  await shareDocument(tenant, load);
  const broker = tenant.brokers[0] as TestUser;
  await expectStatus(
    // Raw: money as text ("2600"), which the API reads though the type says a number.
    await call("submitLoadRecord", { params: { id: load.id }, raw: { json: RECORD_FIELDS }, as: broker }),
    201,
  );
  await expectStatus(
    await call("verifyLoadTrueRate", { params: { id: load.id }, body: { trueRate: 2600 }, as: admin }),
    200,
  );
  return { tenant, load, broker };
}

async function revisionNotices(loadId: string) {
  const { results } = await env.DB.prepare(
    "SELECT user_id AS userId, type, title, message FROM notifications WHERE instr(dedupe_key, ?1) = 1 ORDER BY user_id",
  )
    .bind(`record-revision:${loadId}:`)
    .all<{ userId: string; type: string; title: string; message: string }>();
  return results;
}

describe("a record revision after verification", () => {
  it("leaves the published true rate bound to the verified version and shows the revision with its changes", async () => {
    const { tenant, load, broker } = await verifiedLoad();
    await expectStatus(
      await call("submitLoadRecord", {
        params: { id: load.id },
        // Raw: money as text ("2600"), which the API reads though the type says a number.
        raw: { json: { ...RECORD_FIELDS, compensation: "1", freightChargesCollected: "1" } },
        as: broker,
      }),
      201,
    );

    // The published figure (what searches and lane figures read) has not moved.
    expect(await loadRow(load.id)).toMatchObject({
      verified: 1,
      true_rate_cents: 260_000,
      true_rate_record_version: 1,
    });
    for (const viewer of [tenant.carrier, admin]) {
      const seen = await expectStatus<Body>(await call("getLoadRecord", { params: { id: load.id }, as: viewer }), 200);
      expect(seen.load).toMatchObject({ trueRate: 2600, trueRateRecordVersion: 1 });
      // Nothing is deleted: the newest version is the record, and both are listed.
      expect(seen.record.version).toBe(2);
      expect(seen.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
      expect(seen.revision, JSON.stringify(seen)).toMatchObject({ version: 2, verifiedVersion: 1 });
      expect(seen.revision.changes).toEqual([
        { field: "compensation", label: "Compensation received", before: "$2,600.00", after: "$1.00" },
        { field: "freightChargesCollected", label: "Freight charges collected", before: "$2,600.00", after: "$1.00" },
      ]);
      // The margin stays that of the verified version.
      expect(seen.margin.trueRate).toBe(2600);
    }
    // The administrators' load list flags it, so the revision is found without opening every load.
    const { loads: listed } = await expectStatus<Body>(await call("listAdminLoads", { as: admin }), 200);
    const row = listed.find((entry: { id: string }) => entry.id === load.id);
    expect(row, JSON.stringify(listed.slice(0, 2))).toMatchObject({ trueRate: 2600, revisionAwaitingReview: 2 });
  });

  it("tells the carrier and every administrator, once per version", async () => {
    const { tenant, load, broker } = await verifiedLoad();
    const revised = { ...RECORD_FIELDS, compensation: "2400" };
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: revised }, as: broker }),
      201,
    );
    // Repeating the same revision writes no version (200, the version it repeats), and so no second notice.
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: revised }, as: broker }),
      200,
    );
    const expected = [tenant.carrier.id, admin.id].sort();
    await expect
      .poll(async () => (await revisionNotices(load.id)).map((notice) => notice.userId).sort(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(expected));
    const notices = await revisionNotices(load.id);
    expect(new Set(notices.map((notice) => notice.userId)).size, JSON.stringify(notices)).toBe(notices.length);
    for (const notice of notices) {
      expect(notice).toMatchObject({ type: "system_alert", title: "A record revision awaits review" });
      expect(notice.message).toContain("stays $2600");
    }
    const audit = await env.DB.prepare(
      "SELECT details FROM audit_log WHERE entity_id = ?1 AND action = 'load.record_revision_pending'",
    )
      .bind(load.id)
      .all<{ details: string }>();
    expect(audit.results.map((row) => JSON.parse(row.details))).toEqual([{ version: 2, verifiedVersion: 1 }]);
  });

  it("keeps the broker's version when the notifications queue is down, and the published rate as verified", async () => {
    const { load, broker } = await verifiedLoad();
    const failing = () => Promise.reject(new Error("queue unavailable"));
    const down = { send: failing, sendBatch: failing } as unknown as Queue;
    const response = await call("submitLoadRecord", {
      params: { id: load.id },
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      raw: { json: { ...RECORD_FIELDS, compensation: "1" } },
      as: broker,
      bindings: { NOTIFICATIONS: down },
    });
    expect(response.status, response.text).toBe(201);
    expect(await loadRow(load.id)).toMatchObject({ true_rate_cents: 260_000, true_rate_record_version: 1 });
    const versions = await env.DB.prepare("SELECT COUNT(*) AS n FROM transaction_records WHERE load_id = ?1")
      .bind(load.id)
      .first<{ n: number }>();
    expect(versions?.n).toBe(2);
  });

  it("counts once an administrator verifies again, from the revision", async () => {
    const { tenant, load, broker } = await verifiedLoad();
    const revised = { ...RECORD_FIELDS, compensation: "2400", freightChargesCollected: "2400" };
    await expectStatus(
      // Raw: money as text ("2600"), which the API reads though the type says a number.
      await call("submitLoadRecord", { params: { id: load.id }, raw: { json: revised }, as: broker }),
      201,
    );
    const verified = await expectStatus<Body>(
      await call("verifyLoadTrueRate", { params: { id: load.id }, body: { trueRate: 2400 }, as: admin }),
      200,
    );
    expect(verified.trueRateVerification).toEqual({ source: "record", recordVersion: 2 });
    const seen = await expectStatus<Body>(
      await call("getLoadRecord", { params: { id: load.id }, as: tenant.carrier }),
      200,
    );
    expect(seen.revision).toBeNull();
    expect(seen.load).toMatchObject({ trueRate: 2400, trueRateRecordVersion: 2 });
    expect(seen.margin.trueRate).toBe(2400);
    const { loads: listed } = await expectStatus<Body>(await call("listAdminLoads", { as: admin }), 200);
    expect(listed.find((entry: { id: string }) => entry.id === load.id)?.revisionAwaitingReview).toBeNull();
  });

  it("is no revision before any verification: a correction is simply the newest version", async () => {
    const tenant = await world.tenantA();
    const load = await createLoad(tenant);
    await shareDocument(tenant, load);
    const broker = tenant.brokers[0] as TestUser;
    for (const compensation of ["2600", "2500"]) {
      const body = { ...RECORD_FIELDS, compensation };
      await expectStatus(
        // Raw: money as text ("2600"), which the API reads though the type says a number.
        await call("submitLoadRecord", { params: { id: load.id }, raw: { json: body }, as: broker }),
        201,
      );
    }
    const seen = await expectStatus<Body>(
      await call("getLoadRecord", { params: { id: load.id }, as: tenant.carrier }),
      200,
    );
    expect(seen.revision).toBeNull();
    expect(seen.margin.trueRate).toBe(2500);
    expect(await revisionNotices(load.id)).toEqual([]);
  });
});
