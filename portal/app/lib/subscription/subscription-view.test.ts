import { describe, expect, it } from "vitest";
import { daysRemainingLabel, formatPeriodEnd, managementState, parseSubscriptionView } from "./subscription-view";

const view = {
  active: true,
  status: "active",
  currentPeriodEnd: "2026-12-23T15:04:05.000Z",
  cancelAtPeriodEnd: false,
  daysRemaining: 30,
  subscriptionId: "sub_offline_1",
  plan: "carrier",
  planName: "Carrier Plan",
  priceCents: 2900,
  hasAccess: true,
  message: "Active subscription found.",
};

describe("subscription view", () => {
  it("reads the API's subscription object", () => {
    expect(parseSubscriptionView(view)).toEqual({
      active: true,
      status: "active",
      currentPeriodEnd: "2026-12-23T15:04:05.000Z",
      cancelAtPeriodEnd: false,
      daysRemaining: 30,
      planName: "Carrier Plan",
      priceCents: 2900,
      hasAccess: true,
      message: "Active subscription found.",
    });
    expect(parseSubscriptionView({ status: "active" })).toBeNull();
    expect(parseSubscriptionView({ ...view, currentPeriodEnd: "soon", status: "odd" })).toMatchObject({
      currentPeriodEnd: null,
      status: "inactive",
    });
  });

  it("tells none, active and cancel at period end apart", () => {
    const parsed = parseSubscriptionView(view);
    if (!parsed) throw new Error("unreadable");
    expect(managementState(parsed)).toBe("active");
    expect(managementState({ ...parsed, cancelAtPeriodEnd: true })).toBe("canceling");
    expect(managementState({ ...parsed, active: false, status: "canceled" })).toBe("none");
  });

  it("writes the period end and the days left", () => {
    expect(formatPeriodEnd("2026-12-23T15:04:05.000Z", "America/New_York")).toBe("December 23, 2026");
    expect(formatPeriodEnd("2026-12-24T02:00:00.000Z", "America/New_York")).toBe("December 23, 2026");
    expect(daysRemainingLabel(1)).toBe("1 day remaining");
    expect(daysRemainingLabel(30)).toBe("30 days remaining");
  });
});
