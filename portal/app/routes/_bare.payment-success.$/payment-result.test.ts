import { describe, expect, it } from "vitest";
import { paymentLookup, resultOfPayment, resultOfSubscription } from "./payment-result";

const lookup = (query: string) => paymentLookup(new URLSearchParams(query));

describe("paymentLookup", () => {
  it("reads Stripe's return parameters, the id from the client secret if need be", () => {
    expect(lookup("payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x")).toEqual({
      kind: "payment",
      paymentIntentId: "pi_1",
      subscriptionId: null,
    });
    expect(lookup("payment_intent_client_secret=pi_offline_ab_secret_cd&subscription_id=sub_2")).toEqual({
      kind: "payment",
      paymentIntentId: "pi_offline_ab",
      subscriptionId: "sub_2",
    });
  });

  it("reads the payment form's subscription_id with its optional status", () => {
    expect(lookup("subscription_id=sub_1")).toEqual({ kind: "subscription", subscriptionId: "sub_1", status: null });
    expect(lookup("subscription_id=sub_1&status=processing")).toMatchObject({ status: "processing" });
  });

  it("finds nothing in an empty or mangled query", () => {
    expect(lookup("")).toEqual({ kind: "none" });
    expect(lookup("payment_intent=../../x&subscription_id=%20")).toEqual({ kind: "none" });
  });
});

describe("results", () => {
  it("maps a payment's status to the page's state", () => {
    expect(resultOfPayment("succeeded", "Payment successful")).toEqual({ state: "success" });
    expect(resultOfPayment("processing", null).state).toBe("processing");
    expect(resultOfPayment("requires_payment_method", null)).toEqual({
      state: "error",
      message: "Payment failed: Unknown error",
    });
    expect(resultOfPayment("requires_payment_method", "Payment failed: try again.")).toEqual({
      state: "error",
      message: "Payment failed: try again.",
    });
    expect(resultOfPayment("canceled", "Your card was declined.")).toEqual({
      state: "error",
      message: "Payment failed: Your card was declined.",
    });
  });

  it("reads the server's confirmation of a subscription", () => {
    const unpaid = { success: false, status: "incomplete", message: "Not confirmed." } as const;
    expect(resultOfSubscription({ success: true, status: "active", message: "" }, null)).toEqual({ state: "success" });
    expect(resultOfSubscription(unpaid, "processing").state).toBe("processing");
    expect(resultOfSubscription(unpaid, null)).toEqual({ state: "error", message: "Payment failed: Not confirmed." });
    expect(resultOfSubscription({ ...unpaid, status: "incomplete_expired" }, "processing").state).toBe("error");
  });
});
