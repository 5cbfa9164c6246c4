// Broker profiles through the API: figures from the loads that name a broker, the score and its
// history, anonymised events for carriers, the brokerage's reply and disputes, the administrator's
// decision moving the score, unregistered brokers, and the partner API's scores.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { type CreatedLoad, createLoad, shareDocument, type Tenant } from "./support/documents";
import { world } from "./support/fixed-world";
import { expectStatus, type TestUser } from "./support/loads";
import { createPartner, PartnerClient } from "./support/partners";

const DAY = 24 * 60 * 60 * 1000;

interface Profile {
  key: string;
  registered: boolean;
  name: string;
  figures: {
    received: number;
    onTime: number;
    late: number;
    missed: number;
    missedRemovedByDispute: number;
    pending: number;
  };
  score: { value: number | null; reason: string | null; decidedRequests: number };
  history: { month: string; score: number | null; explanation: string }[];
  reply: { body: string } | null;
  disputes: { id: string; status: string; loadId: string }[];
  viewer: { role: string; canReply: boolean };
}
interface Events {
  total: number;
  events: {
    loadId: string | null;
    loadNumber: string | null;
    at: string;
    removedFromScore: boolean;
    detail: string | null;
  }[];
}

/** Moves a load's submission `daysAgo` days back, its deadline 48 hours after. */
async function backdate(loadId: string, daysAgo: number) {
  const uploadedAt = Date.now() - daysAgo * DAY;
  await env.DB.prepare("UPDATE loads SET uploaded_at = ?1, deadline_at = ?2 WHERE id = ?3")
    .bind(uploadedAt, uploadedAt + 2 * DAY, loadId)
    .run();
}

/** A deadline that passed with no answer, as the deadline engine records it. */
async function missDeadline(loadId: string, daysAgo: number) {
  await backdate(loadId, daysAgo);
  await env.DB.batch([
    env.DB.prepare("UPDATE loads SET compliance_status = 'overdue' WHERE id = ?1").bind(loadId),
    env.DB.prepare("INSERT INTO compliance_events (id, load_id, type) VALUES (?1, ?2, 'deadline_missed')").bind(
      crypto.randomUUID(),
      loadId,
    ),
  ]);
}

let tenant: Tenant;
let otherTenant: Tenant;
let admin: TestUser;
let key: string;
const onTime: CreatedLoad[] = [];
const missed: CreatedLoad[] = [];
let otherCarriersLoad: CreatedLoad;

beforeAll(async () => {
  tenant = await world.tenantA();
  otherTenant = await world.tenantB();
  admin = await signedInUser("admin");
  key = `brokerage:${tenant.brokerageId}`;
  for (let index = 0; index < 4; index += 1) {
    const load = await createLoad(tenant);
    await shareDocument(tenant, load);
    onTime.push(load);
  }
  for (let index = 0; index < 2; index += 1) {
    const load = await createLoad(tenant);
    await missDeadline(load.id, 10 + index);
    missed.push(load);
  }
  // Another carrier's load naming the same broker: counted, never shown to the first carrier.
  otherCarriersLoad = await createLoad({ ...tenant, carrier: otherTenant.carrier });
  await missDeadline(otherCarriersLoad.id, 20);
}, 120_000);

const profileAs = (user: TestUser, profileKey = key) =>
  call("getBrokerProfile", { params: { key: profileKey }, as: user });

describe("the broker profile", () => {
  it("gives a carrier the figures and a score from the loads that name the broker", async () => {
    const profile = await expectStatus<Profile>(await profileAs(tenant.carrier), 200);
    expect(profile).toMatchObject({
      key,
      registered: true,
      name: tenant.brokerName,
      viewer: { role: "carrier", canReply: false },
    });
    expect(profile.figures).toMatchObject({ received: 7, onTime: 4, missed: 3, late: 0, pending: 0 });
    expect(profile.score.decidedRequests).toBe(7);
    expect(profile.score.value).toBeGreaterThan(0);
    expect(profile.history).toHaveLength(12);
    expect(profile.disputes).toEqual([]);
  });

  it("answers the same profile for the brokerage's MC number, and 404 for an unknown key", async () => {
    const byMc = await expectStatus<Profile>(await profileAs(tenant.carrier, `mc:${tenant.mcNumber}`), 200);
    expect(byMc.key).toBe(key);
    await expectStatus(await profileAs(tenant.carrier, "mc:MC000001"), 404);
    await expectStatus(await profileAs(tenant.carrier, "nonsense"), 404);
  });

  it("shows a broker its own profile only", async () => {
    const own = await expectStatus<Profile>(await profileAs(tenant.brokers[0]), 200);
    expect(own.viewer).toEqual({ role: "brokerage", canReply: true });
    await expectStatus(await profileAs(otherTenant.brokers[0]), 403);
  });

  it("lists the events behind a figure, anonymised for carriers: no other carrier's load", async () => {
    const asCarrier = await expectStatus<Events>(
      await call("listBrokerProfileEvents", { params: { key }, query: { kind: "missed" }, as: tenant.carrier }),
      200,
    );
    expect(asCarrier.total).toBe(3);
    const shown = asCarrier.events.map((event) => event.loadId);
    expect(shown).toContain(missed[0]?.id);
    expect(shown).not.toContain(otherCarriersLoad.id);
    expect(asCarrier.events.filter((event) => event.loadId === null)).toHaveLength(1);
    expect(asCarrier.events.every((event) => event.at.endsWith("T00:00:00.000Z"))).toBe(true);
    const asAdmin = await expectStatus<Events>(
      await call("listBrokerProfileEvents", { params: { key }, query: { kind: "missed" }, as: admin }),
      200,
    );
    expect(asAdmin.events.map((event) => event.loadId)).toContain(otherCarriersLoad.id);
    await expectStatus(
      await call("listBrokerProfileEvents", { params: { key }, query: { kind: "bogus" }, as: admin }),
      400,
    );
  });

  it("lists payments in words, anonymised for other carriers' loads", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const invoiced = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    await env.DB.batch([
      env.DB.prepare("UPDATE loads SET invoiced_on = ?1, paid_on = ?2 WHERE id = ?3").bind(
        invoiced,
        today,
        onTime[1]?.id,
      ),
      env.DB.prepare("UPDATE loads SET invoiced_on = ?1 WHERE id = ?2").bind(invoiced, otherCarriersLoad.id),
    ]);
    const payments = await expectStatus<Events>(
      await call("listBrokerProfileEvents", { params: { key }, query: { kind: "payment" }, as: tenant.carrier }),
      200,
    );
    // "Today" is New York's: up to a day behind UTC's.
    expect(payments.events.map((event) => [event.loadId, event.detail])).toEqual(
      expect.arrayContaining([
        [onTime[1]?.id, "Paid in 40 days"],
        [null, expect.stringMatching(/^Not paid yet, (39|40) days after the invoice$/)],
      ]),
    );
    expect(payments.total).toBe(2);
    const waivers = await expectStatus<Events>(
      await call("listBrokerProfileEvents", { params: { key }, query: { kind: "waiver" }, as: tenant.carrier }),
      200,
    );
    expect(waivers.total).toBe(0);
  });
});

describe("right of reply and disputes", () => {
  it("publishes the brokerage's reply, superseding the last one without deleting it", async () => {
    await expectStatus(
      await call("replyOnBrokerProfile", { params: { key }, body: { body: "First answer" }, as: tenant.brokers[0] }),
      201,
    );
    await expectStatus(
      await call("replyOnBrokerProfile", {
        params: { key },
        body: { body: "We answer within a day." },
        as: tenant.brokers[1],
      }),
      201,
    );
    const blank = await call("replyOnBrokerProfile", { params: { key }, body: { body: "  " }, as: tenant.brokers[0] });
    expect((await expectStatus<{ message: string }>(blank, 400)).message).toBe("Please write your reply");
    await expectStatus(
      await call("replyOnBrokerProfile", { params: { key }, body: { body: "Not mine" }, as: otherTenant.brokers[0] }),
      403,
    );
    await expectStatus(
      await call("replyOnBrokerProfile", { params: { key }, body: { body: "A carrier" }, as: tenant.carrier }),
      403,
    );
    const profile = await expectStatus<Profile>(await profileAs(tenant.carrier), 200);
    expect(profile.reply?.body).toBe("We answer within a day.");
    const rows = await env.DB.prepare(
      "SELECT body, superseded_at FROM broker_replies WHERE brokerage_id = ?1 ORDER BY created_at",
    )
      .bind(tenant.brokerageId)
      .all<{ body: string; superseded_at: number | null }>();
    expect(rows.results.map((row) => [row.body, row.superseded_at !== null])).toEqual([
      ["First answer", true],
      ["We answer within a day.", false],
    ]);
  });

  it("lets the brokerage dispute a missed deadline once; an upheld dispute removes it from the score", async () => {
    const before = await expectStatus<Profile>(await profileAs(tenant.carrier), 200);
    const statement =
      "We e-mailed the rate confirmation and invoice the next morning; the carrier's reply is attached.";
    const target = missed[0] as CreatedLoad;
    const filed = await expectStatus<{ id: string; status: string }>(
      await call("disputeBrokerProfileEvent", {
        params: { key },
        body: { loadId: target.id, kind: "deadline_missed", statement },
        as: tenant.brokers[0],
      }),
      201,
    );
    expect(filed.status).toBe("open");
    const again = await call("disputeBrokerProfileEvent", {
      params: { key },
      body: { loadId: target.id, kind: "deadline_missed", statement },
      as: tenant.brokers[1],
    });
    await expectStatus(again, 409);
    const notMissed = { loadId: onTime[0]?.id, kind: "deadline_missed", statement };
    await expectStatus(
      await call("disputeBrokerProfileEvent", {
        params: { key },
        raw: notMissed === undefined ? undefined : { json: notMissed },
        as: tenant.brokers[0],
      }),
      404,
    );
    const carrierTry = { loadId: target.id, kind: "complaint", statement };
    await expectStatus(
      await call("disputeBrokerProfileEvent", {
        params: { key },
        raw: carrierTry === undefined ? undefined : { json: carrierTry },
        as: tenant.carrier,
      }),
      403,
    );

    const queue = await expectStatus<{ disputes: { id: string }[] }>(
      await call("listBrokerDisputes", { as: admin }),
      200,
    );
    expect(queue.disputes.map((dispute) => dispute.id)).toContain(filed.id);
    await expectStatus(await call("listBrokerDisputes", { as: tenant.carrier }), 403);
    await expectStatus(
      await call("decideBrokerDispute", {
        params: { id: filed.id },
        body: { decision: "upheld", reason: "" },
        as: admin,
      }),
      400,
    );
    await expectStatus(
      await call("decideBrokerDispute", {
        params: { id: filed.id },
        body: { decision: "upheld", reason: "Mail log shows it" },
        as: tenant.brokers[0],
      }),
      403,
    );
    const decided = await expectStatus<{ status: string; decisionReason: string }>(
      await call("decideBrokerDispute", {
        params: { id: filed.id },
        body: { decision: "upheld", reason: "The carrier's mailbox shows it arrived" },
        as: admin,
      }),
      200,
    );
    expect(decided).toMatchObject({ status: "upheld", decisionReason: "The carrier's mailbox shows it arrived" });
    await expectStatus(
      await call("decideBrokerDispute", {
        params: { id: filed.id },
        body: { decision: "rejected", reason: "Changed mind" },
        as: admin,
      }),
      409,
    );

    const after = await expectStatus<Profile>(await profileAs(tenant.carrier), 200);
    expect(after.figures).toMatchObject({ missed: 2, missedRemovedByDispute: 1 });
    expect(after.score.decidedRequests).toBe(before.score.decidedRequests - 1);
    expect(after.score.value ?? 0).toBeGreaterThan(before.score.value ?? 0);
    expect(after.history.at(-1)?.explanation).toMatch(/1 dispute upheld/);
    const own = await expectStatus<Profile>(await profileAs(tenant.brokers[0]), 200);
    expect(own.disputes).toEqual([expect.objectContaining({ id: filed.id, status: "upheld", loadId: target.id })]);
  });
});

describe("unregistered brokers", () => {
  it("have a profile by MC number, without reply or dispute", async () => {
    const mcNumber = `MC${String(7_000_000 + Math.floor(Math.random() * 999_999))}`;
    const carrier = tenant.carrier;
    await createLoad(
      { ...tenant, carrier },
      { brokerMcNumber: mcNumber, brokerName: "Ghost Logistics", brokerEmail: "ops@ghost.test" },
    );
    const profile = await expectStatus<Profile>(await profileAs(carrier, `mc:${mcNumber}`), 200);
    expect(profile).toMatchObject({ key: `mc:${mcNumber}`, registered: false, name: "Ghost Logistics" });
    expect(profile.figures.received).toBe(1);
    expect(profile.score.value).toBeNull();
    expect(profile.score.reason).toMatch(/Not enough evidence/);
    const reply = await call("replyOnBrokerProfile", {
      params: { key: `mc:${mcNumber}` },
      body: { body: "Hi" },
      as: tenant.brokers[0],
    });
    await expectStatus(reply, 403);
  });
});

describe("partner broker scores", () => {
  it("answers scores by MC or DOT number, in order, and says which are unknown", async () => {
    const client = await new PartnerClient(await createPartner()).authenticate("rates:read");
    const answer = await call("lookupBrokerScores", {
      body: {
        brokers: [{ mcNumber: tenant.mcNumber }, { mcNumber: "MC000002" }, { dotNumber: "99999999" }],
      },
      as: client,
    });
    expect(answer.status, answer.describe).toBe(200);
    const [known, unknownMc, unknownDot] = answer.body.brokers;
    expect(known).toMatchObject({ found: true, key, name: tenant.brokerName });
    expect(known.score.value).toEqual(expect.any(Number));
    expect(known.requests.received).toBe(7);
    expect(unknownMc).toMatchObject({ found: false });
    expect(unknownDot).toMatchObject({ found: false });
    const tooMany = await call("lookupBrokerScores", {
      body: {
        brokers: Array.from({ length: 101 }, () => ({ mcNumber: tenant.mcNumber })),
      },
      as: client,
    });
    expect(tooMany.status).toBe(400);
    const webhooksOnly = await new PartnerClient(await createPartner()).authenticate("webhooks:manage");
    expect(
      (await call("lookupBrokerScores", { body: { brokers: [{ mcNumber: tenant.mcNumber }] }, as: webhooksOnly }))
        .status,
    ).toBe(403);
  });
});
