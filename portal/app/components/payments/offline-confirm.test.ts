import { describe, expect, it } from "vitest";
import { paymentStatusOf } from "./offline-confirm";
import type { CreatedSubscription } from "./subscription-reply";

describe("paymentStatusOf", () => {
  const created: CreatedSubscription = {
    clientSecret: null,
    subscriptionId: "sub_1",
    status: "active",
    paymentStatus: null,
    message: "",
  };

  it("reads a paid subscription as a succeeded payment", () => {
    expect(paymentStatusOf(created)).toBe("succeeded");
    expect(paymentStatusOf({ ...created, status: "trialing" })).toBe("succeeded");
  });

  it("passes the first payment's own status on otherwise", () => {
    expect(paymentStatusOf({ ...created, status: "incomplete", paymentStatus: "requires_action" })).toBe(
      "requires_action",
    );
    expect(paymentStatusOf({ ...created, status: "incomplete" })).toBe("processing");
  });
});
