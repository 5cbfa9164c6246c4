import { describe, expect, it, vi } from "vitest";
import type { Result } from "../../lib/result";
import type { CardEntryHandle } from "./billing-details";
import { type SubscribeCalls, subscribe } from "./subscribe";
import type { CreatedSubscription } from "./subscription-reply";

const billing = { name: "Lone Star Hauling", email: "dispatch@lonestar.test", postalCode: "73301" };
const created = (overrides: Partial<CreatedSubscription>): Result<CreatedSubscription> => ({
  ok: true,
  data: {
    clientSecret: null,
    subscriptionId: "sub_1",
    status: "active",
    paymentStatus: "succeeded",
    message: "",
    ...overrides,
  },
});

function card(method: Result<string>, payment: Result<string> = { ok: true, data: "succeeded" }) {
  return {
    createPaymentMethod: vi.fn(async () => method),
    confirmCardPayment: vi.fn(async () => payment),
  } satisfies CardEntryHandle;
}

function calls(reply: Result<CreatedSubscription>) {
  return {
    createSubscription: vi.fn(async () => reply),
    confirmSubscription: vi.fn(async () => null),
  } satisfies SubscribeCalls;
}

describe("subscribe", () => {
  it("activates at once when the API answers active, sending only the PaymentMethod id", async () => {
    const api = calls(created({}));
    const entry = card({ ok: true, data: "pm_card_visa" });
    expect(await subscribe(entry, billing, api)).toEqual({
      kind: "activated",
      subscriptionId: "sub_1",
      confirmed: false,
    });
    expect(api.createSubscription).toHaveBeenCalledWith("pm_card_visa", "Lone Star Hauling");
    expect(entry.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("fails with the card form's message, or 'Invalid card details'", async () => {
    const api = calls(created({}));
    expect(await subscribe(card({ ok: false, message: "Your card number is invalid." }), billing, api)).toEqual({
      kind: "failed",
      message: "Your card number is invalid.",
    });
    expect(await subscribe(card({ ok: false, message: "" }), billing, api)).toEqual({
      kind: "failed",
      message: "Invalid card details",
    });
    expect(await subscribe(null, billing, api)).toEqual({ kind: "failed", message: "Card element not found" });
    expect(api.createSubscription).not.toHaveBeenCalled();
  });

  it("fails with the server's message for a declined card", async () => {
    const api = calls({ ok: false, message: "Your card was declined." });
    expect(await subscribe(card({ ok: true, data: "pm_card_chargeDeclined" }), billing, api)).toEqual({
      kind: "failed",
      message: "Your card was declined.",
    });
  });

  it("confirms the payment with the provider when a client secret comes back", async () => {
    const api = calls(
      created({ status: "incomplete", clientSecret: "pi_1_secret_2", paymentStatus: "requires_action" }),
    );
    const entry = card({ ok: true, data: "pm_1" });
    expect(await subscribe(entry, billing, api)).toEqual({
      kind: "activated",
      subscriptionId: "sub_1",
      confirmed: true,
    });
    expect(entry.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_2", "pm_1");
    expect(api.confirmSubscription).toHaveBeenCalledWith("sub_1");
  });

  it("asks for authentication, or passes another payment status on", async () => {
    const api = calls(created({ status: "incomplete", clientSecret: "pi_1_secret_2" }));
    const needsBank = card({ ok: true, data: "pm_1" }, { ok: true, data: "requires_action" });
    expect(await subscribe(needsBank, billing, api)).toEqual({ kind: "authentication", subscriptionId: "sub_1" });
    const processing = card({ ok: true, data: "pm_1" }, { ok: true, data: "processing" });
    expect(await subscribe(processing, billing, api)).toEqual({
      kind: "pending",
      subscriptionId: "sub_1",
      status: "processing",
    });
    const refused = card({ ok: true, data: "pm_1" }, { ok: false, message: "" });
    expect(await subscribe(refused, billing, api)).toEqual({ kind: "failed", message: "Payment confirmation failed" });
    expect(api.confirmSubscription).not.toHaveBeenCalled();
  });

  it("passes any other subscription status on without a client secret", async () => {
    const api = calls(created({ status: "past_due", paymentStatus: null }));
    expect(await subscribe(card({ ok: true, data: "pm_1" }), billing, api)).toEqual({
      kind: "pending",
      subscriptionId: "sub_1",
      status: "past_due",
    });
  });
});
