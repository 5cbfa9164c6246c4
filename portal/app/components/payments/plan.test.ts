import { describe, expect, it } from "vitest";
import { formatUsd, formatUsdShort, parseUserType, planOffer } from "./plan";

describe("planOffer", () => {
  it("gives carriers the Carrier Plan at $29.00 and brokers the Broker Plan at $19.99", () => {
    expect(planOffer("carrier")).toEqual({
      plan: "carrier",
      name: "Carrier Plan",
      priceCents: 2900,
      price: "$29.00",
      shortPrice: "$29",
    });
    expect(planOffer("broker")).toMatchObject({ name: "Broker Plan", price: "$19.99", shortPrice: "$19.99" });
  });

  it("falls back to the Carrier Plan when the type is unknown", () => {
    expect(planOffer(null).name).toBe("Carrier Plan");
    expect(planOffer(undefined).price).toBe("$29.00");
  });
});

describe("money and types", () => {
  it("formats cents as dollars", () => {
    expect(formatUsd(1999)).toBe("$19.99");
    expect(formatUsdShort(2900)).toBe("$29");
  });

  it("accepts only the known user types", () => {
    expect(parseUserType("broker")).toBe("broker");
    expect(parseUserType("owner")).toBeNull();
    expect(parseUserType(null)).toBeNull();
  });
});
