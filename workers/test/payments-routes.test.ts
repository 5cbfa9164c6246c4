import type { BrokerAccess } from "@truerate/domain/access";
import { describe, expect, it } from "vitest";
import { billingUser, type Role } from "./support/accounts";
import { call } from "./support/call";
import { TestClock } from "./support/clock";
import { bodyOf, paymentsApp, readUser, sessionCookie } from "./support/payments";

async function signedIn(role: Role, overrides: Parameters<typeof billingUser>[1] = {}) {
  const user = await billingUser(role, overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

const SETTINGS: BrokerAccess[] = ["paid", "free"];

describe("the subscription gate (requireSubscription) for each role and BROKER_ACCESS setting", () => {
  // [role, subscribed?, expected status under paid, under free]
  const cases: [Role, boolean, number, number][] = [
    ["carrier", false, 402, 402],
    ["carrier", true, 200, 200],
    ["broker", false, 402, 200],
    ["broker", true, 200, 200],
    ["admin", false, 200, 200],
  ];
  for (const setting of SETTINGS) {
    it.each(cases)(`BROKER_ACCESS=${setting}: %s (subscribed: %s)`, async (role, subscribed, paid, free) => {
      const { cookie } = await signedIn(
        role,
        subscribed ? { subscriptionStatus: "active", hasPaidSubscription: true } : {},
      );
      const response = await bodyOf(
        await call(
          { method: "GET", path: "/api/test/gated" },
          { bindings: { BROKER_ACCESS: setting }, headers: { cookie }, app: paymentsApp().gated, as: paymentsApp() },
        ),
      );
      const expected = setting === "paid" ? paid : free;
      expect(response.status, response.text).toBe(expected);
      if (expected === 402) {
        expect(response.body).toMatchObject({
          code: "SUBSCRIPTION_REQUIRED",
          message: "Subscription Required: A subscription is required to access the platform.",
          details: { reason: "subscription_required" },
        });
      }
    });
  }

  it("answers 401 when signed out, before looking at any subscription", async () => {
    const response = await bodyOf(
      await call({ method: "GET", path: "/api/test/gated" }, { app: paymentsApp().gated, as: paymentsApp() }),
    );
    expect(response.status, response.text).toBe(401);
    expect(response.body).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("reads the stored user, not the session: access ends at the period end, mid-session", async () => {
    const clock = new TestClock(new Date("2026-05-01T00:00:00Z"));
    const app = paymentsApp({ clock });
    const { user, cookie } = await signedIn("carrier");
    const created = await bodyOf(
      await call("createSubscription", { body: { paymentMethodId: "pm_card_visa" }, headers: { cookie }, as: app }),
    );
    expect(created.status, created.text).toBe(200);
    expect(
      (await call({ method: "GET", path: "/api/test/gated" }, { headers: { cookie }, app: app.gated, as: app })).status,
    ).toBe(200);
    const canceled = await bodyOf(await call("cancelSubscription", { headers: { cookie }, as: app }));
    expect(canceled.body, canceled.text).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2026-06-01T00:00:00.000Z",
    });

    clock.set(new Date("2026-05-31T23:59:59Z"));
    expect(
      (await call({ method: "GET", path: "/api/test/gated" }, { headers: { cookie }, app: app.gated, as: app })).status,
      "still paid for",
    ).toBe(200);
    clock.set(new Date("2026-06-01T00:00:00Z"));
    const lapsed = await bodyOf(
      await call({ method: "GET", path: "/api/test/gated" }, { headers: { cookie }, app: app.gated, as: app }),
    );
    expect(lapsed.status, lapsed.text).toBe(402);
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "canceled" });
  });

  it("renews a subscription that is not cancelled when its period ends", async () => {
    const clock = new TestClock(new Date("2026-05-01T00:00:00Z"));
    const app = paymentsApp({ clock });
    const { cookie } = await signedIn("carrier");
    await call("createSubscription", { body: { paymentMethodId: "pm_card_visa" }, headers: { cookie }, as: app });
    clock.set(new Date("2026-06-15T00:00:00Z"));
    expect(
      (await call({ method: "GET", path: "/api/test/gated" }, { headers: { cookie }, app: app.gated, as: app })).status,
    ).toBe(200);
    const status = await bodyOf(await call("getSubscriptionStatus", { headers: { cookie }, as: app }));
    expect(status.body, status.text).toMatchObject({
      active: true,
      status: "active",
      currentPeriodEnd: "2026-07-01T00:00:00.000Z",
      cancelAtPeriodEnd: false,
      daysRemaining: 16,
    });
  });
});

describe("GET /api/subscription-check", () => {
  it("answers a signed-out visitor with 200 and authenticated: false, never cached", async () => {
    const response = await call("checkSubscription", {
      query: { t: "123", validateSession: "true" },
      as: paymentsApp(),
    });
    const result = await bodyOf(response);
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({
      authenticated: false,
      hasSubscription: false,
      isAdmin: false,
      subscriptionStatus: "inactive",
      message: "Not authenticated",
      redirectTo: null,
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("tells an expired session apart with 'Authentication verification failed'", async () => {
    const result = await bodyOf(
      await call("checkSubscription", {
        headers: { cookie: "truerate_session=abcdefghijklmnopqrstuvwxyz234567" },
        as: paymentsApp(),
      }),
    );
    expect(result.body, result.text).toMatchObject({
      authenticated: false,
      message: "Authentication verification failed",
    });
  });

  it.each(SETTINGS)("reports each role's access under BROKER_ACCESS=%s", async (setting) => {
    const check = async (role: Role, subscribed = false) => {
      const { cookie } = await signedIn(role, subscribed ? { subscriptionStatus: "trialing" } : {});
      return (
        await bodyOf(
          await call("checkSubscription", {
            bindings: { BROKER_ACCESS: setting },
            headers: { cookie },
            as: paymentsApp(),
          }),
        )
      ).body;
    };
    expect(await check("carrier")).toMatchObject({
      authenticated: true,
      hasSubscription: false,
      isAdmin: false,
      message: "Subscription Required: A subscription is required to access the platform.",
      redirectTo: "/subscription",
    });
    expect(await check("carrier", true)).toMatchObject({
      hasSubscription: true,
      subscriptionStatus: "trialing",
      redirectTo: "/",
    });
    expect(await check("admin")).toMatchObject({ hasSubscription: true, isAdmin: true, redirectTo: "/" });
    expect(await check("broker")).toMatchObject(
      setting === "free"
        ? {
            hasSubscription: true,
            message: "Welcome to the platform! Brokers get free access to all features.",
            redirectTo: "/broker-dashboard",
          }
        : {
            hasSubscription: false,
            message: "Subscription Required: Please complete your broker subscription payment to access the dashboard.",
            redirectTo: "/subscription",
          },
    );
  });
});

describe("POST /api/payment-api/create-subscription", () => {
  it("charges the signed-in user, whatever userId and e-mail the body names", async () => {
    const victim = await signedIn("carrier");
    const payer = await signedIn("broker");
    const response = await bodyOf(
      await call("createSubscription", {
        body: { paymentMethodId: "pm_card_visa", userId: victim.user.id, email: victim.user.email, name: "Someone" },
        headers: { cookie: payer.cookie },
        as: paymentsApp(),
      }),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: "active", clientSecret: null, error: null });
    expect(await readUser(payer.user.id)).toMatchObject({ subscriptionStatus: "active", hasPaidSubscription: true });
    expect(await readUser(victim.user.id)).toMatchObject({
      subscriptionStatus: "inactive",
      hasPaidSubscription: false,
    });
  });

  it("answers a declined card with the provider's message, as a problem the form can show", async () => {
    const { cookie } = await signedIn("carrier");
    const response = await bodyOf(
      await call("createSubscription", {
        body: { paymentMethodId: "pm_card_chargeDeclined" },
        headers: { cookie },
        as: paymentsApp(),
      }),
    );
    expect(response.status, response.text).toBe(402);
    expect(response.body).toMatchObject({
      code: "PAYMENT_DECLINED",
      message: "Your card was declined.",
      error: "Your card was declined.",
      details: { reason: "payment_declined" },
    });
  });

  it("refuses a missing or malformed PaymentMethod with docs/product.md's message, and a signed-out caller with 401", async () => {
    const { cookie } = await signedIn("carrier");
    const app = paymentsApp();
    const missing = await bodyOf(await call("createSubscription", { body: {}, headers: { cookie }, as: app }));
    expect(missing.status, missing.text).toBe(400);
    expect(missing.body).toMatchObject({ code: "VALIDATION_FAILED", message: "Failed to create payment method" });
    const signedOut = await bodyOf(
      await call("createSubscription", { body: { paymentMethodId: "pm_card_visa" }, as: app }),
    );
    expect(signedOut.status, signedOut.text).toBe(401);
  });
});

describe("the checkout: create-payment-intent, update-subscription-status, verify-payment", () => {
  it("charges the plan price, not the page's amount, and cannot be activated on the client's word", async () => {
    const { user, cookie } = await signedIn("carrier");
    const app = paymentsApp();
    const intent = await bodyOf<{
      amount: number;
      subscriptionId: string;
      paymentIntentId: string;
      clientSecret: string;
    }>(await call("createPaymentIntent", { body: { amount: 29.99 }, headers: { cookie }, as: app }));
    expect(intent.status, intent.text).toBe(200);
    expect(intent.body).toMatchObject({ amount: 2900, currency: "usd", planName: "Carrier Plan" });

    const forged = await bodyOf(
      await call("updateSubscriptionStatus", {
        body: { subscriptionId: intent.body.subscriptionId, status: "active" },
        headers: { cookie },
        as: app,
      }),
    );
    expect(forged.status, forged.text).toBe(200);
    expect(forged.body).toMatchObject({ success: false, status: "incomplete" });
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "incomplete", hasPaidSubscription: false });
    expect(
      (await call({ method: "GET", path: "/api/test/gated" }, { headers: { cookie }, app: app.gated, as: app })).status,
    ).toBe(402);

    const verified = await bodyOf(
      await call("verifyPayment", {
        query: { payment_intent: intent.body.paymentIntentId },
        headers: { cookie },
        as: app,
      }),
    );
    expect(verified.body, verified.text).toMatchObject({
      status: "requires_payment_method",
      subscriptionStatus: "incomplete",
    });

    // Paying (the offline card form sends a test PaymentMethod) is what activates it.
    const paid = await bodyOf(
      await call("createSubscription", { body: { paymentMethodId: "pm_card_visa" }, headers: { cookie }, as: app }),
    );
    expect(paid.body, paid.text).toMatchObject({ status: "active", subscriptionId: intent.body.subscriptionId });
    const confirmed = await bodyOf(
      await call("updateSubscriptionStatus", {
        body: { subscriptionId: intent.body.subscriptionId, status: "active" },
        headers: { cookie },
        as: app,
      }),
    );
    expect(confirmed.body, confirmed.text).toMatchObject({ success: true, status: "active" });
  });

  it("accepts only 'active' as the requested status, and hides another user's subscription", async () => {
    const owner = await signedIn("carrier");
    const other = await signedIn("carrier");
    const app = paymentsApp();
    const created = await bodyOf<{ subscriptionId: string }>(
      await call("createSubscription", {
        body: { paymentMethodId: "pm_card_visa" },
        headers: { cookie: owner.cookie },
        as: app,
      }),
    );
    const wrongStatus = await bodyOf(
      await call("updateSubscriptionStatus", {
        body: { subscriptionId: created.body.subscriptionId, status: "canceled" },
        headers: { cookie: owner.cookie },
        as: app,
      }),
    );
    expect(wrongStatus.status, wrongStatus.text).toBe(400);
    const foreign = await bodyOf(
      await call("updateSubscriptionStatus", {
        body: { subscriptionId: created.body.subscriptionId, status: "active" },
        headers: { cookie: other.cookie },
        as: app,
      }),
    );
    expect(foreign.status, foreign.text).toBe(404);
    const foreignPayment = await bodyOf(
      await call("verifyPayment", {
        query: { payment_intent: created.body.subscriptionId.replace("sub_", "pi_") },
        headers: { cookie: other.cookie },
        as: app,
      }),
    );
    expect(foreignPayment.status, foreignPayment.text).toBe(404);
  });
});

describe("subscription status and cancel", () => {
  it("shows 'none' for a new user and refuses to cancel nothing", async () => {
    const { cookie } = await signedIn("carrier");
    const app = paymentsApp();
    const status = await bodyOf(await call("getSubscriptionStatus", { headers: { cookie }, as: app }));
    expect(status.body, status.text).toMatchObject({
      active: false,
      status: "inactive",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      daysRemaining: null,
      plan: "carrier",
      priceCents: 2900,
    });
    const cancel = await bodyOf(await call("cancelSubscription", { headers: { cookie }, as: app }));
    expect(cancel.status, cancel.text).toBe(409);
    expect(cancel.body).toMatchObject({ message: "There is no active subscription to cancel." });
  });

  it("answers 401 to a signed-out caller", async () => {
    const app = paymentsApp();
    expect((await call("getSubscriptionStatus", { as: app })).status).toBe(401);
    expect((await call("cancelSubscription", { as: app })).status).toBe(401);
  });
});
