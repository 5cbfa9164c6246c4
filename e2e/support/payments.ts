import { type BrowserContext, expect, type Page } from "@playwright/test";

/** Stripe's test cards, as the offline card form accepts them. */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authentication: "4000 0025 0000 3155",
} as const;

/** The subscription check as the API answers the browser's session. */
export async function subscriptionCheck(
  context: BrowserContext,
): Promise<{ hasSubscription: boolean; subscriptionStatus: string }> {
  const response = await context.request.get("/api/subscription-check");
  expect(response.status(), `GET /api/subscription-check: ${await response.text()}`).toBe(200);
  return response.json();
}

/**
 * Subscribes the signed-in user with a test PaymentMethod through the API, as the payment form
 * would (the Origin header is what a browser sends with it; the API refuses a cookie without it).
 */
export async function subscribeThroughApi(context: BrowserContext, baseURL: string, paymentMethodId = "pm_card_visa") {
  const response = await context.request.post("/api/payment-api/create-subscription", {
    data: { paymentMethodId },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), `POST /api/payment-api/create-subscription: ${await response.text()}`).toBe(200);
}

/** Types a card into the offline card form. */
export async function fillCard(page: Page, number: string, { expiry = "12 / 34", cvc = "123" } = {}) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration date").fill(expiry);
  await page.getByLabel("CVC").fill(cvc);
}

/** A toast in the notifications region, by its title. */
export const toast = (page: Page, title: string) =>
  page.getByRole("region", { name: "Notifications" }).getByRole("listitem").filter({ hasText: title });
