import { describe, expect, it } from "vitest";
import {
  parseCheckoutPayment,
  parseConfirmedSubscription,
  parseVerifiedPayment,
  readApiReply,
} from "./payment-replies";

const reply = (status: number, body: unknown) => ({
  status,
  contentType: "application/json",
  text: JSON.stringify(body),
});

describe("readApiReply", () => {
  it("parses a success and refuses what the parser cannot read", () => {
    expect(readApiReply(reply(200, { status: "succeeded" }), parseVerifiedPayment, "fallback")).toEqual({
      ok: true,
      value: { status: "succeeded", message: "" },
    });
    expect(readApiReply(reply(200, {}), parseVerifiedPayment, "fallback")).toEqual({ ok: false, message: "fallback" });
  });

  it("answers the server's message for a refusal", () => {
    const notFound = reply(404, { message: "Payment verification failed. No payment information found." });
    expect(readApiReply(notFound, parseVerifiedPayment, "fallback")).toEqual({
      ok: false,
      message: "Payment verification failed. No payment information found.",
    });
  });
});

describe("parsers", () => {
  it("needs a client secret for a checkout payment", () => {
    expect(parseCheckoutPayment({ clientSecret: "" })).toBeNull();
    expect(
      parseCheckoutPayment({
        clientSecret: "pi_1_secret_2",
        paymentIntentId: "pi_1",
        subscriptionId: "sub_1",
        amount: 2900,
        planName: "Carrier Plan",
      }),
    ).toEqual({
      clientSecret: "pi_1_secret_2",
      paymentIntentId: "pi_1",
      subscriptionId: "sub_1",
      amountCents: 2900,
      planName: "Carrier Plan",
    });
  });

  it("reads the server's confirmation of a subscription", () => {
    expect(parseConfirmedSubscription({ success: true, status: "active", message: "ok" })).toEqual({
      success: true,
      status: "active",
      message: "ok",
    });
    expect(parseConfirmedSubscription({ success: "yes" })).toBeNull();
  });
});
