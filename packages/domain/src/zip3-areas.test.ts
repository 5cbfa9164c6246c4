import { describe, expect, it } from "vitest";
import { haversineMiles } from "./geo";
import { nearestZipFinder, type ZipPoint, zip3Areas, zip3Of } from "./zip3-areas";

const zip = (code: string, state: string, latitude: number, longitude: number): ZipPoint => ({
  zip: code,
  state,
  latitude,
  longitude,
});

const ZIPS = [
  zip("75201", "TX", 32.79, -96.8),
  zip("76102", "TX", 32.75, -97.33),
  zip("77002", "TX", 29.76, -95.37),
  zip("73301", "TX", 30.27, -97.74),
  // Across the state line from Texarkana: nearer to a Texarkana, TX point than any Texas ZIP here.
  zip("71854", "AR", 33.44, -94.04),
  zip("30303", "GA", 33.75, -84.39),
  zip("99501", "AK", 61.22, -149.89),
];

describe("ZIP3 areas", () => {
  it("are the first three digits of a ZIP", () => {
    expect(zip3Of("75201")).toBe("752");
  });

  it("take the nearest ZIP of the place's own state", () => {
    const find = nearestZipFinder(ZIPS);
    expect(find({ lat: 32.81, lng: -96.95 }, "TX")?.zip).toBe("75201");
    expect(find({ lat: 32.72, lng: -97.2 }, "TX")?.zip).toBe("76102");
    expect(find({ lat: 33.43, lng: -94.05 }, "TX")?.zip).toBe("75201");
    expect(find({ lat: 33.43, lng: -94.05 }, "AR")?.zip).toBe("71854");
    // Far from every ZIP in its cell, in the north, where a degree of longitude is short.
    expect(find({ lat: 64.84, lng: -147.72 }, "AK")?.zip).toBe("99501");
    expect(find({ lat: 40, lng: -100 }, "ZZ")).toBeNull();
  });

  it("agree with a brute-force nearest search on random points", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const zips = Array.from({ length: 400 }, (_, index) =>
      zip(String(10_000 + index), index % 2 ? "TX" : "OK", 26 + random() * 10, -106 + random() * 12),
    );
    const find = nearestZipFinder(zips);
    for (let trial = 0; trial < 300; trial++) {
      const point = { lat: 26 + random() * 10, lng: -106 + random() * 12 };
      const state = trial % 2 ? "TX" : "OK";
      const brute = zips
        .filter((candidate) => candidate.state === state)
        .map((candidate) => ({
          candidate,
          miles: haversineMiles(point, { lat: candidate.latitude, lng: candidate.longitude }),
        }))
        .sort((a, b) => a.miles - b.miles)[0]?.candidate;
      expect(find(point, state)?.zip).toBe(brute?.zip);
    }
  });

  it("are assigned to every place whose state has ZIPs, by the nearest ZIP", () => {
    const places = [
      { city: "Irving", state: "TX", latitude: 32.81, longitude: -96.95 },
      { city: "Nowhere", state: "ZZ", latitude: 40, longitude: -100 },
    ];
    expect(zip3Areas(places, ZIPS).map((place) => place.zip3)).toEqual(["752", null]);
  });

  it("prefer the area most of a city's own ZIP codes share over a nearer post office code", () => {
    const chicago = [
      { ...zip("60290", "IL", 41.88, -87.63), city: "Chicago" },
      { ...zip("60601", "IL", 41.89, -87.62), city: "Chicago" },
      { ...zip("60614", "IL", 41.92, -87.65), city: "Chicago" },
      { ...zip("60201", "IL", 42.05, -87.69), city: "Evanston" },
    ];
    const places = [
      { city: "Chicago", state: "IL", latitude: 41.88, longitude: -87.63 },
      { city: "Skokie", state: "IL", latitude: 42.03, longitude: -87.73 },
    ];
    expect(zip3Areas(places, chicago).map((place) => place.zip3)).toEqual(["606", "602"]);
  });
});
