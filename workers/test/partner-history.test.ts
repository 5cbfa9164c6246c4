// The lane history operation (POST /api/v1/rates/history) and the search page's read of it: weeks
// published or withheld by the lookup's rules, the 100-lane limit, and who may ask.
import { env } from "cloudflare:workers";
import { HISTORY_WEEKS, historyWeekStarts } from "@truerate/domain/rates/lane-history";
import { describe, expect, it } from "vitest";
import { createPartnerClient } from "../../sdk/src/index";
import { signedInUser as createSessionUser, rowOnlyUser } from "./support/accounts";
import { expectProblem } from "./support/assertions";
import { call, workerFetch } from "./support/call";
import { insertLoads, type LoadRow } from "./support/loads";
import { createPartner, PartnerClient } from "./support/partners";

const DALLAS = { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 };
const ATLANTA = { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 };
const LANE = { origin: { city: "Dallas", state: "TX" }, destination: { city: "Atlanta", state: "GA" } };

/** Eight carrier accounts: a week's reports come from up to eight carriers. */
async function carriers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await Promise.all(ids.map((id) => rowOnlyUser("carrier", id)));
  return ids;
}

/**
 * A dry-van market on Dallas → Atlanta: 30 published weeks (8 reports from 4 brokers, a rate
 * rising 3 cents a mile a week), one week of 3 reports and one of a single broker.
 */
async function seedLane(now: number) {
  const starts = historyWeekStarts(now);
  const ids = await carriers(8);
  const row = (weeksAgo: number, index: number, broker: string): LoadRow => ({
    userId: ids[index] as string,
    brokerEmail: `dispatch@${broker}.brokers.test`,
    trailerType: "dry_van",
    pickup: DALLAS,
    delivery: ATLANTA,
    mileage: 800,
    date: starts[HISTORY_WEEKS - 1 - weeksAgo] as string,
    rateCents: (300 - weeksAgo * 3) * 800 + index * 100,
    trueRateCents: (350 - weeksAgo * 3) * 800,
    verified: true,
    uploadedAt: now,
  });
  const rows: LoadRow[] = [];
  for (let weeksAgo = 0; weeksAgo < 30; weeksAgo += 1) {
    for (let index = 0; index < 8; index += 1) rows.push(row(weeksAgo, index, `b${index % 4}`));
  }
  for (let index = 0; index < 3; index += 1) rows.push(row(31, index, `b${index}`));
  for (let index = 0; index < 8; index += 1) rows.push(row(32, index, "only"));
  await insertLoads(rows);
}

async function partnerClient(scopes: ("rates:read" | "loads:write")[] = ["rates:read"]) {
  return new PartnerClient(await createPartner({ scopes })).authenticate();
}

interface Week {
  weekStart: string;
  status: string;
  reports: number;
  reason?: string;
  carrierRate?: { median: number };
  trueRate?: { median: number } | null;
  brokerMargin?: { medianPct: number } | null;
}

describe("lane history", () => {
  it("gives 58 weeks per lane, each published or a gap with its reason, in the order asked", async () => {
    const now = Date.now();
    await seedLane(now);
    const client = await partnerClient();
    const response = await call("laneRateHistory", {
      body: {
        lanes: [
          { ...LANE, equipment: "dry_van" },
          { origin: { city: "Nowhere", state: "WY" }, destination: LANE.destination, equipment: "dry_van" },
        ],
      },
      as: client,
    });
    expect(response.status, response.describe).toBe(200);
    const [dallas, nowhere] = response.body.lanes as { area: string; publishedWeeks: number; weeks: Week[] }[];
    expect(response.body.publicationRule).toContain("at least 7 reports");
    expect(response.body.areaRule).toContain("at least 50% of the weeks");
    // Each reason's message once per answer, not in each week.
    expect(response.body.withheldReasons).toMatchObject({
      too_few_reports: "Fewer than 7 reports support this lane",
      too_few_brokers: "Fewer than 3 brokers report on this lane",
    });
    if (!dallas || !nowhere) throw new Error(response.describe);
    expect(dallas).toMatchObject({ area: "city", publishedWeeks: 30, lane: { equipment: "dry_van" } });
    expect(dallas.weeks).toHaveLength(HISTORY_WEEKS);
    expect(dallas.weeks.map((week) => week.weekStart)).toEqual(historyWeekStarts(now));

    const ago = (weeks: number) => dallas.weeks[HISTORY_WEEKS - 1 - weeks] as Week;
    // This week: $3.00 a mile carrier (the median of 8 rates a dollar apart), $3.50 true.
    expect(ago(0)).toMatchObject({ status: "published", reports: 8, trueRate: { median: 3.5 } });
    expect(ago(0).carrierRate?.median).toBeCloseTo(3.0044, 2);
    expect(ago(29).carrierRate?.median).toBeCloseTo(2.1344, 2);
    expect(ago(0).brokerMargin?.medianPct).toBeCloseTo(14.2, 0);
    expect(ago(31)).toMatchObject({ status: "withheld", reason: "too_few_reports" });
    expect(ago(32)).toMatchObject({ status: "withheld", reason: "too_few_brokers" });
    expect(ago(40)).toMatchObject({ status: "withheld", reason: "too_few_reports", reports: 0 });
    // A gap never carries a figure that could expose a company.
    for (const week of dallas.weeks.filter((w) => w.status === "withheld")) {
      expect(Object.keys(week).sort()).toEqual(["excluded", "reason", "reports", "status", "weekStart"]);
    }
    expect(nowhere).toMatchObject({ publishedWeeks: 0, lane: { origin: { city: "Nowhere" } } });
    expect(nowhere.weeks.every((week) => week.status === "withheld")).toBe(true);

    // Asked again, the histories are read as kept and their stored text passed through: the same answer.
    const again = await call("laneRateHistory", {
      body: {
        lanes: [
          { ...LANE, equipment: "dry_van" },
          { origin: { city: "Nowhere", state: "WY" }, destination: LANE.destination, equipment: "dry_van" },
        ],
      },
      as: client,
    });
    expect(again.status, again.describe).toBe(200);
    expect({ ...again.body, asOf: "" }).toEqual({ ...response.body, asOf: "" });
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM lane_answers WHERE key LIKE 'history|%'").first<{
      n: number;
    }>();
    expect(kept?.n).toBe(2);

    // The search page reads the same history with a session.
    const carrier = await createSessionUser("carrier");
    const query = new URLSearchParams({
      originCity: "Dallas",
      originState: "tx",
      destinationCity: "Atlanta",
      destinationState: "GA",
      equipment: "dry_van",
    });
    const page = await call("laneRateHistoryForUser", { query, as: carrier });
    const body = page.body as { weeks: Week[]; area: string };
    expect(page.status, JSON.stringify(body)).toBe(200);
    expect(body.weeks).toEqual(dallas.weeks);
    expect(body.area).toBe("city");
    expect((await call("laneRateHistoryForUser", { query })).status).toBe(401);
    query.set("equipment", "boat");
    const refused = await call("laneRateHistoryForUser", { query, as: carrier });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("equipment");
  });

  it("is the SDK's laneHistory", async () => {
    const { clientId, clientSecret } = await createPartner({ scopes: ["rates:read"] });
    const partner = createPartnerClient({
      baseUrl: "http://api.test",
      clientId,
      clientSecret,
      fetch: workerFetch(),
    });
    const history = await partner.laneHistory([{ ...LANE, equipment: "reefer" }]);
    expect(history.lanes[0]?.weeks).toHaveLength(HISTORY_WEEKS);
    expect(history.lanes[0]?.weeks.at(-1)).toMatchObject({ status: "withheld", reason: "too_few_reports" });
    await expect(partner.laneHistory([])).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
  });

  // Lookups are sent from what was kept the same way (lane-answers-json.ts).
  it.each([
    {
      path: "/api/v1/rates/history",
      operationId: "laneRateHistory" as const,
      // A history's weeks repeat their field names: the deflated members are a small part of the JSON.
      shrinksTo: 1 / 4,
      check: (answer: { lanes: { weeks: Week[]; publishedWeeks: number }[] }) => {
        expect(answer.lanes.map((lane) => lane.weeks.length)).toEqual([HISTORY_WEEKS, HISTORY_WEEKS]);
        expect(answer.lanes[0]?.publishedWeeks).toBe(30);
      },
    },
    {
      path: "/api/v1/rates/lookups",
      operationId: "lookupLaneRates" as const,
      // Two short lookups: the lanes' own JSON, stored as it is, is a good part of the body.
      shrinksTo: 3 / 4,
      check: (answer: { lanes: { status: string; lane: { equipment: string } }[] }) => {
        expect(answer.lanes.map((lane) => lane.lane.equipment)).toEqual(["dry_van", "reefer"]);
        expect(answer.lanes.map((lane) => lane.status)).toEqual(["published", "withheld"]);
      },
    },
  ])(
    "$path comes gzip-encoded to a client that takes gzip, decoding to the plain answer byte for byte",
    async ({ operationId, shrinksTo, check }) => {
      const now = Date.now();
      await seedLane(now);
      const client = await partnerClient();
      const lanes = [
        { ...LANE, equipment: "dry_van" },
        { ...LANE, equipment: "reefer" },
      ];
      const ask = (acceptEncoding: string) =>
        // In this isolate (call's transport): a fetch across workerd would decode a gzip body, as HTTP clients do.
        call(operationId, { body: { lanes }, headers: { "accept-encoding": acceptEncoding }, as: client });
      // Twice: first computed from the reports, then read as kept.
      for (const round of ["computed", "kept"]) {
        const plain = await ask("identity");
        expect(plain.headers.get("content-encoding"), round).toBeNull();
        expect(plain.headers.get("vary")).toBe("Accept-Encoding");
        const plainBytes = plain.bytes;
        // The two asks differ only in when they were answered.
        const withoutAsOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes).replace(/"asOf":"[^"]+"/, "");

        const gzipped = await ask("br, gzip;q=0.8");
        expect(gzipped.status).toBe(200);
        expect(gzipped.headers.get("content-encoding"), round).toBe("gzip");
        expect(gzipped.headers.get("content-type")).toBe("application/json");
        const gzipBytes = gzipped.bytes;
        expect(gzipBytes.byteLength).toBeLessThan(plainBytes.byteLength * shrinksTo);
        const decoded = await new Response(new Blob([gzipBytes]).stream().pipeThrough(new DecompressionStream("gzip")))
          .arrayBuffer()
          .then((buffer) => new Uint8Array(buffer));
        expect(withoutAsOf(decoded)).toBe(withoutAsOf(plainBytes));
        check(JSON.parse(new TextDecoder().decode(decoded)));
      }
    },
  );

  it("refuses more than 100 lanes, a lane without a state, and callers without rates:read", async () => {
    const client = await partnerClient();
    const lanes = Array.from({ length: 101 }, () => ({ ...LANE, equipment: "dry_van" }));
    expectProblem(
      await call("laneRateHistory", { body: { lanes }, as: client }),
      400,
      "VALIDATION_FAILED",
      "A history request holds at most 100 lanes",
    );
    const hundred = await call("laneRateHistory", { body: { lanes: lanes.slice(0, 100) }, as: client });
    expect(hundred.status, hundred.describe).toBe(200);
    expect(hundred.body.lanes).toHaveLength(100);
    const stateless = await call("laneRateHistory", {
      body: {
        lanes: [{ origin: { city: "Dallas" }, destination: LANE.destination, equipment: "dry_van" }],
      },
      as: client,
    });
    expectProblem(stateless, 400, "VALIDATION_FAILED");
    expect(stateless.body.details.fields, stateless.describe).toEqual({
      "lanes.0.origin.state": ["State is required"],
    });

    const loadsOnly = await partnerClient(["loads:write"]);
    const body = { lanes: [{ ...LANE, equipment: "dry_van" }] };
    expectProblem(await call("laneRateHistory", { body, as: loadsOnly }), 403, "FORBIDDEN");
    const anonymous = await call("laneRateHistory", { body });
    expect(anonymous.status).toBe(401);
  });
});
