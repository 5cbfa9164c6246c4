import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  offlinePaymentMethod,
  passesLuhn,
} from "./offline-card";

const now = new Date("2026-11-23T12:00:00Z");
const card = (number: string, expiry = "12 / 34", cvc = "123") => offlinePaymentMethod({ number, expiry, cvc }, now);

describe("offlinePaymentMethod", () => {
  it("maps Stripe's test cards to the PaymentMethod ids the API expects", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ ok: true, paymentMethodId: "pm_card_visa" });
    expect(card("4000 0000 0000 0002")).toEqual({ ok: true, paymentMethodId: "pm_card_chargeDeclined" });
    expect(card("4000 0025 0000 3155")).toEqual({ ok: true, paymentMethodId: "pm_card_authenticationRequired" });
    expect(card("4000-0000-0000-9995")).toEqual({
      ok: true,
      paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds",
    });
    expect(card("3782 822463 10005", "12 / 34", "1234")).toEqual({ ok: true, paymentMethodId: "pm_card_amex" });
  });

  it("refuses a valid card number that is not a test card, so no real card is ever used", () => {
    expect(card("4111 1111 1111 1111")).toEqual({ ok: false, field: "number", message: CARD_MESSAGES.notTestCard });
  });

  it("names the field with the problem, in Stripe's words", () => {
    expect(card("4242 4242")).toEqual({ ok: false, field: "number", message: "Your card number is incomplete." });
    expect(card("4242 4242 4242 4241")).toEqual({
      ok: false,
      field: "number",
      message: "Your card number is invalid.",
    });
    expect(card("4242424242424242", "1")).toMatchObject({ field: "expiry", message: CARD_MESSAGES.expiryIncomplete });
    expect(card("4242424242424242", "13 / 30")).toMatchObject({
      field: "expiry",
      message: CARD_MESSAGES.expiryIncomplete,
    });
    expect(card("4242424242424242", "10 / 26")).toMatchObject({ field: "expiry", message: CARD_MESSAGES.expiryPast });
    expect(card("4242424242424242", "12", "12")).toMatchObject({ field: "expiry" });
    expect(card("4242424242424242", "12 / 34", "12")).toMatchObject({
      field: "cvc",
      message: CARD_MESSAGES.cvcIncomplete,
    });
    expect(card("3782 822463 10005", "12 / 34", "123")).toMatchObject({ field: "cvc" });
  });

  it("accepts a card through the last day of its expiry month", () => {
    expect(card("4242424242424242", "11 / 26")).toEqual({ ok: true, paymentMethodId: "pm_card_visa" });
  });
});

describe("typing helpers", () => {
  it("groups card numbers as printed on the card", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("4242-42a")).toBe("4242 42");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
  });

  it("writes the expiry as MM / YY and keeps CVCs to four digits", () => {
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
    expect(formatCvc("12a345")).toBe("1234");
  });

  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424243")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });
});
