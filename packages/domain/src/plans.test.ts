import { describe, expect, it } from "vitest";
import { PLAN_PRICE_CENTS, planForUserType } from "./plans";

describe("plans", () => {
  it("prices the Carrier Plan at 29.00 and the Broker Plan at 19.99 a month", () => {
    expect(PLAN_PRICE_CENTS.carrier).toBe(2900);
    expect(PLAN_PRICE_CENTS.broker).toBe(1999);
  });

  it("chooses the plan from the user type, carriers by default", () => {
    expect(planForUserType("broker")).toBe("broker");
    expect(planForUserType("carrier")).toBe("carrier");
    expect(planForUserType(undefined)).toBe("carrier");
  });
});
