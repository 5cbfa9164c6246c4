import { describe, expect, it } from "vitest";
import { brokerMargin } from "./margin";

describe("brokerMargin", () => {
  it("is the shipper's payment minus the carrier's rate, in dollars and percent of the shipper's payment", () => {
    expect(brokerMargin(260_000, 215_000)).toEqual({ trueRate: 2600, carrierRate: 2150, amount: 450, percent: 17.3 });
  });

  it("is negative when the broker paid the carrier more than it received", () => {
    expect(brokerMargin(100_000, 110_000)).toMatchObject({ amount: -100, percent: -10 });
  });

  it("has no margin without a true rate", () => {
    expect(brokerMargin(0, 215_000)).toBeNull();
  });
});
