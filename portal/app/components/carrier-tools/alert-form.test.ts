import { describe, expect, it } from "vitest";
import { alertSummary, parseThreshold } from "./alert-form";

describe("the rate alert form", () => {
  it("reads a threshold with or without a dollar sign", () => {
    expect(parseThreshold(" $2.5 ")).toEqual({ ok: true, data: 2.5 });
    expect(parseThreshold("3")).toEqual({ ok: true, data: 3 });
  });

  it("says what to type for anything else", () => {
    expect(parseThreshold("")).toEqual({
      ok: false,
      message: "Enter the threshold in dollars per mile, for example 2.50",
    });
    expect(parseThreshold("abc").ok).toBe(false);
    expect(parseThreshold("25")).toEqual({ ok: false, message: "Enter a threshold between $0.10 and $20.00 per mile" });
  });

  it("sums an alert up with the last figure seen", () => {
    expect(alertSummary({ thresholdPerMile: 2.5, direction: "above", lastSeenPerMile: 2.25 })).toBe(
      "Alert on: an e-mail and a notice when the median reaches at or above $2.50/mi (last seen $2.25/mi).",
    );
    expect(alertSummary({ thresholdPerMile: 2, direction: "below", lastSeenPerMile: null })).toBe(
      "Alert on: an e-mail and a notice when the median reaches at or below $2.00/mi.",
    );
  });
});
