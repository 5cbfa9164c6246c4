import { afterEach, describe, expect, it, vi } from "vitest";
import { cancelSubscription } from "../src/services/payments/cancel-subscription";
import { confirmSubscription } from "../src/services/payments/confirm-subscription";
import { createSubscription } from "../src/services/payments/create-subscription";
import { receiveStripeWebhook } from "../src/services/payments/receive-webhook";
import { resolveAccess } from "../src/services/payments/resolve-access";
import { StripePaymentProvider } from "../src/services/payments/stripe/provider";
import { verifyPayment } from "../src/services/payments/verify-payment";
import { billingUser, type Role } from "./support/accounts";
import { call } from "./support/call";
import { bodyOf, db, paymentsApp, paymentsTestContext, readUser, recordingQueue } from "./support/payments";
import { createStripeFake, type StripeFake, signedEvent, WEBHOOK_SECRET } from "./support/stripe-fake";

async function failure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return error as { code?: string; message: string; details?: Record<string, unknown> };
  }
  throw new Error("expected the call to fail");
}

/** A user, the fake Stripe, and a context whose provider is the real Stripe provider on the fake. */
async function stripeSetup(role: Role = "carrier", fake: StripeFake = createStripeFake()) {
  const user = await billingUser(role);
  const queue = recordingQueue();
  const context = (actorUserId: string | null = user.id, now = new Date()) =>
    paymentsTestContext({
      now,
      actorUserId,
      queue,
      stripeFetch: fake.fetch,
    });
  return { user, fake, queue, context };
}

type Setup = Awaited<ReturnType<typeof stripeSetup>>;

async function deliver(
  setup: Setup,
  type: string,
  object: Record<string, unknown>,
  options: Parameters<typeof signedEvent>[2] = {},
) {
  const { payload, signature } = await signedEvent(type, object, options);
  return receiveStripeWebhook(setup.context(null), { payload, signature, webhookSecret: WEBHOOK_SECRET });
}

async function subscribe(setup: Setup, paymentMethodId = "pm_card_visa") {
  return createSubscription(setup.context(), { paymentMethodId, name: "Lone Star Hauling" });
}

describe("Stripe provider: creating a subscription", () => {
  it("makes one customer per user and an incomplete subscription at the plan price, returning the client secret", async () => {
    const setup = await stripeSetup("carrier");
    const created = await subscribe(setup);
    expect(created, JSON.stringify(created)).toMatchObject({
      status: "incomplete",
      subscriptionId: expect.stringMatching(/^sub_fake/),
    });
    expect(created.clientSecret).toMatch(/^pi_fake\w+_secret_fake$/);

    const calls = setup.fake.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      "POST /v1/customers",
      "POST /v1/payment_methods/pm_card_visa/attach",
      "GET /v1/prices",
      "POST /v1/prices",
      "POST /v1/subscriptions",
    ]);
    const [customer, , , price, subscription] = setup.fake.requests;
    expect(customer?.params.get("email")).toBe(setup.user.email);
    expect(customer?.params.get("metadata[userId]")).toBe(setup.user.id);
    expect(price?.params.get("unit_amount")).toBe("2900");
    expect(price?.params.get("currency")).toBe("usd");
    expect(price?.params.get("recurring[interval]")).toBe("month");
    expect(price?.params.get("product_data[name]")).toBe("Carrier Plan");
    expect(subscription?.params.get("payment_behavior")).toBe("default_incomplete");
    expect(subscription?.params.get("default_payment_method")).toBe("pm_card_visa");
    expect(subscription?.params.get("metadata[userId]")).toBe(setup.user.id);
    expect(subscription?.params.get("metadata[plan]")).toBe("carrier");
    expect(
      [...(subscription?.params.entries() ?? [])].filter(([key]) => key.startsWith("expand")).map(([, value]) => value),
    ).toContain("latest_invoice.confirmation_secret");

    const user = await readUser(setup.user.id);
    expect(user.stripeCustomerId).toMatch(/^cus_fake/);
    expect(user).toMatchObject({ subscriptionStatus: "incomplete", hasPaidSubscription: false });
    expect((await resolveAccess(setup.context())).allowed).toBe(false);
  });

  it("charges a broker the Broker Plan and reuses the customer and the price on the next attempt", async () => {
    const fake = createStripeFake();
    const setup = await stripeSetup("broker", fake);
    await subscribe(setup);
    await subscribe(setup);
    const customers = fake.requests.filter((request) => request.path === "/v1/customers");
    const priceCreations = fake.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/prices",
    );
    expect(customers, "one customer per user").toHaveLength(1);
    expect(priceCreations, "the price is found by its lookup key the second time").toHaveLength(1);
    expect(priceCreations[0]?.params.get("unit_amount")).toBe("1999");
    expect(priceCreations[0]?.params.get("lookup_key")).toBe("truerate_broker_1999_usd_month");
  });

  it("answers Stripe's decline message when the card is refused, and opens no subscription", async () => {
    const setup = await stripeSetup("carrier");
    const error = await failure(subscribe(setup, "pm_card_chargeDeclined"));
    expect(error, JSON.stringify(error)).toMatchObject({
      message: "Your card was declined.",
      details: { reason: "payment_declined", declineCode: "generic_decline" },
    });
    expect(setup.fake.subscriptions.size).toBe(0);
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "inactive" });
  });
});

describe("Stripe webhooks: signatures", () => {
  it("accepts an event signed with the endpoint's secret", async () => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    setup.fake.pay(subscriptionId);
    const receipt = await deliver(setup, "invoice.paid", setup.fake.invoiceJson(subscriptionId));
    expect(receipt, JSON.stringify(receipt)).toMatchObject({ received: true, outcome: "applied" });
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "active", hasPaidSubscription: true });
  });

  it.each([
    ["signed with another secret", { secret: "whsec_someone_else" }],
    ["signed too long ago", { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])("refuses an event %s, and changes nothing", async (_label, options) => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    setup.fake.pay(subscriptionId);
    const error = await failure(deliver(setup, "invoice.paid", setup.fake.invoiceJson(subscriptionId), options));
    expect(error, JSON.stringify(error)).toMatchObject({ code: "BAD_REQUEST", message: "Invalid webhook signature" });
    expect(await readUser(setup.user.id)).toMatchObject({
      subscriptionStatus: "incomplete",
      hasPaidSubscription: false,
    });
  });

  it("refuses a body altered after signing, and a missing signature", async () => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    const { payload, signature } = await signedEvent(
      "customer.subscription.updated",
      setup.fake.subscriptionJson(subscriptionId),
    );
    const tampered = payload.replace('"incomplete"', '"active"');
    for (const input of [
      { payload: tampered, signature },
      { payload, signature: null },
    ]) {
      const error = await failure(
        receiveStripeWebhook(setup.context(null), { ...input, webhookSecret: WEBHOOK_SECRET }),
      );
      expect(error, JSON.stringify(error)).toMatchObject({ code: "BAD_REQUEST", message: "Invalid webhook signature" });
    }
    const stored = await db.query.paymentEvents.findMany({
      where: (events, { like }) => like(events.payload, `%${subscriptionId}%`),
    });
    expect(
      stored.filter((event) => event.type !== "sync"),
      JSON.stringify(stored),
    ).toHaveLength(0);
  });

  it("a replayed event is acknowledged and changes nothing, without asking Stripe again", async () => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    setup.fake.pay(subscriptionId);
    const { payload, signature } = await signedEvent("invoice.paid", setup.fake.invoiceJson(subscriptionId));
    const input = { payload, signature, webhookSecret: WEBHOOK_SECRET };
    expect(await receiveStripeWebhook(setup.context(null), input)).toMatchObject({ outcome: "applied" });

    // Meanwhile the subscription ended; a replay of the old "paid" event must not bring it back.
    setup.fake.set(subscriptionId, { status: "canceled" });
    await deliver(setup, "customer.subscription.deleted", setup.fake.subscriptionJson(subscriptionId));
    const requestsBefore = setup.fake.requests.length;
    const replay = await receiveStripeWebhook(setup.context(null), input);
    expect(replay, JSON.stringify(replay)).toMatchObject({ received: true, outcome: "duplicate" });
    expect(setup.fake.requests.length, "a replay is answered from the event log").toBe(requestsBefore);
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "canceled", hasPaidSubscription: false });
    expect(setup.queue.sent, "one confirmation e-mail").toHaveLength(1);
  });

  it("is closed (503) when no webhook secret is configured", async () => {
    const setup = await stripeSetup();
    const { payload, signature } = await signedEvent("invoice.paid", {});
    const error = await failure(
      receiveStripeWebhook(setup.context(null), { payload, signature, webhookSecret: undefined }),
    );
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});

describe("Stripe webhooks: every state transition", () => {
  it("incomplete → active → renewed → past_due → active → cancel at period end → canceled", async () => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    const { fake } = setup;
    const user = () => readUser(setup.user.id);

    expect(await deliver(setup, "customer.subscription.created", fake.subscriptionJson(subscriptionId))).toMatchObject({
      outcome: "applied",
    });
    expect(await user()).toMatchObject({ subscriptionStatus: "incomplete", hasPaidSubscription: false });

    fake.pay(subscriptionId);
    await deliver(setup, "invoice.paid", fake.invoiceJson(subscriptionId));
    const firstEnd = fake.subscriptions.get(subscriptionId)?.current_period_end ?? 0;
    expect(await user()).toMatchObject({ subscriptionStatus: "active", hasPaidSubscription: true });
    expect((await user()).subscriptionPeriodEnd?.getTime()).toBe(firstEnd * 1000);
    expect(setup.queue.sent.map((mail) => mail.subject)).toEqual(["Subscription Activated"]);

    await deliver(setup, "customer.subscription.updated", fake.subscriptionJson(subscriptionId));
    expect(setup.queue.sent, "an update that keeps it active sends no second e-mail").toHaveLength(1);

    const renewedEnd = firstEnd + 30 * 24 * 3600;
    fake.set(subscriptionId, { current_period_end: renewedEnd });
    await deliver(setup, "invoice.paid", fake.invoiceJson(subscriptionId));
    expect((await user()).subscriptionPeriodEnd?.getTime()).toBe(renewedEnd * 1000);

    fake.set(subscriptionId, { status: "past_due" });
    await deliver(setup, "invoice.payment_failed", fake.invoiceJson(subscriptionId));
    expect(await user()).toMatchObject({ subscriptionStatus: "past_due", hasPaidSubscription: false });
    expect((await resolveAccess(setup.context())).allowed, "past_due carries no access").toBe(false);

    fake.set(subscriptionId, { status: "active" });
    await deliver(setup, "customer.subscription.updated", fake.subscriptionJson(subscriptionId));
    expect(await user()).toMatchObject({ subscriptionStatus: "active", hasPaidSubscription: true });
    expect(
      new Set(setup.queue.sent.map((mail) => mail.dedupeKey)).size,
      "the mail is deduplicated per subscription",
    ).toBe(1);

    const canceling = await cancelSubscription(setup.context());
    expect(canceling, JSON.stringify(canceling)).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    const update = fake.requests.findLast(
      (request) => request.path === `/v1/subscriptions/${subscriptionId}` && request.method === "POST",
    );
    expect(update?.params.get("cancel_at_period_end")).toBe("true");

    fake.set(subscriptionId, { status: "canceled" });
    await deliver(setup, "customer.subscription.deleted", fake.subscriptionJson(subscriptionId));
    expect(await user()).toMatchObject({ subscriptionStatus: "canceled", hasPaidSubscription: false });

    const audit = await db.query.auditLog.findMany({ where: (log, { eq }) => eq(log.entityType, "subscription") });
    const mine = audit.filter((row) => JSON.stringify(row.details).includes(subscriptionId));
    expect(mine.map((row) => row.action)).toContain("subscription.customer.subscription.deleted");
  });

  it("trusts Stripe's current state over a late, out-of-order event", async () => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    const stale = setup.fake.subscriptionJson(subscriptionId); // still "incomplete"
    setup.fake.pay(subscriptionId);
    await deliver(setup, "invoice.paid", setup.fake.invoiceJson(subscriptionId));
    await deliver(setup, "customer.subscription.updated", stale);
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "active" });
  });

  it("keeps an event it does not act on, and a subscription of nobody it knows, without changing anyone", async () => {
    const setup = await stripeSetup();
    const ignored = await deliver(setup, "customer.created", { id: "cus_other", object: "customer" });
    expect(ignored.outcome).toBe("ignored");
    const stored = await db.query.paymentEvents.findFirst({
      where: (events, { eq }) => eq(events.id, ignored.eventId),
    });
    expect(stored?.type).toBe("customer.created");

    // A subscription whose metadata names our user, but under a customer that is not theirs
    // (made on the provider directly, so we hold no row for it).
    const provider = new StripePaymentProvider({ secretKey: "sk_test_fake", fetch: setup.fake.fetch });
    const { subscription } = await provider.createSubscription({
      idempotencyKey: `made-on-stripe-${setup.user.id}`,
      customerId: "cus_not_ours",
      userId: setup.user.id,
      plan: "carrier",
      priceCents: 2900,
      paymentMethodId: null,
      now: new Date(),
    });
    const subscriptionId = subscription.providerSubscriptionId;
    setup.fake.pay(subscriptionId);
    const unmatched = await deliver(setup, "invoice.paid", setup.fake.invoiceJson(subscriptionId));
    expect(unmatched.outcome).toBe("unmatched");
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "inactive" });
  });
});

describe("Stripe provider: the server confirms before anything is granted", () => {
  it("update-subscription-status says no until Stripe has the payment, then activates", async () => {
    const setup = await stripeSetup();
    const { subscriptionId } = await subscribe(setup);
    const early = await confirmSubscription(setup.context(), { subscriptionId });
    expect(early, JSON.stringify(early)).toMatchObject({ success: false, status: "incomplete" });
    expect(await readUser(setup.user.id)).toMatchObject({ hasPaidSubscription: false });

    setup.fake.pay(subscriptionId);
    const paid = await confirmSubscription(setup.context(), { subscriptionId });
    expect(paid).toMatchObject({ success: true, status: "active" });
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "active", hasPaidSubscription: true });
  });

  it("verify-payment reads the payment from Stripe, and hides another customer's payment", async () => {
    const fake = createStripeFake();
    const setup = await stripeSetup("carrier", fake);
    const other = await stripeSetup("carrier", fake);
    const { subscriptionId } = await subscribe(setup);
    const paymentIntentId = fake.subscriptions.get(subscriptionId)?.invoice.paymentIntent ?? "";

    expect(await verifyPayment(setup.context(), { paymentIntentId })).toMatchObject({
      status: "requires_payment_method",
      subscriptionStatus: "incomplete",
    });
    fake.pay(subscriptionId);
    expect(await verifyPayment(setup.context(), { paymentIntentId })).toEqual({
      status: "succeeded",
      message: "Payment successful",
      subscriptionStatus: "active",
    });
    const hidden = await failure(verifyPayment(other.context(), { paymentIntentId }));
    expect(hidden).toMatchObject({ code: "NOT_FOUND" });
    const unknown = await failure(verifyPayment(setup.context(), { paymentIntentId: "pi_missing" }));
    expect(unknown).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("POST /api/payment/webhook", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("verifies the raw body and applies the event when Stripe is configured", async () => {
    const fake = createStripeFake();
    const setup = await stripeSetup("carrier", fake);
    const { subscriptionId } = await subscribe(setup);
    fake.pay(subscriptionId);
    vi.stubGlobal("fetch", fake.fetch);
    const app = paymentsApp();
    const stripeEnv = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
    const { payload, signature } = await signedEvent("invoice.paid", fake.invoiceJson(subscriptionId));

    const refused = await bodyOf(
      await call("receiveStripeWebhook", {
        raw: { text: payload, type: "application/json" },
        bindings: stripeEnv,
        headers: { "stripe-signature": "t=1,v1=00" },
        as: app,
      }),
    );
    expect(refused.status, refused.text).toBe(400);

    const accepted = await bodyOf(
      await call("receiveStripeWebhook", {
        raw: { text: payload, type: "application/json" },
        bindings: stripeEnv,
        headers: { "stripe-signature": signature },
        as: app,
      }),
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ received: true, outcome: "applied" });
    const replayed = await bodyOf(
      await call("receiveStripeWebhook", {
        raw: { text: payload, type: "application/json" },
        bindings: stripeEnv,
        headers: { "stripe-signature": signature },
        as: app,
      }),
    );
    expect(replayed.body, replayed.text).toMatchObject({ outcome: "duplicate" });
    expect(await readUser(setup.user.id)).toMatchObject({ subscriptionStatus: "active" });
  });

  it("answers 503 offline, where there is no Stripe to hear from", async () => {
    const { payload, signature } = await signedEvent("invoice.paid", {});
    const response = await bodyOf(
      await call("receiveStripeWebhook", {
        raw: { text: payload, type: "application/json" },
        headers: { "stripe-signature": signature },
        as: paymentsApp(),
      }),
    );
    expect(response.status, response.text).toBe(503);
  });
});
