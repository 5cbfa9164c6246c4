import { describe, expect, it } from "vitest";
import { confirmationStep, creationStep, subscriptionResultUrl } from "./subscription-reply";

describe("outcomes", () => {
  const value = { clientSecret: null, subscriptionId: "sub_1", status: "active" } as const;

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
