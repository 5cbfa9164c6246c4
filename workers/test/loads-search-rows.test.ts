// POST /api/loads/search: the rows of docs/product.md#load-board-entities-and-fields, what they reveal, radius clamping and the messages of docs/product.md#load-board-validation-rules.

import { estimateDrivingMiles } from "@truerate/domain/geo";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, insertLoads, type Problem, placeOf, type TestUser } from "./support/loads";

const DALLAS = { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 };
const FORT_WORTH = { city: "Fort Worth", state: "TX", lat: 32.72541, lng: -97.32085 }; // ~30 miles west
const AUSTIN = { city: "Austin", state: "TX", lat: 30.26715, lng: -97.74306 }; // ~180 miles south
const ATLANTA = { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 };
const T0 = Date.UTC(2026, 10, 1, 12);

let searcher: TestUser;
let ids: string[];

beforeAll(async () => {
  searcher = await signedInUser("carrier");
  const owner = await signedInUser("carrier", { companyName: "Secret Trucking", mcNumber: "MC424242" });
  ids = await insertLoads([
    { userId: owner.id, trailerType: "flatbed", pickup: DALLAS, delivery: ATLANTA, uploadedAt: T0, rateCents: 250050 },
    {
      userId: owner.id,
      trailerType: "flatbed",
      pickup: FORT_WORTH,
      delivery: ATLANTA,
      uploadedAt: T0 + 86_400_000,
      trueRateCents: 300000,
      verified: true,
    },
    // A true rate that is not verified yet stays hidden.
    {
      userId: null,
      trailerType: "flatbed",
      pickup: AUSTIN,
      delivery: ATLANTA,
      uploadedAt: T0 + 2 * 86_400_000,
      trueRateCents: 1,
      verified: false,
    },
    { userId: owner.id, trailerType: "reefer", pickup: DALLAS, delivery: ATLANTA, uploadedAt: T0 },
  ]);
});

const search = (change: Record<string, unknown> = {}, user: TestUser | null = searcher) =>
  call("searchLoads", {
    as: user,
    body: {
      origin: placeOf(DALLAS),
      destination: placeOf(ATLANTA),
      originRadius: 50,
      destinationRadius: 50,
      availableTypes: ["flatbed"],
      ...change,
    },
  });

type Row = Record<string, unknown> & { id: string };

const day = (offset: number) => new Date(T0 + offset * 86_400_000).toISOString().slice(0, 10);

describe("search rows", () => {
  it("answers docs/product.md#load-board-entities-and-fields row fields, newest first, in dollars, with trueRate only when verified", async () => {
    const rows = await expectStatus<Row[]>(await search(), 200);
    expect(rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        "brokerName",
        "brokerProfileKey",
        "date",
        "deliveryCity",
        "deliveryState",
        "id",
        "identity",
        "mileage",
        "pickupCity",
        "pickupState",
        "rate",
        "trailerType",
        "trueRate",
        "trueRateVerification",
        "uploadedAt",
        "weight",
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      pickupCity: "Fort Worth",
      trueRate: 3000,
      trueRateVerification: { source: "administrator", recordVersion: null },
      date: day(1),
      uploadedAt: new Date(T0 + 86_400_000).toISOString(),
    });
    expect(rows[1]).toMatchObject({
      rate: 2500.5,
      trueRate: null,
      trueRateVerification: null,
      trailerType: "flatbed",
      weight: 40000,
      mileage: 500,
    });
  });

  it("never reveals the carrier behind a load", async () => {
    const { text } = await search({ originRadius: 150 });
    for (const secret of ["Secret Trucking", "MC424242", "userId", "user_id", "brokerEmail"])
      expect(text).not.toContain(secret);
  });

  it("hides an unverified true rate", async () => {
    const rows = await expectStatus<Row[]>(await search({ origin: placeOf(AUSTIN), originRadius: 10 }), 200);
    expect(rows).toMatchObject([{ id: ids[2], trueRate: null }]);
  });

  it("filters by the load date, inclusive", async () => {
    const only = async (change: Record<string, unknown>) =>
      (await expectStatus<Row[]>(await search(change), 200)).map((row) => row.id);
    expect(await only({ startDate: day(1) })).toEqual([ids[1]]);
    expect(await only({ endDate: day(0) })).toEqual([ids[0]]);
    expect(await only({ startDate: day(0), endDate: day(1) })).toEqual([ids[1], ids[0]]);
    expect(await only({ startDate: `${day(1)}T05:00:00.000Z`, endDate: null })).toEqual([ids[1]]);
  });
});

describe("radius clamping", () => {
  // Austin is ~180 miles from Dallas: only a radius above 150 would reach it, and none is allowed.
  it.each([
    ["a radius above 150", 1000, [1, 0]],
    ["not a number", "far", [1, 0]],
    ["missing", undefined, [1, 0]],
    ["a numeric string", "40", [1, 0]],
    ["a fraction, truncated", 10.9, [0]],
    ["negative, as 0", -20, [0]],
  ])("treats %s as clamped", async (_label, originRadius, expected) => {
    const rows = await expectStatus<Row[]>(await search({ originRadius }), 200);
    expect(rows.map((row) => row.id)).toEqual(expected.map((index) => ids[index]));
  });
});

describe("search validation messages", () => {
  it.each([
    ["origin", { origin: undefined }],
    ["destination", { destination: null }],
    ["trailer type", { availableTypes: [] }],
  ])("missing %s → 'Please fill in all required fields' with its description", async (_label, change) => {
    const body = await expectStatus<Problem>(await search(change), 400);
    expect(body.message).toBe("Please fill in all required fields");
    expect(body.details?.description).toBe("Origin, destination and trailer type are required");
  });

  it.each([
    ["no coordinates", { origin: { address: "Dallas, TX" } }],
    ["no state", { destination: { address: "Atlanta", coordinates: { lat: 33.7, lng: -84.4 } } }],
    ["free text", { origin: "Dallas" }],
  ])("a place with %s → 'Please select a valid city from the dropdown'", async (_label, change) => {
    const body = await expectStatus<Problem>(await search(change), 400);
    expect(body.message).toBe("Please select a valid city from the dropdown");
  });

  it("answers 401 signed out, before validating", async () => {
    expect((await expectStatus<Problem>(await search({ origin: undefined }, null), 401)).code).toBe("UNAUTHENTICATED");
  });
});

describe("distance estimate", () => {
  it("is the great circle × 1.2 in whole miles (Dallas–Atlanta ≈ 864)", () => {
    expect(estimateDrivingMiles(DALLAS, ATLANTA)).toBeGreaterThan(855);
    expect(estimateDrivingMiles(DALLAS, ATLANTA)).toBeLessThan(875);
  });
});
