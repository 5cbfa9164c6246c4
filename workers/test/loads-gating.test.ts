import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { type CallResponse, call } from "./support/call";
import type { TestUser } from "./support/loads";

/** The carrier features of loads, rates and places, each as the portal calls it. */
const CARRIER_ROUTES: { name: string; ask: (as?: TestUser) => Promise<CallResponse> }[] = [
  { name: "create a load", ask: (as) => call("createLoad", { body: {}, as }) },
  { name: "my loads", ask: (as) => call("listMyLoads", { as }) },
  { name: "delete a load", ask: (as) => call("deleteLoad", { params: { id: crypto.randomUUID() }, as }) },
  { name: "search loads", ask: (as) => call("searchLoads", { body: {}, as }) },
  { name: "list rates", ask: (as) => call("listRates", { as }) },
  { name: "post a rate", ask: (as) => call("createRate", { body: {}, as }) },
  { name: "autocomplete places", ask: (as) => call("autocompletePlaces", { query: { q: "dallas" }, as }) },
];

async function withoutSubscription(user: TestUser): Promise<TestUser> {
  await env.DB.prepare("UPDATE users SET subscription_status = 'inactive', has_paid_subscription = 0 WHERE id = ?")
    .bind(user.id)
    .run();
  return user;
}

describe("loads, rates and places need an active subscription", () => {
  for (const route of CARRIER_ROUTES) {
    it(`${route.name}: 402 for an unsubscribed carrier, before the body is read`, async () => {
      const carrier = await withoutSubscription(await signedInUser("carrier"));
      const response = await route.ask(carrier);
      const body = response.text;
      expect(response.status, body).toBe(402);
      expect(JSON.parse(body)).toMatchObject({
        code: "SUBSCRIPTION_REQUIRED",
        message: "Subscription Required: A subscription is required to access the platform.",
      });
    });

    it(`${route.name}: 401 when signed out`, async () => {
      const response = await route.ask();
      expect(response.status, response.text).toBe(401);
    });
  }

  it("an admin without a subscription is let through", async () => {
    const admin = await withoutSubscription(await signedInUser("admin"));
    const response = await call("listMyLoads", { as: admin });
    expect(response.status, response.text).toBe(200);
  });

  it("a broker without a Broker Plan cannot see its matched loads under BROKER_ACCESS=paid", async () => {
    const broker = await withoutSubscription(await signedInUser("broker"));
    const response = await call("listBrokerageLoads", { as: broker });
    expect(response.status, response.text).toBe(402);
  });
});
