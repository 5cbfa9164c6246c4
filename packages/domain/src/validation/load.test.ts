import { describe, expect, it } from "vitest";
import { loadInputSchema, normalizeMcNumber } from "./load";
import { LOAD_MESSAGES } from "./load-messages";

const valid = {
  brokerName: "Demo Freight Brokerage LLC",
  brokerEmail: "Dispatch@DemoFreight.test",
  loadNumber: "LD-1",
  pickupCity: "Dallas",
  pickupState: "tx",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  mileage: 781,
  weight: 42000,
  rate: 2150.5,
  trailerType: "dry_van",
};

function messagesFor(input: Record<string, unknown>) {
  const result = loadInputSchema.safeParse(input);
  expect(result.success, "expected the input to fail").toBe(false);
  return Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
}

describe("load schema", () => {
  it("accepts a complete load and normalises it", () => {
    const result = loadInputSchema.safeParse({
      ...valid,
      date: "2026-11-23T05:00:00.000Z",
      brokerMcNumber: "mc 123456",
    });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject({
      brokerEmail: "dispatch@demofreight.test",
      brokerMcNumber: "MC123456",
      pickupState: "TX",
      date: "2026-11-23",
      rate: 2150.5,
    });
  });

  it("accepts the strings a form posts", () => {
    const result = loadInputSchema.safeParse({
      ...valid,
      mileage: "781",
      weight: " 42000 ",
      rate: "2150.50",
      pickupLatitude: "32.7",
    });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject({ mileage: 781, weight: 42000, rate: 2150.5, pickupLatitude: 32.7 });
  });

  it.each([
    ["brokerName", { brokerName: "" }, LOAD_MESSAGES.brokerName],
    ["brokerName", { brokerName: undefined }, LOAD_MESSAGES.brokerName],
    ["brokerEmail", { brokerEmail: "not-an-email" }, "Valid broker email is required"],
    ["brokerEmail", { brokerEmail: undefined }, "Valid broker email is required"],
    ["brokerMcNumber", { brokerMcNumber: "MC12" }, LOAD_MESSAGES.brokerMcNumber],
    ["loadNumber", { loadNumber: "  " }, LOAD_MESSAGES.loadNumber],
    ["pickupCity", { pickupCity: undefined }, LOAD_MESSAGES.pickupCity],
    ["deliveryCity", { deliveryCity: "" }, LOAD_MESSAGES.deliveryCity],
    ["pickupState", { pickupState: "Texas" }, "State must be 2 characters"],
    ["deliveryState", { deliveryState: "G" }, "State must be 2 characters"],
    ["deliveryState", { deliveryState: undefined }, "State must be 2 characters"],
    ["pickupLatitude", { pickupLatitude: "north" }, LOAD_MESSAGES.latitude],
    ["pickupLatitude", { pickupLatitude: 91 }, LOAD_MESSAGES.latitude],
    ["deliveryLongitude", { deliveryLongitude: -181 }, LOAD_MESSAGES.longitude],
    ["mileage", { mileage: 0 }, LOAD_MESSAGES.mileage],
    ["mileage", { mileage: 12.5 }, LOAD_MESSAGES.mileage],
    ["mileage", { mileage: undefined }, LOAD_MESSAGES.mileage],
    ["weight", { weight: -1 }, LOAD_MESSAGES.weight],
    ["weight", { weight: "heavy" }, LOAD_MESSAGES.weight],
    ["rate", { rate: 0 }, LOAD_MESSAGES.rate],
    ["rate", { rate: 0.001 }, LOAD_MESSAGES.rate],
    ["rate", { rate: "" }, LOAD_MESSAGES.rate],
    ["trailerType", { trailerType: "tanker" }, LOAD_MESSAGES.trailerType],
    ["date", { date: "yesterday" }, LOAD_MESSAGES.date],
    ["date", { date: "2026-02-30" }, LOAD_MESSAGES.date],
  ])("%s %j → %s", (field, change, message) => {
    expect(messagesFor({ ...valid, ...change })[field]).toBe(message);
  });

  it("accepts all four trailer types, power-only included", () => {
    for (const trailerType of ["dry_van", "reefer", "flatbed", "power_only"]) {
      expect(loadInputSchema.safeParse({ ...valid, trailerType }).success, trailerType).toBe(true);
    }
  });

  it("normalises MC numbers to the brokerages table's form", () => {
    expect(normalizeMcNumber("MC-1234567")).toBe("MC1234567");
    expect(normalizeMcNumber("123456")).toBe("MC123456");
    expect(normalizeMcNumber("MC12345678")).toBeNull();
  });
});

describe("one message per field", () => {
  it("stops at the first failed check, so a form shows each message once", () => {
    for (const change of [{ rate: 0 }, { rate: -1 }, { mileage: -1.5 }, { weight: "0" }]) {
      const result = loadInputSchema.safeParse({ ...valid, ...change });
      expect(result.error?.issues, JSON.stringify(change)).toHaveLength(1);
    }
  });
});
