import { describe, expect, it } from "vitest";
import { RATE_MESSAGES, rateInputSchema } from "./rate";

const valid = { origin: "Dallas, TX", destination: "Atlanta, GA", truckType: "reefer", rate: 2400, loadType: "full" };

function messageFor(change: Record<string, unknown>, field: string) {
  const result = rateInputSchema.safeParse({ ...valid, ...change });
  expect(result.success, "expected the input to fail").toBe(false);
  return result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("rate schema", () => {
  it("accepts a rate with its optional fields", () => {
    const result = rateInputSchema.safeParse({ ...valid, length: "53", weight: 40000, validUntil: "2026-12-31" });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data?.validUntil?.toISOString()).toBe("2026-12-31T00:00:00.000Z");
    expect(result.data?.length).toBe(53);
  });

  it("treats blank optional fields as absent", () => {
    const result = rateInputSchema.safeParse({ ...valid, length: "", weight: null, validUntil: "" });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject({ length: undefined, weight: undefined, validUntil: undefined });
  });

  it.each([
    ["origin", { origin: "" }, RATE_MESSAGES.origin],
    ["destination", { destination: undefined }, RATE_MESSAGES.destination],
    ["truckType", { truckType: "power_only" }, RATE_MESSAGES.truckType],
    ["length", { length: 0 }, RATE_MESSAGES.length],
    ["weight", { weight: 1.5 }, RATE_MESSAGES.weight],
    ["rate", { rate: -3 }, RATE_MESSAGES.rate],
    ["loadType", { loadType: "half" }, RATE_MESSAGES.loadType],
    ["validUntil", { validUntil: "soon" }, RATE_MESSAGES.validUntil],
  ])("%s %j → %s", (field, change, message) => {
    expect(messageFor(change, field)).toBe(message);
  });

  it("offers loadType full, partial and both", () => {
    for (const loadType of ["full", "partial", "both"])
      expect(rateInputSchema.safeParse({ ...valid, loadType }).success).toBe(true);
  });
});
