// The broker dashboard's Analytics (GET /api/broker/analytics): New York weeks, deadlines met and
// missed, carrier response times, loads by source; one brokerage never sees another's figures.
import { env } from "cloudflare:test";
import { queryLowerBound, recentWeekStarts } from "@truerate/domain/broker-analytics";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/call";
import { HOUR } from "./support/clock";
import { createLoad, createTenant, expectStatus, shareDocument, type Tenant } from "./support/documents";
import { world } from "./support/fixed-world";
import type { Problem } from "./support/loads";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

let tenant: Tenant;
let rival: Tenant;

/** Monday noon (New York) of the week `weeksAgo` before the current one: never in the future. */
function mondayNoon(weeksAgo: number): number {
  const starts = recentWeekStarts(Date.now(), weeksAgo + 1);
  return queryLowerBound(starts[0] ?? "") + 17 * HOUR;
}

/** The load's outcome, decided at its deadline (its outcome event moved there, when it has one). */
async function settleLoad(loadId: string, status: "compliant" | "overdue", deadlineAt: number) {
  await env.DB.batch([
    env.DB.prepare("UPDATE loads SET compliance_status = ?1, deadline_at = ?2 WHERE id = ?3").bind(
      status,
      deadlineAt,
      loadId,
    ),
    env.DB.prepare("UPDATE compliance_events SET created_at = ?2 WHERE load_id = ?1").bind(loadId, deadlineAt),
  ]);
}

async function markPushedByPartner(loadId: string) {
  const organisationId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO partner_organisations (id, name) VALUES (?1, 'Acme TMS')").bind(organisationId),
    env.DB.prepare(
      "INSERT INTO partner_loads (organisation_id, partner_load_id, load_id, body_hash, changed_at) VALUES (?1, ?2, ?3, 'hash', ?4)",
    ).bind(organisationId, `P-${loadId}`, loadId, Date.now()),
  ]);
}

const analytics = (weeks: string | undefined, user: Tenant["brokers"][number] | Tenant["carrier"] | null) =>
  call("getBrokerAnalytics", { ...(weeks === undefined ? {} : { query: { weeks } }), as: user });

beforeAll(async () => {
  tenant = await world.tenantA();
  rival = await world.tenantB();

  const met = await createLoad(tenant);
  const missed = await createLoad(tenant);
  const earlier = await createLoad(tenant);
  const pushed = await createLoad(tenant);
  await shareDocument(tenant, met);
  await settleLoad(met.id, "compliant", mondayNoon(1));
  await settleLoad(missed.id, "overdue", mondayNoon(1) + HOUR);
  await settleLoad(earlier.id, "compliant", mondayNoon(2));
  await markPushedByPartner(pushed.id);
  // The carrier opened the rate confirmation 3 hours after it was shared, last week.
  await env.DB.prepare("UPDATE documents SET shared_at = ?1, carrier_viewed_at = ?2 WHERE load_id = ?3")
    .bind(mondayNoon(1), mondayNoon(1) + 3 * HOUR, met.id)
    .run();

  const rivalLoad = await createLoad(rival);
  await settleLoad(rivalLoad.id, "overdue", mondayNoon(1));
});

describe("GET /api/broker/analytics", () => {
  it("puts the brokerage's deadlines, responses and loads in New York weeks", async () => {
    const body: Body = await expectStatus(await analytics("3", tenant.brokers[1]), 200);
    expect(body.timeZone).toBe("America/New_York");
    expect(
      body.weeks.map((week: Body) => week.weekStart),
      JSON.stringify(body),
    ).toEqual(recentWeekStarts(Date.now(), 3));
    const [twoAgo, last, current] = body.weeks;
    expect(twoAgo, JSON.stringify(body)).toMatchObject({ deadlinesMet: 1, deadlinesMissed: 0, complianceRate: 100 });
    expect(last, JSON.stringify(body)).toMatchObject({
      deadlinesMet: 1,
      deadlinesMissed: 1,
      complianceRate: 50,
      documentsShared: 1,
      documentsViewed: 1,
      medianResponseHours: 3,
    });
    expect(current, JSON.stringify(body)).toMatchObject({ loadsFromPortal: 3, loadsFromPartnerApi: 1 });
    expect(body.totals).toEqual({
      deadlinesMet: 2,
      deadlinesMissed: 1,
      complianceRate: 67,
      documentsShared: 1,
      documentsViewed: 1,
      medianResponseHours: 3,
      loadsFromPortal: 3,
      loadsFromPartnerApi: 1,
    });
  });

  it("counts a deadline met early in the week it was met, though it falls due in a later one", async () => {
    // A brokerage of its own: its figures must hold this one load and nothing of the world's.
    const early = await createTenant("Early");
    const load = await createLoad(early);
    await shareDocument(early, load);
    // Due in nine days: next week at the latest, whatever day this runs.
    await env.DB.prepare("UPDATE loads SET deadline_at = ?1 WHERE id = ?2")
      .bind(Date.now() + 9 * 24 * HOUR, load.id)
      .run();
    const body: Body = await expectStatus(await analytics("1", early.brokers[0]), 200);
    expect(body.weeks[0], JSON.stringify(body)).toMatchObject({ deadlinesMet: 1, deadlinesMissed: 0 });
    expect(body.totals).toMatchObject({ deadlinesMet: 1, complianceRate: 100 });
  });

  it("shows another brokerage only its own figures", async () => {
    const body: Body = await expectStatus(await analytics("3", rival.brokers[0]), 200);
    expect(body.totals, JSON.stringify(body)).toMatchObject({
      deadlinesMet: 0,
      deadlinesMissed: 1,
      complianceRate: 0,
      documentsShared: 0,
      loadsFromPortal: 1,
      loadsFromPartnerApi: 0,
    });
  });

  it("answers twelve quiet weeks, not 100%, for a brokerage with no loads", async () => {
    // A brokerage of its own with no loads at all.
    const quiet = await createTenant("Quiet");
    const body: Body = await expectStatus(await analytics(undefined, quiet.brokers[0]), 200);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.every((week: Body) => week.deadlinesMet === 0 && week.complianceRate === null)).toBe(true);
    expect(body.totals).toMatchObject({ complianceRate: null, medianResponseHours: null, documentsShared: 0 });
  });

  it("refuses weeks outside 1 to 26, carriers and the signed-out", async () => {
    for (const weeks of ["0", "27", "two"]) {
      const problem = await expectStatus<Problem>(await analytics(`${weeks}`, tenant.brokers[0]), 400);
      expect(problem.code, JSON.stringify(problem)).toBe("VALIDATION_FAILED");
      expect(problem.details?.fields?.weeks, JSON.stringify(problem)).toBeDefined();
    }
    const refused = await expectStatus<Problem>(await analytics(undefined, tenant.carrier), 403);
    expect(refused.message).toBe("Access Denied: This dashboard is only available to brokers.");
    await expectStatus(await analytics(undefined, null), 401);
  });
});
