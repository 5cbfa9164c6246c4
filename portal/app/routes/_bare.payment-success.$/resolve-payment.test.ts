import { describe, expect, it, vi } from "vitest";
import { type ResolveCalls, resolvePayment } from "./resolve-payment";

function calls(overrides: Partial<ResolveCalls> = {}) {
  return {
    verifyPayment: vi.fn<ResolveCalls["verifyPayment"]>(async () => ({
      ok: true,
      data: { status: "succeeded", message: "" },
    })),
    confirmSubscription: vi.fn<ResolveCalls["confirmSubscription"]>(async () => ({
      ok: true,
      data: { success: true, status: "active", message: "" },
    })),
    ...overrides,
  };
}

describe("resolvePayment", () => {
  it("verifies a checkout payment, then has the server confirm its subscription", async () => {
    const api = calls();
    const lookup = { kind: "payment", paymentIntentId: "pi_1", subscriptionId: "sub_1" } as const;
    expect(await resolvePayment(lookup, api)).toEqual({ state: "success" });
    expect(api.verifyPayment).toHaveBeenCalledWith("pi_1");
    expect(api.confirmSubscription).toHaveBeenCalledWith("sub_1");
  });

  it("says so when the subscription could not be brought up to date", async () => {
    const api = calls({ confirmSubscription: async () => ({ ok: false, message: "No subscription found" }) });
    expect(await resolvePayment({ kind: "payment", paymentIntentId: "pi_1", subscriptionId: "sub_1" }, api)).toEqual({
      state: "error",
      message: "Failed to update subscription. Please contact support.",
    });
  });

  it("shows processing and failed payments as the provider reports them", async () => {
    const processing = calls({
      verifyPayment: async () => ({ ok: true, data: { status: "processing", message: "" } }),
    });
    const lookup = { kind: "payment", paymentIntentId: "pi_1", subscriptionId: null } as const;
    expect((await resolvePayment(lookup, processing)).state).toBe("processing");
    const missing = calls({
      verifyPayment: async () => ({ ok: false, message: "Payment verification failed. No payment information found." }),
    });
    expect(await resolvePayment(lookup, missing)).toEqual({
      state: "error",
      message: "Payment verification failed. No payment information found.",
    });
  });

  it("confirms the payment form's subscription with the server", async () => {
    const api = calls({
      confirmSubscription: async () => ({
        ok: true,
        data: { success: false, status: "incomplete", message: "Not yet." },
      }),
    });
    expect(
      await resolvePayment({ kind: "subscription", subscriptionId: "sub_1", status: "processing" }, api),
    ).toMatchObject({
      state: "processing",
    });
    expect(await resolvePayment({ kind: "subscription", subscriptionId: "sub_1", status: null }, api)).toEqual({
      state: "error",
      message: "Payment failed: Not yet.",
    });
  });

  it("fails without anything to look up", async () => {
    expect(await resolvePayment({ kind: "none" }, calls())).toEqual({
      state: "error",
      message: "Payment verification failed. No payment information found.",
    });
  });
});
