import { describe, expect, it } from "vitest";
import type { Location } from "../../components/places/location";
import { estimateMileage } from "./mileage";

function place(city: string, lat: number, lng: number): Location {
  const coordinates = { lat, lng };
  return {
    placeId: city,
    address: `${city}, XX`,
    city,
    state: "XX",
    formattedAddress: city,
    coordinates,
    geometry: { location: coordinates },
    addressComponents: [],
    population: null,
  };
}

const dallas = place("Dallas", 32.78306, -96.80667);
const atlanta = place("Atlanta", 33.749, -84.38798);

describe("estimateMileage", () => {
  it("stays empty until both locations are chosen", () => {
    expect(estimateMileage(dallas, null)).toEqual({ value: "", source: "user" });
    expect(estimateMileage(null, atlanta)).toEqual({ value: "", source: "user" });
  });

  it("estimates whole driving miles: great circle × 1.2", () => {
    // Dallas–Atlanta is about 721 great-circle miles; × 1.2 ≈ 865.
    const estimate = estimateMileage(dallas, atlanta);
    expect(estimate.source).toBe("estimate");
    expect(Number(estimate.value)).toBeGreaterThan(850);
    expect(Number(estimate.value)).toBeLessThan(880);
    expect(estimate.value).toMatch(/^\d+$/);
  });

  it("asks for manual entry when the distance is not usable", () => {
    expect(estimateMileage(dallas, dallas)).toEqual({ value: "", source: "failed" });
  });
});
