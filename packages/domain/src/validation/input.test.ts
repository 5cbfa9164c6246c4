import { describe, expect, it } from "vitest";
import { companyNameField, numberOfTrucksField } from "./fields";
import { INVISIBLE_CHARACTERS_MESSAGE, numberInput, requiredText, toCalendarDate, toInstant } from "./input";
import { loadInputSchema } from "./load";
import { positiveDollars } from "./money-input";
import { rateInputSchema } from "./rate";
import { trueRateRequestSchema } from "./true-rate";

describe("numbers are decimal numbers", () => {
  it("reads decimal text and refuses hex, binary, octal, exponents and infinities", () => {
    expect(numberInput(" 42 ")).toBe(42);
    expect(numberInput("2150.50")).toBe(2150.5);
    expect(numberInput("-97.5")).toBe(-97.5);
    expect(numberInput(".5")).toBe(0.5);
    for (const text of ["0x10", "0b1", "0o7", "1e3", "Infinity", "1_000", "12abc"])
      expect(numberInput(text), text).toBe(text);
  });

  it("refuses '0x10' for money (the admin's true rate included), miles, weight and trucks", () => {
    const dollars = positiveDollars("Rate must be a positive number");
    expect(dollars.safeParse("0x10").success).toBe(false);
    expect(dollars.safeParse("16").data).toBe(16);
    expect(trueRateRequestSchema.safeParse({ trueRate: "0x10" }).success).toBe(false);
    expect(numberOfTrucksField.safeParse("0x10").success).toBe(false);
    expect(rateInputSchema.shape.weight.safeParse("0x10").success).toBe(false);
    expect(loadInputSchema.shape.pickupLatitude.safeParse("0x10").success).toBe(false);
  });
});

describe("dates are ISO dates", () => {
  it("accepts an ISO date or a zoned ISO timestamp, nothing else", () => {
    expect(toCalendarDate("2026-11-23")).toBe("2026-11-23");
    expect(toCalendarDate("2026-11-23T15:00:00.000Z")).toBe("2026-11-23");
    for (const value of [true, 0, "1", "March 5", "2026-02-30", "11/23/2026", "2026-11-23T15:00"]) {
      expect(toCalendarDate(value), String(value)).toBeNull();
      expect(toInstant(value), String(value)).toBeNull();
    }
  });

  it("answers validUntil: true with the field's message instead of 1970", () => {
    const result = rateInputSchema.shape.validUntil.safeParse(true);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Valid until must be a valid date");
    expect(rateInputSchema.shape.validUntil.safeParse("2026-12-31T23:59:59Z").data).toEqual(
      new Date("2026-12-31T23:59:59Z"),
    );
  });
});

describe("text has no control or invisible characters", () => {
  it("refuses NUL, zero-width and direction overrides in required text and company names", () => {
    const text = requiredText("Broker name is required");
    for (const value of ["Acme\u0000", "Ac\u200bme", "\u202eexe.pdf", "A\u0007B", "Ac\ufeffme"]) {
      expect(text.safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe(INVISIBLE_CHARACTERS_MESSAGE);
      expect(companyNameField.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(text.safeParse("  Acme Freight  ").data).toBe("Acme Freight");
    expect(text.safeParse("Überfracht Café").success).toBe(true);
  });

  it("refuses a state that is not two letters", () => {
    for (const state of ["-0", "1A", "T\u200b", "T"]) {
      expect(loadInputSchema.shape.pickupState.safeParse(state).success, JSON.stringify(state)).toBe(false);
    }
    expect(loadInputSchema.shape.pickupState.safeParse("tx").data).toBe("TX");
  });
});
