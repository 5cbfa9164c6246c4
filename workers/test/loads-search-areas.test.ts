// POST /api/loads/search with a side asked as a ZIP code, a ZIP3 area or a state (issue 24 §2):
// which loads each form finds, the 400 naming the field for a malformed or unknown one, and the
// index each form's statement ranges over.
import { env } from "cloudflare:test";
import { LANE_END_MESSAGES } from "@truerate/domain/validation/lane-end-messages";
import { searchRequestSchema } from "@truerate/domain/validation/search";
import { beforeAll, describe, expect, it } from "vitest";
import { upsertZipCodes } from "../src/db/queries/places";
import { buildSearchQuery, SEARCH_INDEX, SEARCH_ZIP3_INDEX } from "../src/services/loads/search-query";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, insertLoads, type Problem, placeOf, type TestUser } from "./support/loads";

const CHICAGO = { city: "Chicago", state: "IL", lat: 41.88, lng: -87.63, zip3: "606" };
const NAPERVILLE = { city: "Naperville", state: "IL", lat: 41.75, lng: -88.15, zip3: "605" }; // ~28 miles west
const MILWAUKEE = { city: "Milwaukee", state: "WI", lat: 43.04, lng: -87.91, zip3: "532" };
const DALLAS = { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8, zip3: "752" };
const HOUSTON = { city: "Houston", state: "TX", lat: 29.76, lng: -95.37, zip3: "770" };
const ATLANTA = { city: "Atlanta", state: "GA", lat: 33.75, lng: -84.39, zip3: "303" };
const T0 = Date.UTC(2026, 10, 1, 12);

let searcher: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  searcher = await signedInUser("carrier");
  await upsertZipCodes(env.DB, [
    { zip: "60601", city: "Chicago", state: "IL", latitude: 41.886, longitude: -87.618 },
    { zip: "75201", city: "Dallas", state: "TX", latitude: 32.788, longitude: -96.8 },
    { zip: "77002", city: "Houston", state: "TX", latitude: 29.756, longitude: -95.365 },
    { zip: "53202", city: "Milwaukee", state: "WI", latitude: 43.045, longitude: -87.9 },
  ]);
  const lanes = {
    chicagoDallas: { pickup: CHICAGO, delivery: DALLAS },
    napervilleHouston: { pickup: NAPERVILLE, delivery: HOUSTON },
    milwaukeeDallas: { pickup: MILWAUKEE, delivery: DALLAS },
    chicagoAtlanta: { pickup: CHICAGO, delivery: ATLANTA },
  };
  const inserted = await insertLoads(
    Object.values(lanes).map((lane, index) => ({
      userId: null,
      trailerType: "flatbed" as const,
      ...lane,
      uploadedAt: T0 + index * 60_000,
    })),
  );
  Object.keys(lanes).forEach((name, index) => {
    ids[name] = inserted[index] ?? "";
  });
  // Another trailer type on the same lane is never found.
  await insertLoads([{ userId: null, trailerType: "reefer", pickup: CHICAGO, delivery: DALLAS, uploadedAt: T0 }]);
});

const search = (
  origin: unknown,
  destination: unknown,
  change: Record<string, unknown> = {},
  user: TestUser | null = searcher,
) =>
  call("searchLoads", {
    as: user,
    raw: {
      json: { origin, destination, originRadius: 50, destinationRadius: 50, availableTypes: ["flatbed"], ...change },
    },
  });

const found = async (origin: unknown, destination: unknown, change: Record<string, unknown> = {}) =>
  (await expectStatus<{ id: string }[]>(await search(origin, destination, change), 200)).map((row) => row.id).sort();

const idsOf = (...names: string[]) => names.map((name) => ids[name]).sort();

describe("a search side asked as an area", () => {
  it("a ZIP3 area finds the loads whose pickup ZIP3 it is", async () => {
    expect(await found({ zip3: "606" }, { state: "TX" })).toEqual(idsOf("chicagoDallas"));
  });

  it("two states find every load between them, whatever the radius", async () => {
    expect(await found({ state: "IL" }, { state: "tx" }, { originRadius: 0 })).toEqual(
      idsOf("chicagoDallas", "napervilleHouston"),
    );
  });

  it("a ZIP code is searched within the radius around its point", async () => {
    expect(await found({ zip: "60601" }, { zip3: "752" })).toEqual(idsOf("chicagoDallas"));
    expect(await found({ zip: "60601" }, { state: "TX" })).toEqual(idsOf("chicagoDallas", "napervilleHouston"));
    expect(await found({ zip: "60601" }, { state: "TX" }, { originRadius: 10 })).toEqual(idsOf("chicagoDallas"));
  });

  it("mixes with a chosen city on either side", async () => {
    expect(await found(placeOf(CHICAGO), { state: "TX" })).toEqual(idsOf("chicagoDallas", "napervilleHouston"));
    expect(await found({ state: "WI" }, placeOf(DALLAS), { destinationRadius: 25 })).toEqual(idsOf("milwaukeeDallas"));
    expect(await found({ zip3: "532" }, { zip: "75201" })).toEqual(idsOf("milwaukeeDallas"));
  });

  it("a city and state, as the partner lookups take a lane end, with or without its point (issue 42 §16)", async () => {
    const named = ({ city, state }: { city: string; state: string }) => ({ city, state });
    // With its point: searched around it; without: around the place table's point for the city.
    expect(await found({ ...named(CHICAGO), lat: CHICAGO.lat, lng: CHICAGO.lng }, named(DALLAS))).toEqual(
      idsOf("chicagoDallas"),
    );
    expect(await found(named(CHICAGO), { state: "TX" })).toEqual(idsOf("chicagoDallas", "napervilleHouston"));
    expect(await found({ city: "milwaukee", state: "wi" }, { zip: "75201" })).toEqual(idsOf("milwaukeeDallas"));
  });

  it("keeps a named city in Recent as the place it was searched around", async () => {
    const user = await signedInUser("carrier");
    await expectStatus(await search({ city: "Chicago", state: "IL" }, { state: "TX" }, {}, user), 200);
    const recent = async () =>
      (
        await expectStatus<{ searches: { label: string; request: Record<string, unknown> }[] }>(
          await call("listRecentSearches", { as: user }),
          200,
        )
      ).searches;
    await expect.poll(async () => (await recent()).length).toBe(1);
    const [kept] = await recent();
    expect(kept?.label).toBe("Chicago, IL → TX · Flatbed · 50 / 50 mi");
    expect(kept?.request).toMatchObject({ origin: { address: "Chicago, IL" }, destination: { state: "TX" } });
  });

  it("answers an empty list for an area with no loads", async () => {
    expect(await found({ state: "IL" }, { state: "CA" })).toEqual([]);
  });
});

describe("Recent searches keep an area search as it was asked", () => {
  it("lists it by its sides, and its request posts again to the same rows", async () => {
    const user = await signedInUser("carrier");
    await expectStatus(await search({ zip3: "606" }, { zip: "75201" }, { destinationRadius: 25 }, user), 200);
    const recent = async () =>
      (
        await expectStatus<{ searches: { label: string; request: Record<string, unknown> }[] }>(
          await call("listRecentSearches", { as: user }),
          200,
        )
      ).searches;
    // The search records its Recent row after answering (waitUntil).
    await expect.poll(async () => (await recent()).length).toBe(1);
    const [kept] = await recent();
    expect(kept?.label).toBe("ZIP3 606 → ZIP 75201 · Flatbed · 50 / 25 mi");
    expect(kept?.request).toMatchObject({ origin: { zip3: "606" }, destination: { zip: "75201" } });
    const again = await call("searchLoads", { as: user, body: kept?.request });
    expect((await expectStatus<{ id: string }[]>(again, 200)).map((row) => row.id)).toEqual(idsOf("chicagoDallas"));
  });
});

describe("a malformed or unknown area: 400 naming the field", () => {
  it.each([
    ["a short ZIP", { zip: "6060" }, placeOf(DALLAS), "origin.zip", LANE_END_MESSAGES.zipFormat],
    ["a ZIP with letters", placeOf(CHICAGO), { zip: "7520A" }, "destination.zip", LANE_END_MESSAGES.zipFormat],
    ["a two-digit ZIP3", { zip3: "60" }, { state: "TX" }, "origin.zip3", LANE_END_MESSAGES.zip3Format],
    ["an unknown state", { state: "IL" }, { state: "XX" }, "destination.state", LANE_END_MESSAGES.stateCode],
    ["a ZIP and a state", { zip: "60601", state: "IL" }, { state: "TX" }, "origin.zip", LANE_END_MESSAGES.oneForm],
    ["an unknown ZIP", { zip: "00001" }, { state: "TX" }, "origin.zip", LANE_END_MESSAGES.unknownZip],
    ["an unknown ZIP3", { state: "IL" }, { zip3: "999" }, "destination.zip3", LANE_END_MESSAGES.unknownZip3],
    [
      "an unknown city",
      { city: "Nowhere", state: "IL" },
      { state: "TX" },
      "origin.city",
      LANE_END_MESSAGES.unknownCity,
    ],
    ["a city without its state", { city: "Chicago" }, { state: "TX" }, "origin.state", LANE_END_MESSAGES.stateRequired],
    [
      "a city and a ZIP",
      { city: "Chicago", state: "IL", zip: "60601" },
      { state: "TX" },
      "origin.zip",
      LANE_END_MESSAGES.oneForm,
    ],
    [
      "a point without its pair",
      { city: "Chicago", state: "IL", lat: 41.88 },
      { state: "TX" },
      "origin.lng",
      LANE_END_MESSAGES.coordinatesPair,
    ],
  ])("%s", async (_label, origin, destination, field, message) => {
    const body = await expectStatus<Problem>(await search(origin, destination), 400);
    expect(body.message, JSON.stringify(body)).toBe(message);
    expect(body.details?.fields?.[field], JSON.stringify(body)).toEqual([message]);
  });

  it("answers 401 signed out before looking an unknown ZIP up", async () => {
    const body = await expectStatus<Problem>(await search({ zip: "00001" }, { state: "TX" }, {}, null), 401);
    expect(body.code).toBe("UNAUTHENTICATED");
  });

  it("keeps docs/product.md's message for a typed, unchosen city", async () => {
    const body = await expectStatus<Problem>(await search({ address: "Chicago, IL" }, { state: "TX" }), 400);
    expect(body.message).toBe("Please select a valid city from the dropdown");
  });
});

describe("the statement of each form ranges over an index", () => {
  const planOf = async (origin: unknown, destination: unknown) => {
    const request = searchRequestSchema.parse({ origin, destination, availableTypes: ["flatbed"] });
    const query = buildSearchQuery(request);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join("\n");
    expect(plan, plan).not.toMatch(/SCAN loads(?! USING)/);
    return plan;
  };

  it.each([
    [{ zip3: "606" }, { state: "TX" }, `${SEARCH_ZIP3_INDEX} (trailer_type=? AND pickup_zip3=?)`],
    [{ zip3: "606" }, { zip3: "752" }, `${SEARCH_ZIP3_INDEX} (trailer_type=? AND pickup_zip3=? AND delivery_zip3=?)`],
    [{ state: "IL" }, { state: "TX" }, "loads_lane_rates_idx (trailer_type=? AND pickup_state=? AND delivery_state=?)"],
    [{ state: "IL" }, placeOf(DALLAS), "loads_lane_rates_idx (trailer_type=? AND pickup_state=?)"],
    [placeOf(CHICAGO), { zip3: "752" }, `${SEARCH_INDEX} (trailer_type=? AND pickup_latitude>? AND pickup_latitude<?)`],
    [placeOf(CHICAGO), { state: "TX" }, `${SEARCH_INDEX} (trailer_type=? AND pickup_latitude>? AND pickup_latitude<?)`],
  ])("%j → %j", async (origin, destination, index) => {
    expect(await planOf(origin, destination)).toContain(`USING INDEX ${index}`);
  });

  it("refuses to build a statement for an unresolved ZIP code", () => {
    const request = searchRequestSchema.parse({
      origin: { zip: "60601" },
      destination: { state: "TX" },
      availableTypes: ["flatbed"],
    });
    expect(() => buildSearchQuery(request)).toThrow(/resolve it first/);
  });
});
