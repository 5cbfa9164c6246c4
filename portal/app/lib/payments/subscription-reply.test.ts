import { describe, expect, it } from "vitest";
import {
  confirmationStep,
  creationStep,
  readCreatedSubscription,
  readJsonReply,
  refusalMessage,
  subscriptionResultUrl,
} from "./subscription-reply";

const json = (status: number, body: unknown, contentType = "application/json") => ({
  status,
  contentType,
  text: JSON.stringify(body),
});

const created = {
  clientSecret: null,
  subscriptionId: "sub_offline_1",
  status: "active",
  paymentStatus: "succeeded",
  message: "activated",
  error: null,
};

describe("readCreatedSubscription", () => {
  it("reads the creation response", () => {
    expect(readCreatedSubscription(json(200, created))).toEqual({
      ok: true,
      value: {
        clientSecret: null,
        subscriptionId: "sub_offline_1",
        status: "active",
        paymentStatus: "succeeded",
        message: "activated",
      },
    });
  });

  it("answers the server's message for a refusal, then its error, then the spec's fallback", () => {
    const declined = json(
      402,
      { code: "PAYMENT_DECLINED", message: "Your card was declined." },
      "application/problem+json",
    );
    expect(readCreatedSubscription(declined)).toEqual({ ok: false, message: "Your card was declined." });
    expect(readCreatedSubscription(json(500, { error: "Stripe is down" }))).toEqual({
      ok: false,
      message: "Stripe is down",
    });
    expect(readCreatedSubscription(json(500, {}))).toEqual({ ok: false, message: "Failed to create subscription" });
    expect(readCreatedSubscription(json(200, { status: "active" }))).toEqual({
      ok: false,
      message: "Failed to create subscription",
    });
  });

  it("refuses a reply that is not JSON, saying what came instead", () => {
    const html = { status: 502, contentType: "text/html; charset=utf-8", text: "<html>Bad gateway</html>" };
    expect(readCreatedSubscription(html)).toEqual({
      ok: false,
      message: "Invalid server response format. Expected JSON but received text/html: <html>Bad gateway</html>",
    });
    expect(readJsonReply({ status: 200, contentType: null, text: "" })).toEqual({
      ok: false,
      message: "Invalid server response format. Expected JSON but received no content type",
    });
    const broken = readJsonReply({ status: 200, contentType: "application/json", text: "{" });
    expect(broken.ok).toBe(false);
  });

  it("reads a refusal's message from message, error or detail", () => {
    expect(refusalMessage({ detail: "Nope" }, "fallback")).toBe("Nope");
    expect(refusalMessage({ message: "  " }, "fallback")).toBe("fallback");
    expect(refusalMessage("text", "fallback")).toBe("fallback");
  });
});

describe("outcomes", () => {
  const value = { clientSecret: null, subscriptionId: "sub_1", status: "active", paymentStatus: null, message: "" };

  it("activates on active or trialing", () => {
    expect(creationStep(value)).toEqual({ kind: "activated", subscriptionId: "sub_1" });
    expect(creationStep({ ...value, status: "trialing" }).kind).toBe("activated");
  });

  it("confirms with the provider when a client secret comes back", () => {
    expect(creationStep({ ...value, status: "incomplete", clientSecret: "pi_1_secret_2" })).toEqual({
      kind: "confirm",
      subscriptionId: "sub_1",
      clientSecret: "pi_1_secret_2",
    });
  });

  it("passes any other status on", () => {
    expect(creationStep({ ...value, status: "past_due" })).toEqual({
      kind: "pending",
      subscriptionId: "sub_1",
      status: "past_due",
    });
  });

  it("reads the confirmed payment", () => {
    expect(confirmationStep("succeeded")).toEqual({ kind: "activated" });
    expect(confirmationStep("requires_action")).toEqual({ kind: "authentication" });
    expect(confirmationStep("processing")).toEqual({ kind: "pending", status: "processing" });
  });

  it("builds the payment-success address with an optional status", () => {
    expect(subscriptionResultUrl("sub_1")).toBe("/payment-success?subscription_id=sub_1");
    expect(subscriptionResultUrl("sub_1", "processing")).toBe(
      "/payment-success?subscription_id=sub_1&status=processing",
    );
  });
});
