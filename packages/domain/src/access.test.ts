import { describe, expect, it } from "vitest";
import {
  ACCESS_MESSAGES,
  type AccessSubject,
  type BrokerAccess,
  daysRemaining,
  decideAccess,
  signInRedirect,
  subscriptionCheck,
} from "./access";
import { SUBSCRIPTION_STATUSES } from "./enums";

const carrier = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  userType: "carrier",
  isAdmin: false,
  subscriptionStatus: "inactive",
  hasPaidSubscription: false,
  ...overrides,
});
const broker = (overrides: Partial<AccessSubject> = {}) => carrier({ userType: "broker", ...overrides });
const admin = (overrides: Partial<AccessSubject> = {}) => carrier({ userType: "admin", isAdmin: true, ...overrides });

const BOTH: BrokerAccess[] = ["paid", "free"];

describe("decideAccess", () => {
  it.each(SUBSCRIPTION_STATUSES)("grants a carrier access only when active or trialing (%s)", (status) => {
    const decision = decideAccess(carrier({ subscriptionStatus: status }), "paid");
    expect(decision.allowed, JSON.stringify(decision)).toBe(status === "active" || status === "trialing");
  });

  it("refuses a carrier whose flag says paid but whose status does not", () => {
    const decision = decideAccess(carrier({ hasPaidSubscription: true, subscriptionStatus: "canceled" }), "paid");
    expect(decision).toEqual({
      allowed: false,
      reason: "subscription_required",
      message: ACCESS_MESSAGES.subscriptionRequired,
    });
  });

  it.each(BOTH)("always admits an admin, with or without a subscription (BROKER_ACCESS=%s)", (setting) => {
    expect(decideAccess(admin(), setting)).toMatchObject({ allowed: true, reason: "admin" });
    // A user flagged admin counts as one whatever the type column says.
    expect(decideAccess(carrier({ isAdmin: true }), setting)).toMatchObject({ allowed: true, reason: "admin" });
  });

  it("lets brokers in free of charge under BROKER_ACCESS=free, with docs/product.md's welcome", () => {
    expect(decideAccess(broker(), "free")).toEqual({
      allowed: true,
      reason: "broker_free",
      message: "Welcome to the platform! Brokers get free access to all features.",
    });
  });

  it("asks an unpaid broker to pay under BROKER_ACCESS=paid, and admits a paid one", () => {
    expect(decideAccess(broker(), "paid")).toEqual({
      allowed: false,
      reason: "subscription_required",
      message: "Subscription Required: Please complete your broker subscription payment to access the dashboard.",
    });
    expect(decideAccess(broker({ subscriptionStatus: "active", hasPaidSubscription: true }), "paid")).toMatchObject({
      allowed: true,
      reason: "subscribed",
    });
  });

  it("does not let free broker access leak to carriers", () => {
    expect(decideAccess(carrier(), "free").allowed).toBe(false);
  });
});

describe("signInRedirect", () => {
  it("sends a paid broker to the broker dashboard and an unpaid one to /subscription with the toast", () => {
    expect(signInRedirect(broker({ subscriptionStatus: "active" }), "paid")).toEqual({
      to: "/broker-dashboard",
      toast: null,
    });
    expect(signInRedirect(broker(), "paid")).toEqual({
      to: "/subscription",
      toast: "Subscription Required: Please complete your broker subscription payment to access the dashboard.",
    });
  });

  it("sends every broker to the dashboard under free access, with the welcome toast", () => {
    expect(signInRedirect(broker(), "free")).toEqual({ to: "/broker-dashboard", toast: ACCESS_MESSAGES.brokersFree });
  });

  it.each(BOTH)("sends a carrier home when subscribed and to /subscription otherwise (%s)", (setting) => {
    expect(signInRedirect(carrier({ subscriptionStatus: "trialing" }), setting).to).toBe("/");
    expect(signInRedirect(carrier({ subscriptionStatus: "past_due" }), setting).to).toBe("/subscription");
  });

  it("sends an admin home, never to the payment screen", () => {
    expect(signInRedirect(admin(), "paid")).toEqual({ to: "/", toast: null });
  });
});

describe("daysRemaining", () => {
  const now = new Date("2026-03-01T12:00:00Z");

  it("rounds partial days up and never goes below zero", () => {
    expect(daysRemaining(new Date("2026-03-31T12:00:00Z"), now)).toBe(30);
    expect(daysRemaining(new Date("2026-03-01T13:00:00Z"), now)).toBe(1);
    expect(daysRemaining(new Date("2026-02-27T12:00:00Z"), now)).toBe(0);
    expect(daysRemaining(now, now)).toBe(0);
  });

  it("has no answer without a period end", () => {
    expect(daysRemaining(null, now)).toBeNull();
  });
});

describe("subscriptionCheck", () => {
  it("answers a signed-out visitor without access, telling a stale session apart", () => {
    expect(subscriptionCheck(null, "paid")).toEqual({
      authenticated: false,
      hasSubscription: false,
      isAdmin: false,
      subscriptionStatus: "inactive",
      message: "Not authenticated",
      redirectTo: null,
    });
    expect(subscriptionCheck(null, "paid", true).message).toBe("Authentication verification failed");
  });

  it("reports a subscriber, an admin and a free broker as having access", () => {
    expect(subscriptionCheck(carrier({ subscriptionStatus: "active" }), "paid")).toMatchObject({
      authenticated: true,
      hasSubscription: true,
      isAdmin: false,
      subscriptionStatus: "active",
      redirectTo: "/",
    });
    expect(subscriptionCheck(admin(), "paid")).toMatchObject({ hasSubscription: true, isAdmin: true });
    expect(subscriptionCheck(broker(), "free")).toMatchObject({
      hasSubscription: true,
      message: ACCESS_MESSAGES.brokersFree,
      redirectTo: "/broker-dashboard",
    });
  });

  it("reports an unsubscribed carrier with docs/product.md's message", () => {
    expect(subscriptionCheck(carrier({ subscriptionStatus: "canceled" }), "free")).toMatchObject({
      authenticated: true,
      hasSubscription: false,
      subscriptionStatus: "canceled",
      message: "Subscription Required: A subscription is required to access the platform.",
      redirectTo: "/subscription",
    });
  });
});
