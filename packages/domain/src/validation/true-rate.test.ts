import { describe, expect, it } from "vitest";
import { TRUE_RATE_MESSAGE, trueRateRequestSchema } from "./true-rate";

describe("the admin's true rate", () => {
  it("accepts dollars above zero, from a number or a typed string", () => {
    expect(trueRateRequestSchema.parse({ trueRate: 2400 })).toEqual({ trueRate: 2400 });
    expect(trueRateRequestSchema.parse({ trueRate: "2400.50" })).toEqual({ trueRate: 2400.5 });
  });

  it.each([0, -5, 0.001, "", "abc", null, undefined])("refuses %s with docs/product.md's message", (trueRate) => {
    const result = trueRateRequestSchema.safeParse({ trueRate });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TRUE_RATE_MESSAGE);
  });
});
