// One brokerage with a known mix of 371.3 requests, asked through every operation that reports its
// 48-hour compliance rating: each answers the same number (issue 42, item 9).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { createLoad, shareDocument, type Tenant } from "./support/documents";
import { world } from "./support/fixed-world";
import { expectStatus, type TestUser } from "./support/loads";
import { createPartner, PartnerClient } from "./support/partners";

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Body = any;

const DAY = 24 * 60 * 60 * 1000;

/** Moves a load's submission `daysAgo` days back and records its missed deadline, as the engine does. */
async function missDeadline(loadId: string, daysAgo: number) {
  const uploadedAt = Date.now() - daysAgo * DAY;
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE loads SET uploaded_at = ?1, deadline_at = ?2, compliance_status = 'overdue' WHERE id = ?3",
    ).bind(uploadedAt, uploadedAt + 2 * DAY, loadId),
    env.DB.prepare("INSERT INTO compliance_events (id, load_id, type) VALUES (?1, ?2, 'deadline_missed')").bind(
      crypto.randomUUID(),
      loadId,
    ),
  ]);
}

let tenant: Tenant;
let admin: TestUser;

beforeAll(async () => {
  tenant = await world.tenantA();
  admin = await signedInUser("admin");
  for (let index = 0; index < 6; index += 1) await shareDocument(tenant, await createLoad(tenant));
  // Answered after the deadline: late, which the rating counts as not met.
  for (let index = 0; index < 2; index += 1) {
    const load = await createLoad(tenant);
    await missDeadline(load.id, 5 + index);
    await shareDocument(tenant, load);
  }
  for (let index = 0; index < 3; index += 1) await missDeadline((await createLoad(tenant)).id, 10 + index);
  // Still within its 48 hours: not rated yet. And a miss older than 12 months: outside the window.
  await createLoad(tenant);
  await missDeadline((await createLoad(tenant)).id, 400);
}, 120_000);

describe("the 48-hour compliance rating", () => {
  it("is the same number in every answer that reports it", async () => {
    // 6 answered within 48 hours of 11 decided (6 on time, 2 late, 3 missed) = 54.5%, half up 55.
    const expected = 55;
    const dashboard = await expectStatus<Body>(
      await call("getBrokerComplianceDashboard", { as: tenant.brokers[0] }),
      200,
    );
    const described = JSON.stringify(dashboard);
    expect(dashboard.companyWide, described).toMatchObject({
      percent: expected,
      band: "needs_improvement",
      onTime: 6,
      late: 2,
      missed: 3,
      pending: 1,
      decided: 11,
      received: 12,
    });
    expect(dashboard.complianceStats, described).toMatchObject({
      companyWideComplianceRating: expected,
      companyCompliantRequests: 6,
      companyTotalRequests: 11,
    });

    const analytics = await expectStatus<Body>(await call("getBrokerAnalytics", { as: tenant.brokers[1] }), 200);
    expect(analytics.complianceRating, JSON.stringify(analytics)).toMatchObject({ percent: expected, decided: 11 });

    const search = await expectStatus<Body>(
      await call("searchAdminBrokerages", { query: { query: tenant.brokerName }, as: admin }),
      200,
    );
    expect(
      search.brokerages.find((row: Body) => row.mcNumber === tenant.mcNumber),
      JSON.stringify(search),
    ).toMatchObject({ complianceRating: expected, totalLoads: 12, compliantLoads: 6, overdueLoads: 5 });
    const details = await expectStatus<Body>(
      await call("getAdminBrokerageDetails", { params: { mcNumber: tenant.mcNumber }, as: admin }),
      200,
    );
    expect(details.brokerage.complianceRating, JSON.stringify(details)).toBe(expected);

    const key = dashboard.publicProfile.key;
    expect(key).toBe(`brokerage:${tenant.brokerageId}`);
    const profile = await expectStatus<Body>(
      await call("getBrokerProfile", { params: { key }, as: tenant.carrier }),
      200,
    );
    expect(profile.figures.complianceRating, JSON.stringify(profile.figures)).toBe(expected);
    // The dashboard shows the broker the score carriers see.
    expect(dashboard.publicProfile.score, described).toEqual(profile.score);
    expect(profile.score.value).toEqual(expect.any(Number));

    const client = await new PartnerClient(await createPartner()).authenticate("rates:read");
    const scores = await call("lookupBrokerScores", { body: { brokers: [{ mcNumber: tenant.mcNumber }] }, as: client });
    expect(scores.status, scores.describe).toBe(200);
    expect(scores.body.brokers[0].requests, scores.describe).toMatchObject({
      complianceRating: expected,
      received: 12,
    });
    expect(scores.body.brokers[0].score).toEqual(profile.score);
  });
});
