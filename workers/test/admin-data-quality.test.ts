// The administrator's data-quality review: the queue of held (quarantined) reports beside their
// lanes' figures, release and rejection with a reason (once, audited), bulk decisions, and each
// source's standing. Reports are written straight to D1 in the state screening would leave them.
import { env } from "cloudflare:workers";
import { DATA_QUALITY_MESSAGES } from "@truerate/domain/data-quality";
import { QUARANTINE_MESSAGES } from "@truerate/domain/reports/screening";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInUser } from "./support/accounts";
import { type BodyOf, type CallResponse, call } from "./support/call";
import { expectStatus, type Problem, type TestUser } from "./support/loads";
import { createPartner } from "./support/partners";

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Body = any;

const DAY = 24 * 60 * 60 * 1000;
const DALLAS = { city: "Dallas", state: "TX" };
const CHICAGO = { city: "Chicago", state: "IL" };
const BOISE = { city: "Boise", state: "ID" };
const FARGO = { city: "Fargo", state: "ND" };

let admin: TestUser;
let secondAdmin: TestUser;
let carrier: TestUser;
let broker: TestUser;
let partnerOrganisationId: string;
let sequence = 0;

interface Report {
  sourceKey?: string;
  status?: "counted" | "quarantined" | "rejected";
  reason?: string | null;
  uploadedAt?: number;
  pickup?: { city: string; state: string };
  delivery?: { city: string; state: string };
  rateCents?: number;
  mileage?: number;
  brokerKey?: string;
  carrierKey?: string;
}

/** One report (a load) as screening leaves it; every field has a plain default. */
async function insertReport(report: Report = {}): Promise<string> {
  const id = crypto.randomUUID();
  const uploadedAt = report.uploadedAt ?? Date.now() - DAY;
  sequence += 1;
  await env.DB.prepare(
    `INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state,
       delivery_city, delivery_state, mileage, weight, rate_cents, trailer_type, uploaded_at, deadline_at,
       source_key, carrier_key, broker_key, review_status, review_reason)
     VALUES (?1, ?2, 'Quality Freight LLC', 'ops@qualityfreight.test', ?3, ?4, ?5, ?6, ?7, ?8, ?9, 40000, ?10,
       'dry_van', ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
  )
    .bind(
      id,
      carrier.id,
      `DQ-${sequence}`,
      new Date(uploadedAt).toISOString().slice(0, 10),
      (report.pickup ?? DALLAS).city,
      (report.pickup ?? DALLAS).state,
      (report.delivery ?? CHICAGO).city,
      (report.delivery ?? CHICAGO).state,
      report.mileage ?? 1000,
      report.rateCents ?? 250_000,
      uploadedAt,
      uploadedAt + 2 * DAY,
      report.sourceKey ?? `carrier:${carrier.id}`,
      report.carrierKey ?? `account:${carrier.id}`,
      report.brokerKey ?? "mc:MC777001",
      report.status ?? "quarantined",
      report.reason === undefined ? "burst" : report.reason,
    )
    .run();
  return id;
}

const reviewOf = (id: string) =>
  env.DB.prepare(
    "SELECT review_status AS status, review_reason AS reason, reviewed_at AS reviewedAt, reviewed_by AS reviewedBy FROM loads WHERE id = ?1",
  )
    .bind(id)
    .first<{ status: string; reason: string | null; reviewedAt: number | null; reviewedBy: string | null }>();

const auditRows = (id: string) =>
  env.DB.prepare(
    "SELECT action, actor_user_id AS actor, details FROM audit_log WHERE entity_type = 'load' AND entity_id = ?1 ORDER BY created_at",
  )
    .bind(id)
    .all<{ action: string; actor: string; details: string }>()
    .then(({ results }) => results.map((row) => ({ ...row, details: JSON.parse(row.details) })));

const decide = (id: string, decision: "release" | "reject", body: unknown, user: TestUser | null = admin) =>
  call(decision === "release" ? "releaseAdminReport" : "rejectAdminReport", {
    params: { id },
    raw: body === undefined ? undefined : { json: body },
    as: user,
  });

const bulk = (body: BodyOf<"decideAdminReports">, user: TestUser | null = admin) =>
  call("decideAdminReports", { body, as: user });

beforeAll(async () => {
  admin = await signedInUser("admin");
  secondAdmin = await signedInUser("admin");
  carrier = await createUser("carrier", {
    registry: false,
    password: null,
    session: true,
    subscribed: true,
    companyName: "Quality Trucking LLC",
  });
  broker = await signedInUser("broker");
  partnerOrganisationId = (await createPartner()).organisationId;
});

describe("administrators only", () => {
  it("answers 401 signed out and 403 to carriers and brokers, deciding nothing", async () => {
    const held = await insertReport();
    const calls: [string, (as?: TestUser) => Promise<CallResponse>][] = [
      ["listAdminQuarantinedReports", (as) => call("listAdminQuarantinedReports", { as })],
      ["listAdminReportSources", (as) => call("listAdminReportSources", { as })],
      [
        "releaseAdminReport",
        (as) => call("releaseAdminReport", { params: { id: held }, body: { reason: "Looks fine" }, as }),
      ],
      [
        "rejectAdminReport",
        (as) => call("rejectAdminReport", { params: { id: held }, body: { reason: "Looks wrong" }, as }),
      ],
      [
        "decideAdminReports",
        (as) => call("decideAdminReports", { body: { ids: [held], action: "release", reason: "Fine" }, as }),
      ],
    ];
    for (const [operationId, ask] of calls) {
      await expectStatus(await ask(), 401);
      for (const user of [carrier, broker]) {
        const problem = await expectStatus<Problem>(await ask(user), 403);
        expect(problem.message, operationId).toBe("This page is only accessible to administrators");
      }
    }
    expect(await reviewOf(held)).toMatchObject({ status: "quarantined", reason: "burst", reviewedBy: null });
    expect(await auditRows(held)).toEqual([]);
  });
});

describe("the quarantine queue", () => {
  let lanePublished: string[];
  let laneWithheld: string;
  let sameInstant: string[];
  let fromPartner: string;
  const notHeld: string[] = [];

  beforeAll(async () => {
    const base = Date.now() - 30 * DAY;
    // Ten counted reports on Dallas → Chicago from five brokers and five carriers, $2.40–$2.85 a
    // mile: enough for the lane to publish. Counted reports are not in the queue.
    for (let index = 0; index < 10; index += 1) {
      const counted = await insertReport({
        status: "counted",
        reason: null,
        uploadedAt: base + index * DAY,
        rateCents: 240_000 + index * 5_000,
        brokerKey: `mc:MC70000${index % 5}`,
        carrierKey: `dot:90000${index % 5}`,
      });
      notHeld.push(counted);
    }
    notHeld.push(await insertReport({ status: "rejected", reason: "Duplicate of LD-1", uploadedAt: base - 5 * DAY }));
    const first = base - 4 * DAY;
    lanePublished = [
      await insertReport({ uploadedAt: first, reason: "far_outlier", rateCents: 900_000 }),
      await insertReport({ uploadedAt: first + 1, reason: "burst" }),
    ];
    // Two held at the same instant: the id breaks the tie, so paging neither skips nor repeats one.
    sameInstant = [await insertReport({ uploadedAt: first + 2 }), await insertReport({ uploadedAt: first + 2 })].sort();
    laneWithheld = await insertReport({
      uploadedAt: first + 3,
      pickup: BOISE,
      delivery: FARGO,
      reason: "source_quality",
      mileage: 1200,
      rateCents: 300_000,
    });
    fromPartner = await insertReport({ uploadedAt: first + 4, sourceKey: `partner:${partnerOrganisationId}` });
  });

  it("pages every held report oldest first with a cursor, none skipped or repeated, with the total", async () => {
    const held = await env.DB.prepare("SELECT count(*) AS n FROM loads WHERE review_status = 'quarantined'").first<{
      n: number;
    }>();
    const seen: Body[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = cursor ? { limit: "2", cursor } : { limit: "2" };
      const page: Body = await expectStatus(await call("listAdminQuarantinedReports", { query, as: admin }), 200);
      expect(page.total).toBe(held?.n);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen.map((item) => item.id)).toHaveLength(held?.n ?? -1);
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    const times = seen.map((item) => item.uploadedAt);
    expect([...times].sort()).toEqual(times);
    const ours = seen.map((item) => item.id).filter((id) => [...lanePublished, ...sameInstant].includes(id));
    expect(ours).toEqual([...lanePublished, ...sameInstant]);
    expect(seen.filter((item) => notHeld.includes(item.id))).toEqual([]);
  });

  it("shows each report with its source, reason and the lane's figures beside it", async () => {
    const page: Body = await expectStatus(
      await call("listAdminQuarantinedReports", { query: { limit: "100" }, as: admin }),
      200,
    );
    expect(page.nextCursor).toBeNull();
    const byId = new Map<string, Body>(page.items.map((item: Body) => [item.id, item]));
    const outlier = byId.get(lanePublished[0] as string);
    expect(outlier).toMatchObject({
      pickupCity: "Dallas",
      pickupState: "TX",
      deliveryCity: "Chicago",
      deliveryState: "IL",
      trailerType: "dry_van",
      mileage: 1000,
      rate: 9000,
      ratePerMile: 9,
      source: { key: `carrier:${carrier.id}`, kind: "carrier", label: "Quality Trucking LLC" },
      broker: { name: "Quality Freight LLC", key: "mc:MC777001" },
      carrierKey: `account:${carrier.id}`,
      reason: { code: "far_outlier", message: QUARANTINE_MESSAGES.far_outlier },
    });
    expect(outlier.lane, JSON.stringify(outlier.lane)).toMatchObject({ status: "published", withheldMessage: null });
    expect(outlier.lane.perMile.median).toBeGreaterThanOrEqual(2.4);
    expect(outlier.lane.perMile.median).toBeLessThanOrEqual(2.85);
    expect(outlier.lane.perMile.p25).toBeLessThanOrEqual(outlier.lane.perMile.median);
    expect(outlier.lane.perMile.p75).toBeGreaterThanOrEqual(outlier.lane.perMile.median);

    const thin = byId.get(laneWithheld);
    expect(thin).toMatchObject({ ratePerMile: 2.5, reason: { code: "source_quality" } });
    expect(thin.lane).toMatchObject({ status: "withheld", perMile: null });
    expect(thin.lane.withheldMessage).toEqual(expect.any(String));

    expect(byId.get(fromPartner)?.source).toEqual({
      key: `partner:${partnerOrganisationId}`,
      kind: "partner",
      label: "Acme TMS",
    });
  });

  it("refuses a cursor it did not issue, and a limit out of range", async () => {
    const problem = await expectStatus<Problem>(
      await call("listAdminQuarantinedReports", { query: { cursor: "not-a-cursor" }, as: admin }),
      400,
    );
    expect(problem.message).toBe(DATA_QUALITY_MESSAGES.invalidCursor);
    await expectStatus(await call("listAdminQuarantinedReports", { query: { limit: "101" }, as: admin }), 400);
    await expectStatus(await call("listAdminQuarantinedReports", { query: { limit: "0" }, as: admin }), 400);
  });
});

describe("releasing and rejecting", () => {
  it("releases a held report with the admin's reason, audited with the reason it replaces", async () => {
    const id = await insertReport({ reason: "burst" });
    const reason = "Checked the rate confirmation: a real holiday load";
    const decided: Body = await expectStatus(await decide(id, "release", { reason }), 200);
    expect(decided).toMatchObject({ id, reviewStatus: "counted", reviewReason: reason });
    expect(Date.parse(decided.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await reviewOf(id)).toMatchObject({ status: "counted", reason, reviewedBy: admin.id });
    expect(await auditRows(id)).toEqual([
      {
        action: "report.released",
        actor: admin.id,
        details: { previousReason: "burst", reviewStatus: "counted" },
      },
    ]);
    const queue: Body = await expectStatus(
      await call("listAdminQuarantinedReports", { query: { limit: "100" }, as: admin }),
      200,
    );
    expect(queue.items.map((item: Body) => item.id)).not.toContain(id);
  });

  it("rejects a held report: kept as evidence, never counted", async () => {
    const id = await insertReport({ reason: "far_outlier" });
    const decided: Body = await expectStatus(await decide(id, "reject", { reason: "  Rate typed in cents  " }), 200);
    expect(decided).toMatchObject({ reviewStatus: "rejected", reviewReason: "Rate typed in cents" });
    expect(await reviewOf(id)).toMatchObject({ status: "rejected", reviewedBy: admin.id });
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        action: "report.rejected",
        details: { previousReason: "far_outlier", reviewStatus: "rejected" },
      }),
    ]);
  });

  it("requires a reason of at most 500 characters, changing nothing without one", async () => {
    const id = await insertReport();
    for (const body of [{ reason: "   " }, { reason: "" }, {}]) {
      const problem = await expectStatus<Problem>(await decide(id, "release", body), 400);
      expect(problem.message, JSON.stringify(body)).toBe(DATA_QUALITY_MESSAGES.reasonRequired);
    }
    const long = await expectStatus<Problem>(await decide(id, "reject", { reason: "x".repeat(501) }), 400);
    expect(long.details?.fields?.reason).toEqual(["At most 500 characters"]);
    expect(await reviewOf(id)).toMatchObject({ status: "quarantined", reviewedBy: null });
    expect(await auditRows(id)).toEqual([]);
  });

  it("answers 409 to a second decision and to a report that was never held", async () => {
    const id = await insertReport();
    await expectStatus(await decide(id, "release", { reason: "Fine" }), 200);
    for (const decision of ["release", "reject"] as const) {
      const problem = await expectStatus<Problem>(await decide(id, decision, { reason: "Again" }), 409);
      expect(problem.message).toBe("Only a report held for review can be released or rejected; this one is counted");
    }
    const counted = await insertReport({ status: "counted", reason: null });
    await expectStatus(await decide(counted, "reject", { reason: "Suspicious" }), 409);
    expect(await reviewOf(id)).toMatchObject({ status: "counted", reason: "Fine" });
    expect(await auditRows(id)).toHaveLength(1);
    expect(await auditRows(counted)).toEqual([]);
  });

  it("lets one of two administrators deciding at once win; the other gets 409", async () => {
    const id = await insertReport();
    const answers = await Promise.all([
      decide(id, "release", { reason: "Real" }, admin),
      decide(id, "reject", { reason: "Fake" }, secondAdmin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await auditRows(id);
    expect(rows).toHaveLength(1);
    const review = await reviewOf(id);
    expect(review?.status).toBe(rows[0]?.action === "report.released" ? "counted" : "rejected");
  });

  it("answers 404 for an unknown report", async () => {
    for (const decision of ["release", "reject"] as const) {
      const problem = await expectStatus<Problem>(
        await decide(crypto.randomUUID(), decision, { reason: "Whatever" }),
        404,
      );
      expect(problem.message).toBe(DATA_QUALITY_MESSAGES.reportNotFound);
    }
  });
});

describe("bulk decisions", () => {
  it("decides every held id in one call and says what became of each", async () => {
    const [first, second] = [await insertReport(), await insertReport({ reason: "far_outlier" })];
    const counted = await insertReport({ status: "counted", reason: null });
    const unknown = crypto.randomUUID();
    const answer: Body = await expectStatus(
      await bulk({ ids: [first, second, counted, unknown, first], action: "reject", reason: "Test loads" }),
      200,
    );
    expect(answer).toEqual({
      action: "reject",
      results: [
        { id: first, result: "done" },
        { id: second, result: "done" },
        { id: counted, result: "not_quarantined" },
        { id: unknown, result: "not_found" },
      ],
      done: 2,
      notFound: 1,
      notQuarantined: 1,
    });
    for (const id of [first, second]) {
      expect(await reviewOf(id)).toMatchObject({ status: "rejected", reason: "Test loads", reviewedBy: admin.id });
      expect(await auditRows(id)).toEqual([expect.objectContaining({ action: "report.rejected" })]);
    }
    expect(await reviewOf(counted)).toMatchObject({ status: "counted", reviewedBy: null });
    const again: Body = await expectStatus(await bulk({ ids: [first], action: "release", reason: "Oops" }), 200);
    expect(again.results).toEqual([{ id: first, result: "not_quarantined" }]);
  });

  it("refuses no ids, more than 100, an unknown action and a blank reason", async () => {
    const id = await insertReport();
    const cases: [BodyOf<"decideAdminReports">, string | null][] = [
      [{ ids: [], action: "release", reason: "Fine" }, DATA_QUALITY_MESSAGES.idsRequired],
      [
        { ids: Array.from({ length: 101 }, () => id), action: "release", reason: "Fine" },
        DATA_QUALITY_MESSAGES.tooManyIds,
      ],
      [{ ids: [id], action: "approve", reason: "Fine" }, null],
      [{ ids: [id], action: "release", reason: " " }, DATA_QUALITY_MESSAGES.reasonRequired],
    ];
    for (const [body, message] of cases) {
      const problem = await expectStatus<Problem>(await bulk(body), 400);
      if (message) expect(problem.message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await reviewOf(id)).toMatchObject({ status: "quarantined" });
  });
});

describe("sources", () => {
  it("counts each source's reports by state, the most held first, with its far-outlier share", async () => {
    // A partner organisation of its own, so its figures are only this test's.
    const organisation = (await createPartner()).organisationId;
    const sourceKey = `partner:${organisation}`;
    await insertReport({ sourceKey, reason: "far_outlier" });
    await insertReport({ sourceKey, reason: "burst" });
    const toReject = await insertReport({ sourceKey, reason: "far_outlier" });
    const toRelease = await insertReport({ sourceKey, reason: "far_outlier" });
    for (let index = 0; index < 4; index += 1) await insertReport({ sourceKey, status: "counted", reason: null });
    await expectStatus(await decide(toReject, "reject", { reason: "Fake" }), 200);
    await expectStatus(await decide(toRelease, "release", { reason: "Real" }), 200);

    const all: Body[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const query = cursor ? { limit: "1", cursor } : { limit: "1" };
      const page: Body = await expectStatus(await call("listAdminReportSources", { query, as: admin }), 200);
      all.push(...page.items);
      total = page.total;
      cursor = page.nextCursor;
    } while (cursor && all.length < 50);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((source) => source.sourceKey)).size).toBe(total);
    const held = all.map((source) => source.quarantined);
    expect([...held].sort((a, b) => b - a)).toEqual(held);

    expect(all.find((source) => source.sourceKey === sourceKey)).toEqual({
      sourceKey,
      kind: "partner",
      label: "Acme TMS",
      total: 8,
      counted: 5,
      quarantined: 2,
      rejected: 1,
      // Held now, rejected and released: each was a far outlier at entry.
      farOutliers: 3,
      outlierShare: 0.375,
    });
    expect(all.find((source) => source.sourceKey === `carrier:${carrier.id}`)).toMatchObject({
      kind: "carrier",
      label: "Quality Trucking LLC",
    });
  });
});
