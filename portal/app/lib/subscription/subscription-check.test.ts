import { describe, expect, it } from "vitest";
import { parseSubscriptionCheck, subscriptionCheckPath } from "./subscription-check";

describe("parseSubscriptionCheck", () => {
  const answer = {
    authenticated: true,
    hasSubscription: true,
    isAdmin: false,
    subscriptionStatus: "active",
    message: "Active subscription found.",
    redirectTo: "/",
  };

  it("reads the API's answer", () => {
    expect(parseSubscriptionCheck(answer)).toEqual(answer);
  });

  it("refuses other shapes and never grants access to a signed-out answer", () => {
    expect(parseSubscriptionCheck(null)).toBeNull();
    expect(parseSubscriptionCheck({ ...answer, hasSubscription: "yes" })).toBeNull();
    expect(parseSubscriptionCheck({ ...answer, authenticated: false })).toMatchObject({
      hasSubscription: false,
      isAdmin: false,
    });
  });

  it("reads unknown statuses as inactive and unknown targets as none", () => {
    expect(
      parseSubscriptionCheck({ ...answer, subscriptionStatus: "gold", redirectTo: "https://evil.test" }),
    ).toMatchObject({
      subscriptionStatus: "inactive",
      redirectTo: null,
    });
  });

  it("asks with a timestamp and validateSession, as the earlier client did", () => {
    expect(subscriptionCheckPath(42)).toBe("/api/subscription-check?t=42&validateSession=true");
  });
});
