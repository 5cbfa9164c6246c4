// One live subscription per user: parallel subscribe calls (a double click, a retried request) open
// one subscription, charge once, and all answer it; the provider receives one idempotency key.
import { describe, expect, it } from "vitest";
import { applySubscriptionEvents } from "../src/services/payments/apply-event";
import { createSubscription } from "../src/services/payments/create-subscription";
import { OfflinePaymentProvider } from "../src/services/payments/offline/provider";
import { billingUser } from "./support/accounts";
import { call } from "./support/call";
import {
  bodyOf,
  db,
  paymentsApp,
  paymentsTestContext,
  readUser,
  sessionCookie,
  subscriptionRows,
} from "./support/payments";
import { createStripeFake } from "./support/stripe-fake";

const PARALLEL = 5;

describe("no double charges", () => {
  it("five parallel create-subscription calls open one subscription, answered to all five; cancel then ends it", async () => {
    const user = await billingUser("carrier");
    const cookie = await sessionCookie(user.id);
    const app = paymentsApp();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call("createSubscription", { body: { paymentMethodId: "pm_card_visa" }, headers: { cookie }, as: app }).then(
          (response) => bodyOf<{ subscriptionId: string; status: string }>(response),
        ),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const ids = new Set(answers.map((answer) => answer.body.subscriptionId));
    expect(ids.size, JSON.stringify(answers.map((answer) => answer.text))).toBe(1);

    const rows = await subscriptionRows(user.id);
    expect(rows.map((row) => row.status)).toEqual(["active"]);
    const paid = await db.query.paymentEvents.findMany({
      where: (events, { and, eq, like }) => and(eq(events.type, "invoice.paid"), like(events.payload, `%${user.id}%`)),
    });
    expect(paid, "one invoice paid, one charge").toHaveLength(1);

    const canceled = await bodyOf(
      await call("cancelSubscription", { raw: { text: "{}", type: "application/json" }, headers: { cookie }, as: app }),
    );
    expect(canceled.status, canceled.text).toBe(200);
    expect((await subscriptionRows(user.id)).every((row) => row.cancelAtPeriodEnd)).toBe(true);
  });

  it("the offline provider answers a repeated idempotency key with the subscription it opened first", async () => {
    const user = await billingUser("carrier");
    const provider = new OfflinePaymentProvider(db);
    const input = {
      idempotencyKey: `key-${user.id}`,
      customerId: `cus_offline_${user.id}`,
      userId: user.id,
      plan: "carrier" as const,
      priceCents: 2900,
      paymentMethodId: "pm_card_visa",
      now: new Date(),
    };
    const first = await provider.createSubscription(input);
    const ctx = paymentsTestContext({ now: input.now, actorUserId: user.id });
    await applySubscriptionEvents(ctx, first.events);
    const again = await provider.createSubscription(input);
    expect(again.subscription.providerSubscriptionId).toBe(first.subscription.providerSubscriptionId);
    expect(again.subscription.status).toBe("active");
    expect(await subscriptionRows(user.id)).toHaveLength(1);
  });

  it("on Stripe, parallel calls make one subscriptions.create, carrying an idempotency key", async () => {
    const user = await billingUser("carrier");
    const fake = createStripeFake();
    const context = () =>
      paymentsTestContext({
        now: new Date(),
        actorUserId: user.id,
        stripeFetch: fake.fetch,
      });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        createSubscription(context(), { paymentMethodId: "pm_card_visa", name: null }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.subscriptionId)).size).toBe(1);
    const creates = fake.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/subscriptions",
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]?.idempotencyKey).toMatch(new RegExp(`^subscription-${user.id}-`));
    expect(fake.subscriptions.size).toBe(1);
    expect((await readUser(user.id)).stripeSubscriptionId).toBe(answers[0]?.subscriptionId);
  });
});
