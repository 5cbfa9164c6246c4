// Search correctness as a property: for random loads and random queries (a seeded PRNG, so a
// failure replays), the API answers exactly what a brute-force distance filter over every load gives.
import { env } from "cloudflare:test";
import { TRAILER_TYPES, type TrailerType } from "@truerate/domain/enums";
import { EARTH_RADIUS_METERS, METERS_PER_MILE } from "@truerate/domain/geo";
import { seededRandom } from "@truerate/domain/seeded-random";
import { searchRequestSchema } from "@truerate/domain/validation/search";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSearchQuery, SEARCH_INDEX } from "../src/services/loads/search-query";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, insertLoads, type LoadRow, placeOf, type TestUser } from "./support/loads";

/** Freight hubs; loads and queries scatter around them, so radii cut through dense clusters. */
const HUBS = [
  { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 },
  { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 },
  { city: "Chicago", state: "IL", lat: 41.85003, lng: -87.65005 },
  { city: "Los Angeles", state: "CA", lat: 34.05223, lng: -118.24368 },
  { city: "Anchorage", state: "AK", lat: 61.21806, lng: -149.90028 },
];

const random = seededRandom(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Up to 1.5 degrees (~100 miles) from a hub, so radii of 0-150 miles cut through the scatter. */
function near(hub: (typeof HUBS)[number], label: string) {
  return {
    city: `${hub.city} ${label}`,
    state: hub.state,
    lat: hub.lat + (random() - 0.5) * 3,
    lng: hub.lng + (random() - 0.5) * 3,
  };
}

/** The test's own great circle (haversine), written out rather than imported from the code under test. */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return (2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h))) / METERS_PER_MILE;
}

const LOADS = 1500;
const QUERIES = 60;
const START = Date.UTC(2026, 9, 1);
let carrier: TestUser;
const loads: (LoadRow & { id: string })[] = [];

beforeAll(async () => {
  carrier = await signedInUser("carrier");
  const owners = [carrier.id, (await signedInUser("carrier")).id, (await signedInUser("carrier")).id];
  const rows: LoadRow[] = [];
  for (let index = 0; index < LOADS; index++) {
    rows.push({
      userId: pick(owners),
      trailerType: pick(TRAILER_TYPES),
      pickup: near(pick(HUBS), `P${index}`),
      delivery: near(pick(HUBS), `D${index}`),
      // Some loads share an upload instant: the order then falls back to the id.
      uploadedAt: START + Math.floor(random() * 400) * 3_600_000,
    });
  }
  const ids = await insertLoads(rows);
  for (const [index, row] of rows.entries()) loads.push({ ...row, id: ids[index] as string });
});

function bruteForce(query: {
  origin: { lat: number; lng: number };
  destination: { lat: number; lng: number };
  originRadius: number;
  destinationRadius: number;
  trailerType: TrailerType;
  startDate?: string;
  endDate?: string;
}) {
  const EPSILON = 1e-6;
  const matches: string[] = [];
  const ambiguous = new Set<string>();
  for (const load of loads) {
    const date = new Date(load.uploadedAt).toISOString().slice(0, 10);
    if (load.trailerType !== query.trailerType) continue;
    if (query.startDate && date < query.startDate) continue;
    if (query.endDate && date > query.endDate) continue;
    const pickupMiles = miles(query.origin, load.pickup);
    const deliveryMiles = miles(query.destination, load.delivery);
    if (
      Math.abs(pickupMiles - query.originRadius) < EPSILON ||
      Math.abs(deliveryMiles - query.destinationRadius) < EPSILON
    ) {
      ambiguous.add(load.id);
    }
    if (pickupMiles <= query.originRadius && deliveryMiles <= query.destinationRadius) matches.push(load.id);
  }
  const byNewest = (a: string, b: string) => {
    const [left, right] = [loads.find((load) => load.id === a), loads.find((load) => load.id === b)];
    return (right?.uploadedAt ?? 0) - (left?.uploadedAt ?? 0) || (a < b ? 1 : a > b ? -1 : 0);
  };
  return { ids: matches.sort(byNewest), ambiguous };
}

describe("POST /api/loads/search as a property", () => {
  it(`equals a brute-force distance filter for ${QUERIES} random queries over ${LOADS} random loads`, async () => {
    let matched = 0;
    let emptyQueries = 0;
    for (let run = 0; run < QUERIES; run++) {
      // Half the queries start from a real load's lane, so most of them find something.
      const anchor = random() < 0.5 ? pick(loads) : null;
      const origin = anchor
        ? { lat: anchor.pickup.lat + random() - 0.5, lng: anchor.pickup.lng + random() - 0.5 }
        : near(pick(HUBS), "O");
      const destination = anchor
        ? { lat: anchor.delivery.lat + random() - 0.5, lng: anchor.delivery.lng + random() - 0.5 }
        : near(pick(HUBS), "D");
      const originRadius = Math.floor(random() * 151);
      const destinationRadius = random() < 0.2 ? 150 : Math.floor(random() * 151);
      const trailerType = anchor?.trailerType ?? pick(TRAILER_TYPES);
      const withDates = random() < 0.3;
      const startDate = withDates
        ? new Date(START + Math.floor(random() * 8) * 86_400_000).toISOString().slice(0, 10)
        : undefined;
      const endDate = withDates
        ? new Date(START + (8 + Math.floor(random() * 10)) * 86_400_000).toISOString().slice(0, 10)
        : undefined;
      const body = {
        origin: placeOf({ ...origin, city: "Origin", state: "TX" }),
        destination: placeOf({ ...destination, city: "Destination", state: "GA" }),
        originRadius,
        destinationRadius,
        availableTypes: [trailerType],
        ...(startDate ? { startDate, endDate } : {}),
      };

      const rows = await expectStatus<{ id: string }[]>(await call("searchLoads", { body, as: carrier }), 200);
      const expected = bruteForce({
        origin,
        destination,
        originRadius,
        destinationRadius,
        trailerType,
        startDate,
        endDate,
      });
      const actual = rows.map((row) => row.id).filter((id) => !expected.ambiguous.has(id));
      const wanted = expected.ids.filter((id) => !expected.ambiguous.has(id));
      expect(actual, JSON.stringify({ run, body, missing: wanted.filter((id) => !actual.includes(id)) })).toEqual(
        wanted,
      );
      matched += rows.length;
      if (rows.length === 0) emptyQueries++;
    }
    // The property only means something if the queries both find and exclude loads.
    expect(matched, "total rows matched").toBeGreaterThan(QUERIES);
    expect(emptyQueries, "queries with no match").toBeGreaterThan(0);
    expect(emptyQueries, "queries with no match").toBeLessThan(QUERIES);
  });

  it("runs the radius query as a range scan of loads_search_pickup_idx", async () => {
    const request = searchRequestSchema.parse({
      origin: placeOf(HUBS[0] as (typeof HUBS)[number]),
      destination: placeOf(HUBS[1] as (typeof HUBS)[number]),
      availableTypes: ["dry_van"],
      startDate: "2026-10-01",
    });
    const query = buildSearchQuery(request);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join("\n");
    expect(plan).toContain(`USING INDEX ${SEARCH_INDEX} (trailer_type=? AND pickup_latitude>? AND pickup_latitude<?)`);
    expect(plan).not.toMatch(/SCAN loads(?! USING)/);
  });
});
