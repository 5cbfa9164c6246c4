import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { api, type TestUser } from "./support/loads";

/** The carrier features of loads, rates and places, each as the portal calls it. */
const CARRIER_ROUTES: { name: string; path: string; method?: string; body?: unknown }[] = [
  { name: "create a load", path: "/api/loads", method: "POST", body: {} },
  { name: "my loads", path: "/api/loads/my-loads" },
  { name: "delete a load", path: `/api/loads/${crypto.randomUUID()}`, method: "DELETE" },
  { name: "search loads", path: "/api/loads/search", method: "POST", body: {} },
  { name: "list rates", path: "/api/rates" },
  { name: "post a rate", path: "/api/rates", method: "POST", body: {} },
  { name: "autocomplete places", path: "/api/places?q=dallas" },
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
      const response = await api(route.path, { method: route.method, body: route.body, user: carrier });
      const body = await response.text();
      expect(response.status, body).toBe(402);
      expect(JSON.parse(body)).toMatchObject({
        code: "SUBSCRIPTION_REQUIRED",
        message: "Subscription Required: A subscription is required to access the platform.",
      });
    });

    it(`${route.name}: 401 when signed out`, async () => {
      const response = await api(route.path, { method: route.method, body: route.body });
      expect(response.status, await response.text()).toBe(401);
    });
  }

  it("an admin without a subscription is let through", async () => {
    const admin = await withoutSubscription(await signedInUser("admin"));
    const response = await api("/api/loads/my-loads", { user: admin });
    expect(response.status, await response.text()).toBe(200);
  });

  it("a broker without a Broker Plan cannot see its matched loads under BROKER_ACCESS=paid", async () => {
    const broker = await withoutSubscription(await signedInUser("broker"));
    const response = await api("/api/loads/broker-loads", { user: broker });
    expect(response.status, await response.text()).toBe(402);
  });
});
