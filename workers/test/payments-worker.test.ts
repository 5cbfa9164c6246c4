import { describe, expect, it } from "vitest";
import { billingUser } from "./support/accounts";
import { call } from "./support/call";
import { bodyOf, db, readUser, sessionCookie } from "./support/payments";

describe("payments through the worker", () => {
  it("lists every payment operation in the OpenAPI document", async () => {
    const document = (await call({ method: "GET", path: "/api/openapi.json" })).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/payment-api/create-subscription",
        "/api/payment-api/create-payment-intent",
        "/api/payment-api/update-subscription-status",
        "/api/payment-api/verify-payment",
        "/api/payment/subscription-status",
        "/api/payment/cancel-subscription",
        "/api/subscription-check",
        "/api/payment/webhook",
      ]),
    );
  });

  it("subscribes a carrier with pm_card_visa and delivers the confirmation e-mail through the queue", async () => {
    const user = await billingUser("carrier");
    const cookie = await sessionCookie(user.id);
    const response = await bodyOf(
      await call("createSubscription", {
        body: {
          paymentMethodId: "pm_card_visa",
          userId: "someone-else",
          email: "x@example.com",
          name: "n",
        },
        headers: { cookie, origin: "http://api.test", "content-type": "application/json" },
        acrossWorkerd: true,
      }),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: "active" });
    expect(await readUser(user.id)).toMatchObject({ subscriptionStatus: "active", hasPaidSubscription: true });

    await expect
      .poll(async () => db.query.mailOutbox.findMany({ where: (mail, { eq }) => eq(mail.to, user.email) }), {
        timeout: 5000,
      })
      .toEqual([
        expect.objectContaining({
          subject: "Subscription Activated",
          template: "subscription-activated",
          text: expect.stringContaining("Your monthly subscription has been activated successfully."),
        }),
      ]);

    const check = await bodyOf(await call("checkSubscription", { headers: { cookie } }));
    expect(check.body, check.text).toMatchObject({
      authenticated: true,
      hasSubscription: true,
      subscriptionStatus: "active",
    });
  });

  it("answers the subscription check signed out with 200", async () => {
    const check = await bodyOf(await call("checkSubscription", { query: { t: "1" } }));
    expect(check.status, check.text).toBe(200);
    expect(check.body).toMatchObject({ authenticated: false, hasSubscription: false });
  });
});
