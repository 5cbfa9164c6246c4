import { type AccessSubject, type BrokerAccess, subscriptionCheck } from "@truerate/domain/access";
import { describe, expect, it } from "vitest";
import { authCheckDestination, paymentScreenAccess } from "./destinations";

const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  userType: "carrier",
  isAdmin: false,
  subscriptionStatus: "inactive",
  hasPaidSubscription: false,
  ...overrides,
});
const check = (user: AccessSubject | null, setting: BrokerAccess = "paid") => subscriptionCheck(user, setting);
const active = { subscriptionStatus: "active", hasPaidSubscription: true } as const;

describe("authCheckDestination", () => {
  it("sends paid users home or to their dashboard, admins to theirs", () => {
    expect(authCheckDestination(check(subject(active)))).toBe("/");
    expect(authCheckDestination(check(subject({ userType: "broker", ...active })))).toBe("/broker-dashboard");
    expect(authCheckDestination(check(subject({ userType: "broker" }), "free"))).toBe("/broker-dashboard");
    expect(authCheckDestination(check(subject({ userType: "admin", isAdmin: true })))).toBe("/admin");
  });

  it("sends everyone else to the subscription offer", () => {
    expect(authCheckDestination(check(subject({})))).toBe("/subscription-info");
    expect(authCheckDestination(check(subject({ userType: "broker" })))).toBe("/subscription-info");
    expect(authCheckDestination(check(null))).toBe("/subscription-info");
    expect(authCheckDestination(null)).toBe("/subscription-info");
  });
});

describe("paymentScreenAccess", () => {
  it("lets users without access pay", () => {
    expect(paymentScreenAccess(check(subject({})), "carrier")).toEqual({ kind: "pay" });
    expect(paymentScreenAccess(check(subject({ userType: "broker" })), "broker")).toEqual({ kind: "pay" });
    expect(paymentScreenAccess(null, null)).toEqual({ kind: "pay" });
  });

  it("sends admins home at once", () => {
    expect(paymentScreenAccess(check(subject({ userType: "admin", isAdmin: true })), "admin")).toEqual({
      kind: "admin",
      to: "/",
    });
  });

  it("tells subscribers they are subscribed, brokers to their dashboard", () => {
    expect(paymentScreenAccess(check(subject(active)), "carrier")).toEqual({ kind: "subscribed", to: "/" });
    const broker = subject({ userType: "broker", ...active });
    expect(paymentScreenAccess(check(broker), "broker")).toEqual({ kind: "subscribed", to: "/broker-dashboard" });
    expect(paymentScreenAccess(check(broker, "free"), "broker")).toEqual({
      kind: "subscribed",
      to: "/broker-dashboard",
    });
  });

  it("welcomes a broker without a subscription under BROKER_ACCESS=free only", () => {
    const broker = subject({ userType: "broker" });
    expect(paymentScreenAccess(check(broker, "free"), "broker")).toEqual({
      kind: "broker-free",
      to: "/broker-dashboard",
    });
    expect(paymentScreenAccess(check(broker, "paid"), "broker")).toEqual({ kind: "pay" });
  });
});
