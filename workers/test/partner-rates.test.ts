import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { upsertZipCodes } from "../src/db/queries/places";
import { signedInUser as createSessionUser, rowOnlyUser } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { type BodyOf, call } from "./support/call";
import { createPartner, PartnerClient } from "./support/partners";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

interface Place {
  city: string;
  state: string;
  lat: number;
  lng: number;
}
const DALLAS = { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 };
const FORT_WORTH = { city: "Fort Worth", state: "TX", lat: 32.72541, lng: -97.32085 };
const HOUSTON = { city: "Houston", state: "TX", lat: 29.76328, lng: -95.36327 };
const ATLANTA = { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 };

async function place(p: Place) {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO places (id, city, state, latitude, longitude, search_name) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  )
    .bind(crypto.randomUUID(), p.city, p.state, p.lat, p.lng, `${p.city.toLowerCase()}, ${p.state.toLowerCase()}`)
    .run();
}

const carriers: string[] = [];
async function carrier(index: number): Promise<string> {
  while (carriers.length <= index) {
    const id = crypto.randomUUID();
    await rowOnlyUser("carrier", id);
    carriers.push(id);
  }
  return carriers[index] as string;
}

interface Report {
  pickup?: Place;
  delivery?: Place;
  broker: string;
  carrier: number;
  rate: number;
  trueRate?: number;
  verified?: boolean;
  daysAgo?: number;
  trailer?: string;
}

async function report(r: Report) {
  const pickup = r.pickup ?? DALLAS;
  const delivery = r.delivery ?? ATLANTA;
  await env.DB.prepare(
    `INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state, pickup_latitude,
       pickup_longitude, delivery_city, delivery_state, delivery_latitude, delivery_longitude, mileage, weight, rate_cents,
       true_rate_cents, verified, trailer_type, deadline_at)
     VALUES (?1, ?2, 'Broker', ?3, 'L', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 800, 40000, ?13, ?14, ?15, ?16, 0)`,
  )
    .bind(
      crypto.randomUUID(),
      await carrier(r.carrier),
      `dispatch@${r.broker}.brokers.test`,
      daysAgo(r.daysAgo ?? 1),
      pickup.city,
      pickup.state,
      pickup.lat,
      pickup.lng,
      delivery.city,
      delivery.state,
      delivery.lat,
      delivery.lng,
      r.rate * 100,
      r.trueRate === undefined ? null : r.trueRate * 100,
      r.verified ? 1 : 0,
      r.trailer ?? "dry_van",
    )
    .run();
}

const lane = (equipment: string, timeframeDays = 7) => ({
  origin: { city: "Dallas", state: "TX" },
  destination: { city: "Atlanta", state: "GA" },
  equipment,
  timeframeDays,
});

type Lanes = NonNullable<BodyOf<"lookupLaneRates">["lanes"]>;
type End = Lanes[number]["origin"];

async function lookup(lanes: Lanes) {
  const partner = await createPartner({ scopes: ["rates:read"] });
  const client = await new PartnerClient(partner).authenticate();
  const response = await call("lookupLaneRates", { body: { lanes }, as: client });
  expect(response.status, response.describe).toBe(200);
  return response.body.lanes;
}

describe("lane rate lookups", () => {
  it("publish a dense lane with its figures, counts and confidence", async () => {
    await Promise.all([place(DALLAS), place(ATLANTA)]);
    for (let index = 0; index < 8; index += 1) {
      await report({
        broker: `b${index % 4}`,
        carrier: index,
        rate: 2000 + index * 10,
        trueRate: 2500,
        verified: true,
        trailer: "reefer",
      });
    }
    const [result] = await lookup([lane("reefer")]);
    expect(result, JSON.stringify(result)).toMatchObject({
      status: "published",
      reports: 8,
      companies: { brokers: 4, carriers: 8 },
      maxContributorShare: 0.25,
      // Verified, but no rate confirmation of theirs was read: none is document-verified.
      verification: { verified: 8, documentVerified: 0 },
      carrierRate: { perTrip: { median: 2035 } },
      trueRate: { perTrip: { median: 2500 }, reports: 8 },
      escalation: { applied: { area: "city", timeframeDays: 7 }, steps: 0 },
      lane: { equipment: "reefer", timeframeDays: 7 },
    });
    expect(result.brokerMargin.medianPct).toBeCloseTo(18.6, 1);
    expect(result.confidence.rule).toContain("score =");
  });

  it("cap a dominant broker to its share, and withhold the lane when too few reports remain", async () => {
    for (let index = 0; index < 10; index += 1) {
      await report({ broker: index < 4 ? "big" : `small${index}`, carrier: index, rate: 1800, trailer: "flatbed" });
    }
    const [capped] = await lookup([lane("flatbed", 365)]);
    expect(capped, JSON.stringify(capped)).toMatchObject({
      status: "published",
      reports: 8,
      maxContributorShare: 0.25,
      excluded: { capped: 2, outliers: 0, quarantined: 0 },
    });

    for (let index = 0; index < 7; index += 1) {
      await report({ broker: index < 4 ? "big" : `other${index}`, carrier: index, rate: 1800, trailer: "power_only" });
    }
    const [withheld] = await lookup([lane("power_only", 365)]);
    expect(withheld, JSON.stringify(withheld)).toMatchObject({ status: "withheld", reason: "dominant_broker" });
    expect(withheld.message).toBe("One broker is more than 25% of this lane's reports");
    expect(withheld.carrierRate).toBeUndefined();
  });

  it("count the companies of a lane the caps emptied, and say in words why it is withheld", async () => {
    // 15 reports from one carrier account, all naming one brokerage (one e-mail domain), on a new
    // lane: the broker cap leaves nothing counted, but the lane still has one broker and one carrier.
    const EL_PASO = { city: "El Paso", state: "TX", lat: 31.75872, lng: -106.48693 };
    const MEMPHIS = { city: "Memphis", state: "TN", lat: 35.14953, lng: -90.04898 };
    await Promise.all([place(EL_PASO), place(MEMPHIS)]);
    for (let index = 0; index < 15; index += 1)
      await report({ pickup: EL_PASO, delivery: MEMPHIS, broker: "onlyone", carrier: 0, rate: 1500 + index });
    const [result] = await lookup([
      { origin: { city: "El Paso", state: "TX" }, destination: { city: "Memphis", state: "TN" }, equipment: "dry_van" },
    ]);
    expect(result, JSON.stringify(result)).toMatchObject({
      status: "withheld",
      reason: "too_few_brokers",
      explanation: "one broker is all of this lane's reports; at least 3 brokers are needed",
      companies: { brokers: 1, carriers: 1 },
      excluded: { capped: 15 },
    });
  });

  it("escalate a thin lane through every timeframe of the cities, then of the radius, then of the states", async () => {
    await Promise.all([place(DALLAS), place(ATLANTA), place(FORT_WORTH), place(HOUSTON)]);
    // power_only: 4 in Dallas and 4 in Fort Worth (within 100 miles) this week.
    for (let index = 0; index < 8; index += 1) {
      await report({
        pickup: index < 4 ? DALLAS : FORT_WORTH,
        broker: `b${index % 4}`,
        carrier: index,
        rate: 1500,
        trailer: "power_only",
      });
    }
    const [radius] = await lookup([lane("power_only")]);
    expect(radius.escalation, JSON.stringify(radius)).toMatchObject({
      applied: { area: "radius", timeframeDays: 7 },
      // Past the cities' six timeframes.
      steps: 6,
    });

    // dry_van: 4 from Dallas this week, 4 from Houston (another city, same state) 20 days ago.
    for (let index = 0; index < 8; index += 1) {
      const recent = index < 4;
      await report({
        pickup: recent ? DALLAS : HOUSTON,
        broker: `v${index % 4}`,
        carrier: index,
        rate: 2100,
        daysAgo: recent ? 1 : 20,
      });
    }
    const [wider, asked30] = await lookup([lane("dry_van", 7), lane("dry_van", 30)]);
    expect(wider.status, JSON.stringify(wider)).toBe("published");
    expect(wider.escalation.applied).toEqual({ area: "state", timeframeDays: 30 });
    // Six of the cities, six of the radius, then the states over 7 and 15 days.
    expect(wider.escalation.steps).toBe(14);
    expect(asked30.escalation.applied).toEqual({ area: "state", timeframeDays: 30 });
    expect(wider.confidence.score).toBeLessThan(asked30.confidence.score);

    // Atlanta → Dallas: 4 this week and 4 50 days ago, 8 to Houston this week. A week asked
    // publishes from the cities over 60 days, before the whole states over the week would.
    for (let index = 0; index < 16; index += 1) {
      await report({
        pickup: ATLANTA,
        delivery: index < 8 ? DALLAS : HOUSTON,
        broker: `r${index % 4}`,
        carrier: index,
        rate: 2400,
        daysAgo: index >= 4 && index < 8 ? 50 : 1,
        trailer: "reefer",
      });
    }
    const [cities] = await lookup([
      { ...lane("reefer", 7), origin: { city: "Atlanta", state: "GA" }, destination: { city: "Dallas", state: "TX" } },
    ]);
    expect(cities.escalation, JSON.stringify(cities)).toMatchObject({
      applied: { area: "city", timeframeDays: 60 },
      steps: 3,
    });
    expect(cities.reports).toBe(8);
  });

  it("withhold a lane with too few reports even a year back", async () => {
    const [result] = await lookup([{ ...lane("dry_van"), origin: { city: "Nowhere", state: "WY" } }]);
    expect(result).toMatchObject({
      status: "withheld",
      reason: "too_few_reports",
      reports: 0,
      escalation: { applied: { area: "state", timeframeDays: 365 } },
    });
  });

  it("take either end by ZIP code: its city, state and point, echoed with the ZIP", async () => {
    // Downtown Dallas and Fort Worth ZIPs (the `zipcodes` package's rows), loaded as the seed loads them.
    await upsertZipCodes(env.DB, [
      { zip: "75201", city: "Dallas", state: "TX", latitude: 32.7876, longitude: -96.7994 },
      { zip: "76102", city: "Fort Worth", state: "TX", latitude: 32.7541, longitude: -97.3295 },
      { zip: "38103", city: "Memphis", state: "TN", latitude: 35.1495, longitude: -90.049 },
    ]);
    const memphis = { city: "Memphis", state: "TN", lat: 35.14953, lng: -90.04898 };
    for (let index = 0; index < 8; index += 1) {
      await report({ broker: `z${index % 4}`, carrier: index, rate: 2100, trailer: "reefer", delivery: memphis });
    }
    const byZip = { origin: { zip: "75201" }, destination: { zip: "38103" }, equipment: "reefer", timeframeDays: 7 };
    const [dallas, fortWorth] = await lookup([byZip, { ...byZip, origin: { zip: "76102" } }]);
    expect(dallas, JSON.stringify(dallas)).toMatchObject({
      status: "published",
      reports: 8,
      escalation: { applied: { area: "city" } },
      lane: { origin: { zip: "75201", city: "Dallas", state: "TX" }, destination: { zip: "38103", city: "Memphis" } },
    });
    // Fort Worth is another city within 100 miles of Dallas: the lane is the radius step's.
    expect(fortWorth, JSON.stringify(fortWorth)).toMatchObject({
      status: "published",
      escalation: { applied: { area: "radius" } },
      lane: { origin: { zip: "76102", city: "Fort Worth" } },
    });
  });

  it("take an end as a ZIP3 area or a whole state, and answer from the narrowest area that publishes", async () => {
    await upsertZipCodes(env.DB, [
      { zip: "79901", city: "El Paso", state: "TX", latitude: 31.7587, longitude: -106.4869 },
      { zip: "30303", city: "Atlanta", state: "GA", latitude: 33.7525, longitude: -84.3888 },
    ]);
    // Two towns of one ZIP3 area, farther apart than the radius: only the area holds both.
    const elPaso = { city: "El Paso", state: "TX", lat: 31.7587, lng: -106.4869 };
    const alpine = { city: "Alpine", state: "TX", lat: 30.3585, lng: -103.661 };
    const areas = [
      { ...elPaso, zip3: "799" },
      { ...alpine, zip3: "799" },
      { ...ATLANTA, zip3: "303" },
    ];
    const insert = env.DB.prepare(
      `INSERT INTO places (id, city, state, latitude, longitude, search_name, zip3) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (city, state) DO UPDATE SET zip3 = excluded.zip3`,
    );
    for (const town of areas) {
      const name = `${town.city.toLowerCase()}, ${town.state.toLowerCase()}`;
      await insert.bind(crypto.randomUUID(), town.city, town.state, town.lat, town.lng, name, town.zip3).run();
    }
    for (let index = 0; index < 8; index += 1) {
      await report({
        broker: `a${index % 4}`,
        carrier: index,
        rate: 1900,
        trailer: "flatbed",
        pickup: index < 4 ? elPaso : alpine,
      });
    }
    await env.DB.prepare(
      "UPDATE loads SET pickup_zip3 = '799', delivery_zip3 = '303' WHERE pickup_city IN ('El Paso', 'Alpine')",
    ).run();
    const asked = (origin: End, destination: End) => ({
      origin,
      destination,
      equipment: "flatbed",
      timeframeDays: 7,
    });
    const [byCity, byArea, byState] = await lookup([
      asked({ city: "El Paso", state: "TX" }, { city: "Atlanta", state: "GA" }),
      asked({ zip3: "799" }, { zip3: "303" }),
      asked({ state: "TX" }, { state: "GA" }),
    ]);
    expect(byCity, JSON.stringify(byCity)).toMatchObject({
      status: "published",
      reports: 8,
      escalation: { requested: { area: "city" }, applied: { area: "zip3", timeframeDays: 7 } },
    });
    expect(byArea, JSON.stringify(byArea)).toMatchObject({
      status: "published",
      escalation: { requested: { area: "zip3" }, applied: { area: "zip3" }, steps: 0 },
      lane: { origin: { zip3: "799", state: "TX", city: "" }, destination: { zip3: "303", state: "GA" } },
    });
    expect(byState, JSON.stringify(byState)).toMatchObject({
      status: "published",
      escalation: { requested: { area: "state" }, applied: { area: "state" }, steps: 0 },
      lane: { origin: { state: "TX", city: "" } },
    });
  });

  it("refuse a malformed or unknown ZIP3 area, or an end given two ways", async () => {
    const partner = await createPartner({ scopes: ["rates:read"] });
    const client = await new PartnerClient(partner).authenticate();
    const asked = (origin: unknown) =>
      call("lookupLaneRates", {
        // Raw: the second lane's origin is malformed, unknown or given two ways.
        raw: { json: { lanes: [lane("dry_van"), { ...lane("dry_van"), origin }] } },
        as: client,
      });
    expectFieldError(await asked({ zip3: "75" }), "lanes.1.origin.zip3", "ZIP3 area must be 3 digits");
    const twoWays = await asked({ zip3: "752", state: "TX" });
    expectFieldError(
      twoWays,
      "lanes.1.origin.zip3",
      "Give one of a city and state, a ZIP code, a ZIP3 area or a state",
    );
    expectFieldError(
      await asked({}),
      "lanes.1.origin.state",
      "Give one of a city and state, a ZIP code, a ZIP3 area or a state",
    );
    const unknown = await asked({ zip3: "000" });
    expectProblem(unknown, 400, "VALIDATION_FAILED", "Unknown ZIP3 area");
    expect(unknown.body.details.fields, unknown.describe).toEqual({ "lanes.1.origin.zip3": ["Unknown ZIP3 area"] });
    // A state that is not a US state would be a lane with no reports: refused, whole or with a city.
    expectFieldError(await asked({ state: "ZZ" }), "lanes.1.origin.state", "State must be a two-letter US state code");
    expectFieldError(
      await asked({ city: "Dallas", state: "zz" }),
      "lanes.1.origin.state",
      "State must be a two-letter US state code",
    );
  });

  it("refuse a malformed or unknown ZIP code, naming the lane's field", async () => {
    const partner = await createPartner({ scopes: ["rates:read"] });
    const client = await new PartnerClient(partner).authenticate();
    const asked = (origin: unknown) =>
      call("lookupLaneRates", {
        // Raw: the second lane's origin is malformed, unknown or given two ways.
        raw: { json: { lanes: [lane("dry_van"), { ...lane("dry_van"), origin }] } },
        as: client,
      });
    expectFieldError(await asked({ zip: "7520" }), "lanes.1.origin.zip", "ZIP must be 5 digits");
    const both = await asked({ zip: "75201", city: "Dallas", state: "TX" });
    expectFieldError(both, "lanes.1.origin.zip", "Give either a ZIP code or a city and state, not both");
    expectFieldError(await asked({ city: "Dallas" }), "lanes.1.origin.state", "State is required");
    const unknown = await asked({ zip: "00000" });
    expectProblem(unknown, 400, "VALIDATION_FAILED", "Unknown ZIP code");
    expect(unknown.body.details.fields, unknown.describe).toEqual({ "lanes.1.origin.zip": ["Unknown ZIP code"] });
  });

  it("refuse more than 100 lanes, and callers without rates:read", async () => {
    const partner = await createPartner({ scopes: ["rates:read"] });
    const client = await new PartnerClient(partner).authenticate();
    const lanes = Array.from({ length: 101 }, () => lane("dry_van"));
    expectProblem(
      await call("lookupLaneRates", { body: { lanes }, as: client }),
      400,
      "VALIDATION_FAILED",
      "A lookup holds at most 100 lanes",
    );
    const loadsOnly = await new PartnerClient(await createPartner({ scopes: ["loads:write"] })).authenticate();
    expectProblem(
      await call("lookupLaneRates", { body: { lanes: [lane("dry_van")] }, as: loadsOnly }),
      403,
      "FORBIDDEN",
    );
  });
});

describe("the lane summary of the search results page", () => {
  it("gives a subscribed carrier the same aggregate, and refuses the signed out", async () => {
    for (let index = 0; index < 8; index += 1) {
      await report({ broker: `s${index % 4}`, carrier: index, rate: 1900, trailer: "reefer", pickup: HOUSTON });
    }
    const carrier = await createSessionUser("carrier");
    const query = new URLSearchParams({
      originCity: "Houston",
      originState: "tx",
      destinationCity: "Atlanta",
      destinationState: "GA",
      equipment: "reefer",
    });
    // A GET, so the portal's loader calls it with the session alone (no Origin: nothing changes).
    const response = await call("laneRateSummary", { query, as: carrier });
    const summary = response.body as Record<string, unknown>;
    expect(response.status, JSON.stringify(summary)).toBe(200);
    expect(summary).toMatchObject({
      status: "published",
      reports: 8,
      carrierRate: { perTrip: { median: 1900 } },
      lane: { timeframeDays: 30 },
    });
    expect((await call("laneRateSummary", { query })).status).toBe(401);
    query.set("timeframeDays", "45");
    const refused = await call("laneRateSummary", { query, as: carrier });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("timeframeDays must be one of 7, 15, 30, 60, 90 or 365");
  });

  it("judges the searched lane no narrower than its ZIP3 areas or its states when asked, and kept apart", async () => {
    const insert = env.DB.prepare(
      `INSERT INTO places (id, city, state, latitude, longitude, search_name, zip3) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (city, state) DO UPDATE SET zip3 = excluded.zip3`,
    );
    for (const town of [
      { ...HOUSTON, zip3: "770" },
      { ...ATLANTA, zip3: "303" },
    ])
      await insert
        .bind(
          crypto.randomUUID(),
          town.city,
          town.state,
          town.lat,
          town.lng,
          `${town.city.toLowerCase()}, ${town.state.toLowerCase()}`,
          town.zip3,
        )
        .run();
    for (let index = 0; index < 8; index += 1)
      await report({ broker: `p${index % 4}`, carrier: index, rate: 2000, trailer: "power_only", pickup: HOUSTON });
    await env.DB.prepare(
      "UPDATE loads SET pickup_zip3 = '770', delivery_zip3 = '303' WHERE trailer_type = 'power_only' AND pickup_city = 'Houston'",
    ).run();
    const carrier = await createSessionUser("carrier");
    const summary = async (area?: string) => {
      const query = new URLSearchParams({
        originCity: "Houston",
        originState: "TX",
        destinationCity: "Atlanta",
        destinationState: "GA",
        equipment: "power_only",
        ...(area ? { area } : {}),
      });
      const response = await call("laneRateSummary", { query, as: carrier });
      const body = response.body as { escalation?: { requested: { area: string } }; reports?: number };
      expect(response.status, JSON.stringify(body)).toBe(response.status === 400 ? 400 : 200);
      return { status: response.status, body };
    };
    expect((await summary()).body.escalation?.requested.area).toBe("city");
    expect((await summary("zip3")).body).toMatchObject({ escalation: { requested: { area: "zip3" } }, reports: 8 });
    expect((await summary("state")).body.escalation?.requested.area).toBe("state");
    const wrong = await summary("county");
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain("area must be one of city, zip3 or state");
    const history = await call("laneRateHistoryForUser", {
      query: {
        originCity: "Houston",
        originState: "TX",
        destinationCity: "Atlanta",
        destinationState: "GA",
        equipment: "power_only",
        area: "state",
      },
      as: carrier,
    });
    expect((history.body as { area: string }).area).toBe("state");
  });
});
