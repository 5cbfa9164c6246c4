import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "./messages";
import { checkTrueRate } from "./true-rate-input";

const invalid = { ok: false, message: ADMIN_MESSAGES.invalidTrueRate };

describe("checkTrueRate", () => {
  it("accepts a number greater than 0, in dollars", () => {
    expect(checkTrueRate("2400")).toEqual({ ok: true, data: 2400 });
    expect(checkTrueRate(" 1875.5 ")).toEqual({ ok: true, data: 1875.5 });
    expect(checkTrueRate("0.01")).toEqual({ ok: true, data: 0.01 });
  });

  it("refuses 0, negatives, blanks and text with docs/product.md's message", () => {
    for (const value of ["0", "-5", "", "   ", "abc", "12abc", "Infinity", "NaN"]) {
      expect(checkTrueRate(value), JSON.stringify(value)).toEqual(invalid);
    }
  });

  it("refuses an amount that rounds to 0 cents, as the API stores cents", () => {
    expect(checkTrueRate("0.004")).toEqual(invalid);
  });

  it("refuses a missing field or a file", () => {
    expect(checkTrueRate(null)).toEqual(invalid);
    expect(checkTrueRate(new File(["1"], "rate.txt"))).toEqual(invalid);
  });
});
