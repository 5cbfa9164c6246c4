import { type AccessSubject, type BrokerAccess, subscriptionCheck } from "@truerate/domain/access";
import { describe, expect, it } from "vitest";
import { shellGate, viewerFromCheck, viewerFromUser } from "./shell-gate";

/**
 * The gate is fed the API's own answer (`subscriptionCheck`, the function behind GET
 * /api/subscription-check), so each case runs the loader's decision under both BROKER_ACCESS
 * settings exactly as the API would answer it.
 */
const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  userType: "carrier",
  isAdmin: false,
  subscriptionStatus: "inactive",
  hasPaidSubscription: false,
  ...overrides,
});
const gate = (pathname: string, user: AccessSubject, brokerAccess: BrokerAccess = "paid") =>
  shellGate(pathname, viewerFromCheck(subscriptionCheck(user, brokerAccess), user.userType));

const carrier = subject({});
const subscribedCarrier = subject({ subscriptionStatus: "active", hasPaidSubscription: true });
const broker = subject({ userType: "broker" });
const subscribedBroker = subject({ userType: "broker", subscriptionStatus: "active", hasPaidSubscription: true });
const admin = subject({ userType: "admin", isAdmin: true });
const allow = { kind: "allow" };
const toSubscription = (message: string) => ({ kind: "redirect", to: "/subscription", message });
const carrierRequired = "Subscription Required: A subscription is required to access the platform.";
const brokerRequired =
  "Subscription Required: Please complete your broker subscription payment to access the dashboard.";

describe.each(["paid", "free"] as const)("carriers and admins under BROKER_ACCESS=%s", (setting) => {
  it("sends a carrier without a subscription to /subscription with docs/product.md's toast", () => {
    for (const path of ["/", "/shipments", "/search-results", "/no-such-page", "/broker-dashboard"]) {
      expect(gate(path, carrier, setting), path).toEqual(toSubscription(carrierRequired));
    }
  });

  it("leaves the payment and account screens open to a carrier without a subscription", () => {
    for (const path of ["/subscription", "/subscription/", "/checkout", "/payment-success", "/profile"]) {
      expect(gate(path, carrier, setting), path).toEqual(allow);
    }
  });

  it("lets a subscribed carrier (active or trialing) use the product; past_due has no access", () => {
    expect(gate("/shipments", subscribedCarrier, setting)).toEqual(allow);
    expect(gate("/", subject({ subscriptionStatus: "trialing" }), setting)).toEqual(allow);
    expect(gate("/", subject({ subscriptionStatus: "past_due", hasPaidSubscription: true }), setting)).toEqual(
      toSubscription(carrierRequired),
    );
  });

  it("lets admins everywhere without a subscription", () => {
    for (const path of ["/", "/admin", "/broker-dashboard", "/shipments"])
      expect(gate(path, admin, setting)).toEqual(allow);
  });
});

describe("brokers under BROKER_ACCESS=paid", () => {
  it("sends a broker without a subscription to /subscription, the dashboard included", () => {
    expect(gate("/broker-dashboard", broker)).toEqual(toSubscription(brokerRequired));
    expect(gate("/", broker)).toEqual(toSubscription(brokerRequired));
    expect(gate("/subscription", broker)).toEqual(allow);
    expect(gate("/checkout", broker)).toEqual(allow);
  });

  it("confines a subscribed broker to the dashboard and the payment screens", () => {
    expect(gate("/broker-dashboard", subscribedBroker)).toEqual(allow);
    expect(gate("/broker-dashboard/loads", subscribedBroker)).toEqual(allow);
    expect(gate("/subscription", subscribedBroker)).toEqual(allow);
    expect(gate("/payment-success", subscribedBroker)).toEqual(allow);
    expect(gate("/tools", subscribedBroker)).toEqual(allow);
    expect(gate("/help", subscribedBroker)).toEqual(allow);
    expect(gate("/brokers/mine", subscribedBroker)).toEqual(allow);
    // A load's record: the dashboard's "Record" links (the API answers for its brokerage's loads only).
    expect(gate("/loads/6f1c2c8e-0000-4000-8000-000000000001", subscribedBroker)).toEqual(allow);
    for (const path of ["/", "/shipments", "/documents", "/admin", "/broker-dashboards", "/loadsheet"]) {
      expect(gate(path, subscribedBroker), path).toEqual({ kind: "redirect", to: "/broker-dashboard", message: null });
    }
  });
});

describe("brokers under BROKER_ACCESS=free", () => {
  it("lets a broker without a subscription reach the dashboard: no subscription check", () => {
    expect(gate("/broker-dashboard", broker, "free")).toEqual(allow);
  });

  it("still keeps brokers to their dashboard", () => {
    expect(gate("/", broker, "free")).toEqual({ kind: "redirect", to: "/broker-dashboard", message: null });
    expect(gate("/shipments", subscribedBroker, "free")).toEqual({
      kind: "redirect",
      to: "/broker-dashboard",
      message: null,
    });
  });
});

describe("viewerFromUser (no answer from the API)", () => {
  it("falls back to the stored status under the stricter paid reading", () => {
    expect(viewerFromUser(broker)).toMatchObject({ hasAccess: false, message: brokerRequired });
    expect(viewerFromUser(broker, "free").hasAccess).toBe(true);
    expect(viewerFromUser(subscribedCarrier).hasAccess).toBe(true);
    expect(viewerFromUser(subject({ userType: "admin", isAdmin: false })).isAdmin).toBe(true);
  });

  it("never gives access on a signed-out answer", () => {
    const signedOut = subscriptionCheck(null, "free");
    expect(viewerFromCheck({ ...signedOut, hasSubscription: true }, "carrier").hasAccess).toBe(false);
  });
});
