import { testPaymentMethodForCard } from "@truerate/domain/payments/test-payment-methods";
import { describe, expect, it } from "vitest";
import { advanceOfflineSubscriptions } from "../src/services/payments/advance-offline";
import { applySubscriptionEvent } from "../src/services/payments/apply-event";
import { cancelSubscription } from "../src/services/payments/cancel-subscription";
import { confirmSubscription } from "../src/services/payments/confirm-subscription";
import { createPaymentIntent } from "../src/services/payments/create-payment-intent";
import { createSubscription } from "../src/services/payments/create-subscription";
import { addMonth } from "../src/services/payments/offline/clock";
import { resolveAccess } from "../src/services/payments/resolve-access";
import { getSubscriptionStatus } from "../src/services/payments/subscription-status";
import { verifyPayment } from "../src/services/payments/verify-payment";
import { billingUser } from "./support/accounts";
import { db, paymentsTestContext, readUser, recordingQueue, subscriptionRows } from "./support/payments";

const START = new Date("2026-01-31T10:00:00.000Z");
const DAY = 24 * 3600 * 1000;
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

async function failure(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return error as { code?: string; message: string; details?: Record<string, unknown> };
  }
  throw new Error("expected the call to fail");
}

async function subscribedCarrier(paymentMethodId = "pm_card_visa") {
  const carrier = await billingUser("carrier");
  const queue = recordingQueue();
  const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id, queue });
  const created = await createSubscription(ctx, { paymentMethodId, name: null });
  return { carrier, queue, created };
}

describe("offline provider: Stripe's test PaymentMethods", () => {
  it("pm_card_visa activates the carrier plan at once, for a month, and queues the confirmation e-mail", async () => {
    const { carrier, queue, created } = await subscribedCarrier();
    expect(created, JSON.stringify(created)).toMatchObject({
      clientSecret: null,
      status: "active",
      paymentStatus: "succeeded",
      error: null,
      message:
        "Your monthly subscription has been activated successfully. A confirmation email has been sent to your registered email address.",
    });
    expect(created.subscriptionId).toMatch(/^sub_offline_/);

    const user = await readUser(carrier.id);
    expect(user).toMatchObject({
      subscriptionStatus: "active",
      hasPaidSubscription: true,
      stripeSubscriptionId: created.subscriptionId,
    });
    expect(user.subscriptionPeriodEnd?.toISOString()).toBe("2026-02-28T10:00:00.000Z");
    const rows = await subscriptionRows(carrier.id);
    expect(rows, JSON.stringify(rows)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "offline", plan: "carrier", priceCents: 2900, status: "active" });

    expect(queue.sent, JSON.stringify(queue.sent)).toHaveLength(1);
    expect(queue.sent[0]).toMatchObject({
      kind: "mail",
      to: carrier.email,
      subject: "Subscription Activated",
      dedupeKey: `subscription-activated:${created.subscriptionId}`,
    });
    expect(queue.sent[0]?.text).toContain("Your monthly subscription has been activated successfully.");
    expect(queue.sent[0]?.text).toContain("Carrier Plan, $29.00 per month");
  });

  it("pm_card_chargeDeclined answers 'Your card was declined.' and grants nothing", async () => {
    const carrier = await billingUser("carrier");
    const queue = recordingQueue();
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id, queue });
    const error = await failure(createSubscription(ctx, { paymentMethodId: "pm_card_chargeDeclined", name: null }));
    expect(error, JSON.stringify(error)).toMatchObject({
      code: "PAYMENT_DECLINED",
      message: "Your card was declined.",
      details: { reason: "payment_declined", status: "incomplete" },
    });
    expect(await readUser(carrier.id)).toMatchObject({ subscriptionStatus: "incomplete", hasPaidSubscription: false });
    expect((await resolveAccess(ctx)).allowed).toBe(false);
    expect(queue.sent).toHaveLength(0);
  });

  it("pm_card_authenticationRequired leaves the subscription incomplete with a client secret to authenticate", async () => {
    const carrier = await billingUser("carrier");
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id });
    const created = await createSubscription(ctx, { paymentMethodId: "pm_card_authenticationRequired", name: null });
    expect(created, JSON.stringify(created)).toMatchObject({
      status: "incomplete",
      paymentStatus: "requires_action",
      message: "Additional authentication is required to complete your payment.",
    });
    expect(created.clientSecret).toMatch(/^pi_offline_[0-9a-f]+_secret_[0-9a-f]+$/);
    expect((await resolveAccess(ctx)).allowed).toBe(false);
  });

  it("a retry with a good card pays the same open subscription instead of opening another", async () => {
    const carrier = await billingUser("carrier");
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id });
    await failure(createSubscription(ctx, { paymentMethodId: "pm_card_chargeDeclined", name: null }));
    const retried = await createSubscription(ctx, { paymentMethodId: "pm_card_visa", name: null });
    expect(retried.status).toBe("active");
    const rows = await subscriptionRows(carrier.id);
    expect(
      rows.map((row) => row.status),
      JSON.stringify(rows),
    ).toEqual(["active"]);
  });

  it("refuses a PaymentMethod id that Stripe test mode does not know", async () => {
    const carrier = await billingUser("carrier");
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id });
    const error = await failure(createSubscription(ctx, { paymentMethodId: "pm_card_made_up", name: null }));
    expect(error).toMatchObject({ code: "VALIDATION_FAILED", message: "No such PaymentMethod: 'pm_card_made_up'" });
  });

  it("maps the portal's test card numbers to the same PaymentMethods", () => {
    expect(testPaymentMethodForCard("4242 4242 4242 4242")).toBe("pm_card_visa");
    expect(testPaymentMethodForCard("4000-0000-0000-0002")).toBe("pm_card_chargeDeclined");
    expect(testPaymentMethodForCard("4000002500003155")).toBe("pm_card_authenticationRequired");
    expect(testPaymentMethodForCard("1234567812345678")).toBeNull();
  });
});

describe("offline provider: the plan follows the user's type", () => {
  it("charges a broker the Broker Plan and a carrier the Carrier Plan, whatever the page asked", async () => {
    const broker = await billingUser("broker");
    const carrier = await billingUser("carrier");
    const brokerIntent = await createPaymentIntent(paymentsTestContext({ now: START, actorUserId: broker.id }));
    const carrierIntent = await createPaymentIntent(paymentsTestContext({ now: START, actorUserId: carrier.id }));
    expect(brokerIntent, JSON.stringify(brokerIntent)).toMatchObject({
      amount: 1999,
      currency: "usd",
      planName: "Broker Plan",
    });
    expect(carrierIntent, JSON.stringify(carrierIntent)).toMatchObject({ amount: 2900, planName: "Carrier Plan" });
    expect(carrierIntent.amount).not.toBe(2999);
  });

  it("gives a reloaded checkout the same open payment", async () => {
    const carrier = await billingUser("carrier");
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id });
    const first = await createPaymentIntent(ctx);
    const second = await createPaymentIntent(paymentsTestContext({ now: at(60_000), actorUserId: carrier.id }));
    expect(second.subscriptionId).toBe(first.subscriptionId);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(await subscriptionRows(carrier.id)).toHaveLength(1);
  });

  it("refuses to charge a subscriber twice, an admin, or a broker under free access", async () => {
    const { carrier } = await subscribedCarrier();
    const admin = await billingUser("admin");
    const broker = await billingUser("broker");
    const subscriber = await failure(createPaymentIntent(paymentsTestContext({ now: START, actorUserId: carrier.id })));
    expect(subscriber).toMatchObject({
      code: "CONFLICT",
      message: "Subscription Active: your subscription is already active.",
    });
    const asAdmin = await failure(
      createSubscription(paymentsTestContext({ now: START, actorUserId: admin.id }), {
        paymentMethodId: "pm_card_visa",
        name: null,
      }),
    );
    expect(asAdmin).toMatchObject({ code: "CONFLICT" });
    const freeBroker = await failure(
      createPaymentIntent(paymentsTestContext({ now: START, actorUserId: broker.id, brokerAccess: "free" })),
    );
    expect(freeBroker).toMatchObject({
      code: "CONFLICT",
      message: "Welcome to the platform! Brokers get free access to all features.",
    });
    expect(await subscriptionRows(admin.id)).toHaveLength(0);
  });
});

describe("offline provider: the client cannot activate itself", () => {
  it("update-subscription-status on an unpaid subscription reports the provider's status and grants nothing", async () => {
    const carrier = await billingUser("carrier");
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id });
    const intent = await createPaymentIntent(ctx);
    const answer = await confirmSubscription(ctx, { subscriptionId: intent.subscriptionId });
    expect(answer, JSON.stringify(answer)).toEqual({
      success: false,
      status: "incomplete",
      message: "The payment provider has not confirmed a payment for this subscription.",
    });
    expect(await readUser(carrier.id)).toMatchObject({ subscriptionStatus: "incomplete", hasPaidSubscription: false });
  });

  it("another user's subscription id is unknown to the caller", async () => {
    const { created } = await subscribedCarrier();
    const intruder = await billingUser("carrier");
    const ctx = paymentsTestContext({ now: START, actorUserId: intruder.id });
    const error = await failure(confirmSubscription(ctx, { subscriptionId: created.subscriptionId }));
    expect(error).toMatchObject({ code: "NOT_FOUND" });
    const payment = await failure(
      verifyPayment(ctx, { paymentIntentId: created.subscriptionId.replace("sub_", "pi_") }),
    );
    expect(payment).toMatchObject({
      code: "NOT_FOUND",
      message: "Payment verification failed. No payment information found.",
    });
    expect(await readUser(intruder.id)).toMatchObject({ subscriptionStatus: "inactive" });
  });

  it("verify-payment reports a paid subscription's payment as succeeded", async () => {
    const { carrier, created } = await subscribedCarrier();
    const ctx = paymentsTestContext({ now: START, actorUserId: carrier.id });
    const verified = await verifyPayment(ctx, { paymentIntentId: created.subscriptionId.replace("sub_", "pi_") });
    expect(verified).toEqual({ status: "succeeded", message: "Payment successful", subscriptionStatus: "active" });
  });
});

describe("offline provider: periods on the clock", () => {
  it("renews at the period end, one paid month at a time, without a second activation e-mail", async () => {
    const { carrier, queue } = await subscribedCarrier();
    // Two and a half months later, read lazily: two renewals (Feb 28 → Mar 28 → Apr 28).
    const later = paymentsTestContext({ now: new Date("2026-04-15T00:00:00Z"), actorUserId: carrier.id, queue });
    const status = await getSubscriptionStatus(later);
    expect(status, JSON.stringify(status)).toMatchObject({
      active: true,
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: "2026-04-28T10:00:00.000Z",
      daysRemaining: 14,
    });
    const renewals = await db.query.paymentEvents.findMany({
      where: (events, { like }) => like(events.id, "evt_offline_sub_offline_%_renewed_%"),
    });
    expect(renewals.filter((event) => event.type === "invoice.paid")).toHaveLength(2);
    expect(queue.sent, "renewals are not activations").toHaveLength(1);
  });

  it("cancel at period end keeps access until the period end, then lapses", async () => {
    const { carrier } = await subscribedCarrier();
    const ctx = paymentsTestContext({ now: at(DAY), actorUserId: carrier.id });
    const canceled = await cancelSubscription(ctx);
    expect(canceled, JSON.stringify(canceled)).toMatchObject({
      active: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2026-02-28T10:00:00.000Z",
    });
    const again = await cancelSubscription(ctx);
    expect(again.cancelAtPeriodEnd, "cancelling twice changes nothing").toBe(true);

    const justBefore = paymentsTestContext({ now: new Date("2026-02-28T09:59:59Z"), actorUserId: carrier.id });
    expect((await resolveAccess(justBefore)).allowed).toBe(true);
    const after = paymentsTestContext({ now: new Date("2026-02-28T10:00:00Z"), actorUserId: carrier.id });
    expect(await resolveAccess(after)).toMatchObject({ allowed: false, reason: "subscription_required" });
    expect(await readUser(carrier.id)).toMatchObject({ subscriptionStatus: "canceled", hasPaidSubscription: false });
    const view = await getSubscriptionStatus(after);
    expect(view).toMatchObject({ active: false, status: "canceled", daysRemaining: null });
  });

  it("nothing to cancel without an active subscription", async () => {
    const carrier = await billingUser("carrier");
    const error = await failure(cancelSubscription(paymentsTestContext({ now: START, actorUserId: carrier.id })));
    expect(error).toMatchObject({ code: "CONFLICT", message: "There is no active subscription to cancel." });
  });

  it("an unpaid first invoice expires after 23 hours, like Stripe's", async () => {
    const carrier = await billingUser("carrier");
    await createPaymentIntent(paymentsTestContext({ now: START, actorUserId: carrier.id }));
    const later = paymentsTestContext({ now: at(23 * 3600 * 1000), actorUserId: carrier.id });
    const view = await getSubscriptionStatus(later);
    expect(view.status).toBe("incomplete_expired");
  });

  it("the cron function advances users who never come back, and running it twice changes nothing more", async () => {
    const { carrier } = await subscribedCarrier();
    const cron = paymentsTestContext({ now: new Date("2026-03-01T00:00:00Z") });
    const first = await advanceOfflineSubscriptions(cron, { limit: 1000 });
    expect(first.advanced).toBeGreaterThanOrEqual(1);
    const user = await readUser(carrier.id);
    expect(user.subscriptionPeriodEnd?.toISOString()).toBe("2026-03-28T10:00:00.000Z");
    const before = await db.query.paymentEvents.findMany();
    await advanceOfflineSubscriptions(cron, { limit: 1000 });
    expect((await db.query.paymentEvents.findMany()).length).toBe(before.length);
  });

  it("addMonth clamps to the end of a shorter month", () => {
    expect(addMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonth(new Date("2028-01-31T00:00:00Z")).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addMonth(new Date("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});

describe("applySubscriptionEvent", () => {
  it("applies an event once: a replay changes nothing and writes no second audit row", async () => {
    const { carrier, created } = await subscribedCarrier();
    const ctx = paymentsTestContext({ now: at(DAY), actorUserId: null });
    const event = {
      id: `evt_offline_replay_${created.subscriptionId}`,
      provider: "offline" as const,
      type: "customer.subscription.updated",
      occurredAt: at(DAY),
      subscription: {
        provider: "offline" as const,
        providerSubscriptionId: created.subscriptionId,
        providerCustomerId: `cus_offline_${carrier.id}`,
        status: "past_due" as const,
        currentPeriodEnd: new Date("2026-02-28T10:00:00.000Z"),
        cancelAtPeriodEnd: false,
        plan: "carrier" as const,
        priceCents: 2900,
        userId: carrier.id,
      },
      payload: { test: true },
    };
    expect(await applySubscriptionEvent(ctx, { event })).toMatchObject({ outcome: "applied" });
    const audits = await db.query.auditLog.findMany({ where: (log, { eq }) => eq(log.entityType, "subscription") });
    // The replay carries a different state: were it applied, the user would be active again.
    const replay = { ...event, subscription: { ...event.subscription, status: "active" as const } };
    expect(await applySubscriptionEvent(ctx, { event: replay })).toMatchObject({ outcome: "duplicate" });
    expect(await readUser(carrier.id)).toMatchObject({ subscriptionStatus: "past_due", hasPaidSubscription: false });
    const after = await db.query.auditLog.findMany({ where: (log, { eq }) => eq(log.entityType, "subscription") });
    expect(after.length).toBe(audits.length);
    const stored = await db.query.paymentEvents.findFirst({ where: (events, { eq }) => eq(events.id, event.id) });
    expect(stored).toMatchObject({
      provider: "offline",
      type: "customer.subscription.updated",
      payload: { test: true },
    });
  });

  it("does not move a subscriber onto a stale attempt that grants nothing", async () => {
    const { carrier, created } = await subscribedCarrier();
    const ctx = paymentsTestContext({ now: at(DAY) });
    const outcome = await applySubscriptionEvent(ctx, {
      event: {
        id: `evt_offline_stale_${carrier.id}`,
        provider: "offline",
        type: "customer.subscription.updated",
        occurredAt: at(DAY),
        subscription: {
          provider: "offline",
          providerSubscriptionId: "sub_offline_abandoned",
          providerCustomerId: `cus_offline_${carrier.id}`,
          status: "incomplete_expired",
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          plan: "carrier",
          priceCents: 2900,
          userId: carrier.id,
        },
        payload: null,
      },
    });
    expect(outcome.outcome).toBe("applied");
    expect(await readUser(carrier.id)).toMatchObject({
      subscriptionStatus: "active",
      stripeSubscriptionId: created.subscriptionId,
    });
  });
});
