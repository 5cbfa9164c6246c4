// GET /api/places: US city autocomplete from the gazetteer in D1, and the idempotent import.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type PlaceRow, placesByPrefixStatement, upsertPlaces } from "../src/db/queries/places";
import { placePrefixes, prefixRanges } from "../src/services/places/autocomplete";
import { type GeoNamesCity, usPlaceRows } from "../src/services/places/gazetteer";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, type TestUser } from "./support/loads";

const record = (name: string, adminCode: string, population: number, lat: number, lng: number): GeoNamesCity => ({
  cityId: `${name}-${adminCode}`,
  name,
  country: "US",
  adminCode,
  population,
  loc: { coordinates: [lng, lat] },
});

const CITIES = [
  record("Dallas", "TX", 1_300_092, 32.78306, -96.80667),
  record("Dalton", "GA", 33_000, 34.76982, -84.97022),
  record("Dallas", "GA", 14_000, 33.92371, -84.84077),
  record("Dale City", "VA", 70_000, 38.63706, -77.31109),
  record("Cañon City", "CO", 16_000, 38.40971, -105.22055),
  record("Denver", "CO", 715_000, 39.73915, -104.9847),
  ...Array.from({ length: 15 }, (_, index) => record(`Dalville ${index}`, "AL", 1000 + index, 31.3, -85.7)),
];

let user: TestUser;
type Place = {
  address: string;
  formattedAddress: string;
  coordinates: { lat: number; lng: number };
  addressComponents: { shortName: string }[];
};

beforeAll(async () => {
  user = await signedInUser("carrier");
  // This file tests the gazetteer itself: only its own cities, not the shared test places.
  await env.DB.prepare("DELETE FROM places").run();
  await upsertPlaces(env.DB, usPlaceRows(CITIES));
});

const places = async (q: string) =>
  expectStatus<Place[]>(await call("autocompletePlaces", { query: { q }, as: user }), 200);

describe("places import", () => {
  it("is idempotent and refreshes coordinates and populations", async () => {
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM places").first<{ n: number }>())?.n;
    const before = await count();
    await upsertPlaces(env.DB, usPlaceRows([record("Denver", "CO", 720_000, 39.7, -104.9)]));
    expect(await count()).toBe(before);
    // The same GeoNames id under a new name is renamed, not duplicated.
    await upsertPlaces(env.DB, [
      {
        ...(usPlaceRows([record("Dale City", "VA", 70_000, 38.6, -77.3)])[0] as PlaceRow),
        city: "Dale",
        searchName: "dale, va",
      },
    ]);
    expect(await count()).toBe(before);
    expect(await env.DB.prepare("SELECT city FROM places WHERE id = 'geonames-Dale City-VA'").first()).toEqual({
      city: "Dale",
    });
    await upsertPlaces(env.DB, usPlaceRows([record("Dale City", "VA", 70_000, 38.63706, -77.31109)]));
    expect(await env.DB.prepare("SELECT population, latitude FROM places WHERE city = 'Denver'").first()).toEqual({
      population: 720_000,
      latitude: 39.7,
    });
  });
});

describe("GET /api/places", () => {
  it("completes a prefix, most populous first, as location results", async () => {
    const results = await places("dal");
    expect(results.length).toBe(10);
    expect(results.slice(0, 4).map((place) => place.address)).toEqual([
      "Dallas, TX",
      "Dale City, VA",
      "Dalton, GA",
      "Dallas, GA",
    ]);
    expect(results[0]).toMatchObject({
      placeId: "geonames-Dallas-TX",
      formattedAddress: "Dallas, TX, USA",
      coordinates: { lat: 32.78306, lng: -96.80667 },
      geometry: { location: { lat: 32.78306, lng: -96.80667 } },
      addressComponents: [{ shortName: "Dallas" }, { longName: "Texas", shortName: "TX" }, { shortName: "US" }],
    });
  });

  it("narrows by state with or without the comma, and ignores case and accents", async () => {
    expect((await places("Dallas, G")).map((place) => place.address)).toEqual(["Dallas, GA"]);
    expect((await places("dallas ga")).map((place) => place.address)).toEqual(["Dallas, GA"]);
    expect((await places("CANON")).map((place) => place.address)).toEqual(["Cañon City, CO"]);
  });

  it("answers nothing below 2 characters or without a match", async () => {
    expect(await places("d")).toEqual([]);
    expect(await places("zzz")).toEqual([]);
  });

  it("answers 401 signed out", async () => {
    await expectStatus(await call("autocompletePlaces", { query: { q: "dal" } }), 401);
  });

  it.each(["dal", "dallas tx"])("range-scans places_search_idx for %j", async (q) => {
    const query = placesByPrefixStatement(prefixRanges(placePrefixes(q)));
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join("\n");
    expect(plan).toContain("USING INDEX places_search_idx (search_name>? AND search_name<?)");
    expect(plan).not.toMatch(/SCAN places(?! USING)/);
  });
});
