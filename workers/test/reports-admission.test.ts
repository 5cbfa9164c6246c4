// Trustworthy rates: every load enters through one door (the portal upload and the partner push),
// is attributed to real companies, and what is unusual is held for review, not counted.
import { env } from "cloudflare:workers";
import { BURST_SHARE } from "@truerate/domain/reports/screening";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, insertLoads, type Problem } from "./support/loads";
import { createPartner, PartnerClient, partnerLoad } from "./support/partners";
import { insertRegistryRecord } from "./support/registry";

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const DALLAS = { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 };
const CHICAGO = { city: "Chicago", state: "IL", lat: 41.85003, lng: -87.65005 };

/** A portal upload, Dallas → Chicago (an 802-mile straight line), with any field changed. */
const upload = (change: Record<string, unknown> = {}) => ({
  brokerName: "Plains Freight LLC",
  brokerEmail: "ops@plainsfreight.test",
  loadNumber: `LD-${crypto.randomUUID().slice(0, 8)}`,
  date: today(),
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Chicago",
  deliveryState: "IL",
  mileage: 925,
  weight: 42000,
  rate: 2200,
  trailerType: "flatbed",
  ...change,
});

async function loadCount() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM loads").first<{ n: number }>())?.n ?? 0;
}

/** Reports other carriers made on Dallas → Chicago: `reports` of them, a few brokers, rates in a narrow band. */
async function laneOfOthers(lane: {
  carriers: number;
  reports: number;
  trailerType: "dry_van" | "reefer";
  rateCents: number;
  spread: number;
  days: number;
}) {
  const carriers = await Promise.all(Array.from({ length: lane.carriers }, () => signedInUser("carrier")));
  const now = Date.now();
  await insertLoads(
    Array.from({ length: lane.reports }, (_, index) => ({
      userId: carriers[index % lane.carriers]?.id ?? null,
      brokerEmail: `ops@${lane.trailerType.replace("_", "-")}-broker-${index % 5}.test`,
      trailerType: lane.trailerType,
      pickup: DALLAS,
      delivery: CHICAGO,
      mileage: 925,
      rateCents: lane.rateCents + (index % lane.spread) * 1_000,
      uploadedAt: now - (index % lane.days) * DAY,
    })),
  );
}

async function partner() {
  const created = await createPartner();
  return { created, client: await new PartnerClient(created).authenticate() };
}

describe("the door refuses what cannot be true, with field messages, and stores nothing", () => {
  it.each([
    [
      "fictional places",
      { pickupCity: "Nowhere Town", pickupState: "ZZ", deliveryCity: "Atlantis", deliveryState: "QQ" },
      { pickupState: "ZZ is not a US state code: use the two-letter code, such as TX" },
    ],
    [
      "a city the gazetteer does not know",
      { deliveryCity: "Atlantis" },
      {
        deliveryCity:
          "Atlantis, IL is not a US place we know: pick the city from the suggestions or check its spelling and state",
      },
    ],
    ["a date years ahead", { date: "2031-01-01" }, { date: expect.stringContaining("more than 3 days ahead") }],
    ["a date past the record period", { date: "1999-06-01" }, { date: expect.stringContaining("3-year record") }],
    [
      "40 miles on an 802-mile lane",
      { mileage: 40 },
      // The gazetteer's Dallas and Chicago are 802 miles apart as the crow flies.
      {
        mileage:
          "Mileage 40 is shorter than the 802-mile straight line between pickup and delivery: check the mileage or the places",
      },
    ],
    ["mileage 1 at $9,000,000", { mileage: 1, rate: 9_000_000 }, { mileage: expect.stringContaining("Mileage 1 is") }],
    ["a $1 total", { rate: 1 }, { rate: "The rate must be between $50 and $50,000 for one load" }],
    ["$53 a mile", { rate: 49_000 }, { rate: expect.stringContaining("per mile is outside") }],
    ["a weight no truck carries", { weight: 400_000 }, { weight: expect.stringContaining("150,000 pounds") }],
  ])("portal upload: %s", async (_name, change, fields) => {
    const carrier = await signedInUser("carrier");
    const before = await loadCount();
    const problem = await expectStatus<Problem>(await call("createLoad", { body: upload(change), as: carrier }), 400);
    for (const [field, message] of Object.entries(fields))
      expect(problem.details?.fields?.[field]?.[0]).toEqual(message);
    expect(problem.message).toBe(Object.values(problem.details?.fields ?? {})[0]?.[0]);
    expect(await loadCount()).toBe(before);
  });

  it("partner push: each impossible item is rejected with its field messages, the rest go in", async () => {
    const { client } = await partner();
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: [
          partnerLoad("OK-1"),
          partnerLoad("BAD-PLACE", { pickupCity: "Nowhere Town", pickupState: "ZZ" }),
          partnerLoad("BAD-MILES", { mileage: 1, rate: 9_000_000 }),
          partnerLoad("BAD-DATE", { date: "2031-01-01" }),
        ],
      },
      as: client,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    expect(pushed.body).toMatchObject({ created: 1, rejected: 3, quarantined: 0 });
    const byId = Object.fromEntries(
      pushed.body.results.map((item: { partnerLoadId: string }) => [item.partnerLoadId, item]),
    );
    expect(byId["OK-1"]).toMatchObject({ status: "created", review: { status: "counted", reason: null } });
    expect(byId["BAD-PLACE"].errors.pickupState).toEqual([
      "ZZ is not a US state code: use the two-letter code, such as TX",
    ]);
    expect(byId["BAD-MILES"].errors.mileage[0]).toMatch(/^Mileage 1 is shorter than the \d+-mile straight line/);
    expect(byId["BAD-DATE"].errors.date[0]).toContain("more than 3 days ahead");
  });
});

describe("attribution: companies, not accounts", () => {
  it("counts each carrier a partner names by DOT or MC number, checked against the FMCSA registry", async () => {
    const { client } = await partner();
    const carriers = await Promise.all([1, 2, 3].map(() => insertRegistryRecord("carrier")));
    const inactive = await insertRegistryRecord("carrier", { status: "I" });
    const broker = await insertRegistryRecord("broker");
    const loads = Array.from({ length: 8 }, (_, index) => {
      const carrier = carriers[index % 3] as (typeof carriers)[number];
      const named = index === 0 ? { carrierMcNumber: carrier.mcNumber } : { carrierDotNumber: carrier.dotNumber };
      return partnerLoad(`DOT-${index}`, {
        ...named,
        trailerType: "power_only",
        brokerEmail: `dispatch@broker-${index % 4}.test`,
        date: today(),
        rate: 2150 + index * 10,
      });
    });
    const refused = [
      partnerLoad("DOT-unknown", { carrierDotNumber: "99999999" }),
      partnerLoad("DOT-inactive", { carrierDotNumber: inactive.dotNumber }),
      partnerLoad("DOT-broker", { carrierDotNumber: broker.dotNumber }),
    ];
    const pushed = await call("pushPartnerLoads", { body: { loads: [...loads, ...refused] }, as: client });
    expect(pushed.body, pushed.describe).toMatchObject({ created: 8, rejected: 3 });
    const errors = pushed.body.results
      .slice(8)
      .map((item: { errors: Record<string, string[]> }) => item.errors.carrierDotNumber?.[0]);
    expect(errors).toEqual([
      "No carrier with USDOT number 99999999 in the FMCSA registry: check the number",
      `The FMCSA registration of ${inactive.companyName} is not active: only active carriers' loads are counted`,
      `USDOT number ${broker.dotNumber} is a broker in the FMCSA registry, not a carrier: name the carrier that hauled the load`,
    ]);
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "DOT-1" }, as: client });
    expect(read.body.carrierDotNumber).toBe(carriers[1]?.dotNumber);

    const lookup = await call("lookupLaneRates", {
      body: {
        lanes: [
          {
            origin: { city: "Dallas", state: "TX" },
            destination: { city: "Atlanta", state: "GA" },
            equipment: "power_only",
            timeframeDays: 7,
          },
        ],
      },
      as: client,
    });
    expect(lookup.body.lanes[0], lookup.describe).toMatchObject({
      status: "published",
      reports: 8,
      companies: { carriers: 3, brokers: 4 },
      excluded: { quarantined: 0, capped: 0, outliers: 0 },
    });
  });

  it("counts three addresses at one domain as one broker, and free-mail addresses apart", async () => {
    const { client } = await partner();
    const carriers = await Promise.all([1, 2, 3].map(() => insertRegistryRecord("carrier")));
    const emails = [
      "ops@onebroker.test",
      "jane@onebroker.test",
      "bob@ONEBROKER.test",
      "a@gmail.com",
      "b@gmail.com",
      "c@gmail.com",
      "d@gmail.com",
    ];
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: emails.map((brokerEmail, index) =>
          partnerLoad(`DOM-${index}`, {
            brokerEmail,
            carrierDotNumber: carriers[index % 3]?.dotNumber,
            trailerType: "reefer",
            date: today(),
          }),
        ),
      },
      as: client,
    });
    expect(pushed.body, pushed.describe).toMatchObject({ created: 7 });
    const keys = await env.DB.prepare(
      "SELECT DISTINCT broker_key FROM loads WHERE trailer_type = 'reefer' AND load_number LIKE 'LN-DOM-%' ORDER BY broker_key",
    ).all<{ broker_key: string }>();
    expect(keys.results.map((row) => row.broker_key)).toEqual([
      "domain:onebroker.test",
      "email:a@gmail.com",
      "email:b@gmail.com",
      "email:c@gmail.com",
      "email:d@gmail.com",
    ]);
  });
});

describe("quarantine: the unusual is held for review, and figures say what they left out", () => {
  /** A lane six carriers made (Dallas → Chicago, dry van, about $2.38 a mile). */
  const establishedLane = () =>
    laneOfOthers({ carriers: 6, reports: 60, trailerType: "dry_van", rateCents: 220_000, spread: 7, days: 20 });
  const chicagoLane = { origin: DALLAS, destination: CHICAGO, equipment: "dry_van", timeframeDays: 30 };
  const asLane = ({ origin, destination, ...rest }: typeof chicagoLane) => ({
    ...rest,
    origin: { city: origin.city, state: origin.state },
    destination: { city: destination.city, state: destination.state },
  });

  it("holds a partner's flood at three times the market; the lane does not move and says so", async () => {
    await establishedLane();
    const { client } = await partner();
    const before = (await call("lookupLaneRates", { body: { lanes: [asLane(chicagoLane)] }, as: client })).body
      .lanes[0];
    expect(before.status, JSON.stringify(before)).toBe("published");

    const flood = Array.from({ length: 30 }, (_, index) =>
      partnerLoad(`FLOOD-${index}`, {
        pickupCity: "Dallas",
        pickupState: "TX",
        deliveryCity: "Chicago",
        deliveryState: "IL",
        mileage: 925,
        rate: 6600,
        brokerEmail: "ops@dry-van-broker-0.test",
        date: today(),
      }),
    );
    const pushed = await call("pushPartnerLoads", { body: { loads: flood }, as: client });
    expect(pushed.body, pushed.describe).toMatchObject({ created: 30, quarantined: 30 });
    expect(pushed.body.results[0].review).toEqual({
      status: "quarantined",
      reason: "far_outlier",
      message: "Held for review: the rate per mile is far outside what this lane's other reports show",
    });
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "FLOOD-0" }, as: client });
    expect(read.body.review.status).toBe("quarantined");
    const feed = await call("listPartnerLoadChanges", { as: client });
    expect(feed.body.items.every((item: { review: { status: string } }) => item.review.status === "quarantined")).toBe(
      true,
    );

    const after = (await call("lookupLaneRates", { body: { lanes: [asLane(chicagoLane)] }, as: client })).body.lanes[0];
    expect(after).toMatchObject({ status: "published", reports: before.reports, excluded: { quarantined: 30 } });
    expect(after.carrierRate.perMile).toEqual(before.carrierRate.perMile);
  });

  /** A plausible report today on the established Chicago lane, at its market rate, from one broker. */
  const nearChicagoLoad = (id: string) =>
    partnerLoad(id, {
      deliveryCity: "Chicago",
      deliveryState: "IL",
      mileage: 925,
      rate: 2290,
      brokerEmail: "ops@one-broker.test",
      date: today(),
    });

  it("lets a plausible flood at the market rate move the median by no more than 5%", async () => {
    await establishedLane();
    const { client } = await partner();
    const before = (await call("lookupLaneRates", { body: { lanes: [asLane(chicagoLane)] }, as: client })).body
      .lanes[0];
    const flood = Array.from({ length: 30 }, (_, index) => nearChicagoLoad(`NEAR-${index}`));
    const pushed = await call("pushPartnerLoads", { body: { loads: flood }, as: client });
    const reasons = pushed.body.results.map((item: { review: { reason: string | null } }) => item.review.reason);
    // 5% of the lane's reports a week count; the rest are a burst, and once most of its last ten
    // or more were held, the source itself is held.
    const allowed = Math.floor(BURST_SHARE * before.reports);
    expect(allowed).toBeGreaterThanOrEqual(3);
    expect(reasons.slice(0, allowed)).toEqual(Array(allowed).fill(null));
    expect(new Set(reasons.slice(allowed))).toEqual(new Set(["burst", "source_quality"]));
    const after = (await call("lookupLaneRates", { body: { lanes: [asLane(chicagoLane)] }, as: client })).body.lanes[0];
    expect(after.status).toBe("published");
    const moved = Math.abs(after.carrierRate.perMile.median - before.carrierRate.perMile.median);
    expect(moved / before.carrierRate.perMile.median).toBeLessThanOrEqual(0.05);
  });

  it("counts the source's uploads of earlier batches this week on the lane, and only those, toward a burst", async () => {
    await establishedLane();
    const { client } = await partner();
    const before = (await call("lookupLaneRates", { body: { lanes: [asLane(chicagoLane)] }, as: client })).body
      .lanes[0];
    const allowed = Math.floor(BURST_SHARE * before.reports);
    const reasonsOf = (body: { results: { review: { reason: string | null } }[] }) =>
      body.results.map((item) => item.review.reason);
    // Batch one: the lane's allowance, and as many loads on another state pair, which never count.
    const elsewhere = Array.from({ length: allowed }, (_, index) =>
      partnerLoad(`ELSEWHERE-${index}`, { deliveryCity: "Atlanta", deliveryState: "GA", mileage: 720, rate: 1800 }),
    );
    const first = await call("pushPartnerLoads", {
      body: {
        loads: [...Array.from({ length: allowed }, (_, index) => nearChicagoLoad(`WEEK-${index}`)), ...elsewhere],
      },
      as: client,
    });
    expect(first.status, first.describe).toBe(200);
    expect(reasonsOf(first.body).slice(0, allowed)).toEqual(Array(allowed).fill(null));
    // Batch two, on the same lane: the week's uploads in the database already fill the allowance.
    const second = await call("pushPartnerLoads", { body: { loads: [nearChicagoLoad("WEEK-NEXT")] }, as: client });
    expect(reasonsOf(second.body)).toEqual(["burst"]);
  });

  it("tells a carrier its upload is held for review, and keeps it out of the figures", async () => {
    await establishedLane();
    const carrier = await signedInUser("carrier");
    const held = await expectStatus<{ id: string; review: { status: string; message: string } }>(
      await call("createLoad", { body: upload({ trailerType: "dry_van", rate: 7000 }), as: carrier }),
      201,
    );
    expect(held.review).toMatchObject({ status: "quarantined", reason: "far_outlier" });
    const stored = await env.DB.prepare("SELECT review_status, source_key, carrier_key FROM loads WHERE id = ?1")
      .bind(held.id)
      .first();
    expect(stored).toEqual({
      review_status: "quarantined",
      source_key: `carrier:${carrier.id}`,
      carrier_key: `account:${carrier.id}`,
    });
  });
});

describe("the other ways a rate enters", () => {
  it("an administrator cannot verify a true rate no truckload is paid", async () => {
    const carrier = await signedInUser("carrier");
    const admin = await signedInUser("admin");
    const created = await expectStatus<{ id: string }>(await call("createLoad", { body: upload(), as: carrier }), 201);
    const verify = (trueRate: number) =>
      call("verifyLoadTrueRate", { params: { id: created.id }, body: { trueRate }, as: admin });
    const refused = await expectStatus<Problem>(await verify(40 * 925), 400);
    expect(refused.details?.fields?.trueRate?.[0]).toMatch(/^The true rate of \$40\.00 per mile is outside/);
    await expectStatus(await verify(2650), 200);
  });

  it("a posted rate is bounded like one load", async () => {
    const carrier = await signedInUser("carrier");
    const post = (rate: number) =>
      call("createRate", {
        body: { origin: "Dallas, TX", destination: "Chicago, IL", truckType: "reefer", rate, loadType: "full" },
        as: carrier,
      });
    const refused = await expectStatus<Problem>(await post(9_000_000), 400);
    expect(refused.details?.fields?.rate).toEqual(["The rate must be between $50 and $50,000 for one load"]);
    await expectStatus(await post(2400), 201);
  });
});

describe("a decision reaches the partner", () => {
  it("shows a released report as counted in GET and lists it again in the change feed", async () => {
    await laneOfOthers({ carriers: 4, reports: 20, trailerType: "reefer", rateCents: 250_000, spread: 5, days: 10 });
    const { client } = await partner();
    const held = await call("pushPartnerLoads", {
      body: {
        loads: [
          partnerLoad("HELD-1", {
            deliveryCity: "Chicago",
            deliveryState: "IL",
            mileage: 925,
            rate: 7000,
            trailerType: "reefer",
            date: today(),
          }),
        ],
      },
      as: client,
    });
    expect(held.body.results[0].review.status, held.describe).toBe("quarantined");
    const before = await call("listPartnerLoadChanges", { as: client });
    const cursor = before.body.nextCursor;

    const admin = await signedInUser("admin");
    const loadId = held.body.results[0].loadId;
    await expectStatus(
      await call("releaseAdminReport", {
        params: { id: loadId },
        body: { reason: "Checked with the carrier: a hazmat reefer rate" },
        as: admin,
      }),
      200,
    );
    const read = await call("getPartnerLoad", { params: { partnerLoadId: "HELD-1" }, as: client });
    expect(read.body.review).toMatchObject({
      status: "counted",
      message: "Counted: an administrator released this report",
    });
    const after = await call("listPartnerLoadChanges", { query: { cursor }, as: client });
    expect(
      after.body.items.map((item: { partnerLoadId: string }) => item.partnerLoadId),
      after.describe,
    ).toEqual(["HELD-1"]);
  });
});
