import { FREE_PORTAL, type FreeBrokerServers, startFreeBrokerServers } from "./support/free-broker-servers";
import { subscriptionCheck, toast } from "./support/payments";
import { allowLong, expect, test } from "./support/test";

/**
 * The second reading of docs/product.md#accounts-product-scope: with BROKER_ACCESS=free brokers skip the subscription checks
 * and are welcomed with 'Brokers get free access'. The setting belongs to the API worker, so these
 * tests run against an API started with it (and a portal in front of it), beside the default pair.
 */
const WELCOME = "Welcome to the platform! Brokers get free access to all features.";

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ baseURL: FREE_PORTAL });

let servers: FreeBrokerServers | null = null;
test.beforeAll(async () => {
  allowLong(240_000); // a fresh seeded database and two servers
  servers = await startFreeBrokerServers();
});
test.afterAll(() => servers?.stop());

test("a broker without a subscription uses the dashboard for free and is welcomed on the payment screen", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const broker = await newUser(request, { type: "broker", label: "free" });
  await asRole(context, broker);
  expect(await subscriptionCheck(context)).toMatchObject({ hasSubscription: true, subscriptionStatus: "inactive" });

  await page.goto("/broker-dashboard");
  await expect(page).toHaveURL(/\/broker-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Broker Dashboard" })).toBeVisible();

  // Nothing to pay: the payment screen says so and moves on 1.5 s after it hydrates. The screen is
  // the server's HTML, looked for as the page arrives; the toast stays on through the move.
  await page.goto("/subscription", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "Free Access for Brokers" })).toBeVisible();
  await expect(toast(page, WELCOME)).toBeVisible();
  await expect(page).toHaveURL(/\/broker-dashboard$/);

  // Still a broker: the shell keeps brokers to their dashboard.
  await page.goto("/shipments");
  await expect(page).toHaveURL(/\/broker-dashboard$/);
  await page.goto("/auth-check");
  await expect(page).toHaveURL(/\/broker-dashboard$/);

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Subscription Management" });
  await expect(card.getByText(WELCOME)).toBeVisible();
  await expect(card.getByRole("link", { name: "Subscribe Now" })).toHaveCount(0);
});

test("carriers still need a subscription under free broker access", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "free-setting" });
  await asRole(context, carrier);
  await page.goto("/");
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toast(page, "Subscription Required")).toContainText(
    "A subscription is required to access the platform.",
  );
  await expect(page.getByRole("form", { name: "Carrier Plan - $29.00/month" })).toBeVisible();
});
