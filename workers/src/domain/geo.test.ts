import { describe, expect, it } from "vitest";
import {
  boundingBox,
  estimateDrivingMiles,
  haversineMiles,
  haversineTerm,
  haversineThreshold,
  inBoundingBox,
  METERS_PER_MILE,
  metersToMiles,
  ROAD_FACTOR,
} from "./geo";

const DALLAS = { lat: 32.78306, lng: -96.80667 };
const ATLANTA = { lat: 33.749, lng: -84.38798 };
const NEW_YORK = { lat: 40.71427, lng: -74.00597 };
const LOS_ANGELES = { lat: 34.05223, lng: -118.24368 };

/** A small seeded PRNG (mulberry32), so a failure replays. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("great-circle distance", () => {
  it("matches published city-to-city distances within half a mile", () => {
    // Great-circle figures from the same coordinates (Vincenty on WGS 84 differs by < 0.3 %).
    expect(haversineMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445.6, -1);
    expect(haversineMiles(DALLAS, ATLANTA)).toBeGreaterThan(715);
    expect(haversineMiles(DALLAS, ATLANTA)).toBeLessThan(725);
  });

  it("is zero for the same point and symmetric", () => {
    expect(haversineMiles(DALLAS, DALLAS)).toBe(0);
    expect(haversineMiles(DALLAS, ATLANTA)).toBeCloseTo(haversineMiles(ATLANTA, DALLAS), 9);
  });

  it("orders distances the same way as its haversine term, so SQL can compare the term", () => {
    const random = prng(7);
    for (let index = 0; index < 500; index++) {
      const point = { lat: 20 + random() * 50, lng: -160 + random() * 95 };
      const miles = random() * 300;
      const inside = haversineMiles(DALLAS, point) <= miles;
      const byTerm = haversineTerm(DALLAS, point) <= haversineThreshold(miles);
      if (Math.abs(haversineMiles(DALLAS, point) - miles) > 1e-6)
        expect(byTerm, JSON.stringify({ point, miles })).toBe(inside);
    }
  });
});

describe("driving-distance estimate", () => {
  it("is the great circle times the road factor, in whole miles", () => {
    expect(ROAD_FACTOR).toBe(1.2);
    expect(estimateDrivingMiles(DALLAS, ATLANTA)).toBe(Math.round(haversineMiles(DALLAS, ATLANTA) * 1.2));
    expect(estimateDrivingMiles(DALLAS, DALLAS)).toBe(0);
  });

  it("converts meters to rounded miles at 1609.34 meters a mile", () => {
    expect(METERS_PER_MILE).toBe(1609.34);
    expect(metersToMiles(1609.34)).toBe(1);
    expect(metersToMiles(1_256_000)).toBe(780);
    expect(metersToMiles(804)).toBe(0);
    expect(metersToMiles(805)).toBe(1);
  });
});

describe("bounding box", () => {
  it("holds every point within the radius, for random centres and radii across the US", () => {
    const random = prng(42);
    for (let index = 0; index < 2000; index++) {
      const center = { lat: 18 + random() * 54, lng: -179 + random() * 113 };
      const miles = random() * 150;
      const box = boundingBox(center, miles);
      // A point at the radius in a random bearing, found by walking a tiny bit inside the circle.
      const bearing = random() * 2 * Math.PI;
      const angular = (miles * METERS_PER_MILE) / 6_371_008.8;
      const lat1 = (center.lat * Math.PI) / 180;
      const lat2 = Math.asin(
        Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
      );
      const lng2 =
        (center.lng * Math.PI) / 180 +
        Math.atan2(
          Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
          Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
        );
      const point = { lat: (lat2 * 180) / Math.PI, lng: (((lng2 * 180) / Math.PI + 540) % 360) - 180 };
      expect(haversineMiles(center, point)).toBeCloseTo(miles, 6);
      expect(inBoundingBox(point, box), JSON.stringify({ center, miles, point, box })).toBe(true);
    }
  });

  it("is tight in latitude: 150 miles is about 2.17 degrees", () => {
    const box = boundingBox(DALLAS, 150);
    expect(box.maxLat - DALLAS.lat).toBeCloseTo(2.1707, 3);
    expect(box.maxLng - DALLAS.lng).toBeGreaterThan(2.17);
    expect(box.maxLng - DALLAS.lng).toBeLessThan(2.7);
  });

  it("widens to every longitude across the antimeridian (Adak, AK) and near a pole", () => {
    expect(boundingBox({ lat: 51.88, lng: -179.5 }, 150)).toMatchObject({
      minLng: expect.closeTo(-180, 4),
      maxLng: expect.closeTo(180, 4),
    });
    const polar = boundingBox({ lat: 89.5, lng: 10 }, 150);
    expect(polar.maxLat).toBeCloseTo(90, 4);
    expect(polar.minLng).toBeCloseTo(-180, 4);
  });

  it("is a point for radius 0", () => {
    const box = boundingBox(DALLAS, 0);
    expect(inBoundingBox(DALLAS, box)).toBe(true);
    expect(box.maxLat - box.minLat).toBeLessThan(1e-5);
  });
});
