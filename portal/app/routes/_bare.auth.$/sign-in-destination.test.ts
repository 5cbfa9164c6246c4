import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../lib/session-user";
import { signInDestination, toastFromMessage, WELCOME_TOAST } from "./sign-in-destination";

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: "u1",
  email: "someone@example.test",
  userType: "carrier",
  isAdmin: false,
  companyName: null,
  hasPaidSubscription: false,
  subscriptionStatus: "inactive",
  ...overrides,
});

describe("signInDestination (docs/product.md#accounts-states-and-transitions)", () => {
  it("sends a subscribed broker to the broker dashboard", () => {
    const broker = user({ userType: "broker", subscriptionStatus: "active", hasPaidSubscription: true });
    expect(signInDestination(broker, "paid", "/documents")).toEqual({
      to: "/broker-dashboard",
      toasts: [WELCOME_TOAST],
    });
  });

  it("sends a broker without a subscription to /subscription with docs/product.md's toast", () => {
    const { to, toasts } = signInDestination(user({ userType: "broker" }), "paid", null);
    expect(to).toBe("/subscription");
    expect(toasts).toEqual([
      WELCOME_TOAST,
      {
        title: "Subscription Required",
        description: "Please complete your broker subscription payment to access the dashboard.",
        variant: "destructive",
      },
    ]);
  });

  it("lets a broker in when brokers are free, saying so", () => {
    const { to, toasts } = signInDestination(user({ userType: "broker" }), "free", null);
    expect(to).toBe("/broker-dashboard");
    expect(toasts[1]?.title).toBe("Welcome to the platform! Brokers get free access to all features.");
  });

  it("sends others home when subscribed, else to /subscription; there is no special account", () => {
    expect(signInDestination(user({ subscriptionStatus: "trialing" }), "paid", null).to).toBe("/");
    expect(signInDestination(user({ subscriptionStatus: "past_due" }), "paid", null).to).toBe("/subscription");
    expect(signInDestination(user({ userType: "admin", isAdmin: true }), "paid", null).to).toBe("/");
    expect(signInDestination(user({ subscriptionStatus: "canceled" }), "paid", null).to).toBe("/subscription");
  });

  it("returns a subscribed user to the page that asked for sign-in, but only on this site", () => {
    const subscribed = user({ subscriptionStatus: "active" });
    expect(signInDestination(subscribed, "paid", "/documents?tab=shared").to).toBe("/documents?tab=shared");
    expect(signInDestination(subscribed, "paid", "//evil.example").to).toBe("/");
    expect(signInDestination(user({}), "paid", "/documents").to).toBe("/subscription");
  });
});

describe("toastFromMessage", () => {
  it("splits 'Title: description' and keeps a plain sentence whole", () => {
    expect(toastFromMessage("A: b: c")).toEqual({ title: "A", description: "b: c", variant: "default" });
    expect(toastFromMessage("Plain.")).toEqual({ title: "Plain.", variant: "default" });
  });
});
