import { fillCard, subscribeThroughApi, subscriptionCheck, TEST_CARDS, toast } from "./support/payments";
import { addStaleSessionCookie } from "./support/session";
import { expect, type Page, test } from "./support/test";

// Journeys through the real API with the offline payment provider (no Stripe keys), which behaves
// like Stripe test mode. The e2e API runs with the default BROKER_ACCESS=paid; the free reading
// is covered by payments-broker-free.spec.ts and the unit tests of the shell gate.
test.describe.configure({ timeout: 90_000 });

const ACTIVATED =
  "Your monthly subscription has been activated successfully. A confirmation email has been sent to your registered email address.";

const subscribeButton = (page: Page) => page.getByRole("button", { name: "Subscribe Now" });

/** The payment form, once the page runs (the button is disabled until it has hydrated). */
async function paymentForm(page: Page, title: string) {
  const form = page.getByRole("form", { name: title });
  await expect(form).toBeVisible();
  await expect(subscribeButton(page)).toBeEnabled();
  return form;
}

test("a new carrier pays with 4242… and reaches home with access", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "pays" });
  await asRole(context, carrier);

  // The shell sends a carrier without a subscription to /subscription, with docs/product.md's toast.
  await page.goto("/shipments");
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toast(page, "Subscription Required")).toContainText(
    "A subscription is required to access the platform.",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Subscription" })).toBeVisible();

  const form = await paymentForm(page, "Carrier Plan - $29.00/month");
  await expect(form.getByRole("note")).toContainText("$29.00 per month");
  await fillCard(page, TEST_CARDS.succeeds);
  await expect(form.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");

  // The postal code is required, keeps letters, digits, spaces and hyphens, and stops at 10.
  await subscribeButton(page).click();
  await expect(form.getByText("Please enter your postal code")).toBeVisible();
  const postalCode = form.getByLabel("Postal Code");
  await expect(postalCode).toBeFocused();
  await postalCode.pressSequentially("43215-12#34!5");
  await expect(postalCode).toHaveValue("43215-1234");
  await expect(form.getByText("Please enter your postal code")).toBeHidden();

  await subscribeButton(page).click();
  await expect(toast(page, "Subscription Activated")).toContainText(ACTIVATED);
  await expect(page).toHaveURL(/\/payment-success\?subscription_id=sub_offline_\w+$/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");

  // Home after 2 s, now with access: the feature screens no longer redirect.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Your True Rate" })).toBeVisible();
  await page.goto("/shipments");
  await expect(page).toHaveURL(/\/shipments$/);
  expect(await subscriptionCheck(context)).toMatchObject({ hasSubscription: true, subscriptionStatus: "active" });
});

test("a declined card shows 'Payment Failed' and leaves the carrier without access", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "declined" });
  await asRole(context, carrier);
  await page.goto("/subscription");
  const form = await paymentForm(page, "Carrier Plan - $29.00/month");
  await fillCard(page, TEST_CARDS.declined);
  await form.getByLabel("Postal Code").fill("43215");
  await subscribeButton(page).click();

  await expect(toast(page, "Payment Failed")).toContainText("Your card was declined.");
  await expect(form.getByRole("alert")).toHaveText("Your card was declined.");
  await expect(subscribeButton(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/subscription$/);

  expect(await subscriptionCheck(context)).toMatchObject({ hasSubscription: false });
  await page.goto("/");
  await expect(page).toHaveURL(/\/subscription$/);
});

test("the card form checks the card before anything is sent, and asks for authentication when the bank does", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "card-checks" });
  await asRole(context, carrier);
  await page.goto("/subscription");
  const form = await paymentForm(page, "Carrier Plan - $29.00/month");
  await form.getByLabel("Postal Code").fill("43215");

  await fillCard(page, "4242 4242 4242 4241");
  await subscribeButton(page).click();
  await expect(toast(page, "Payment Failed")).toContainText("Your card number is invalid.");
  await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");

  await fillCard(page, TEST_CARDS.authentication);
  await subscribeButton(page).click();
  await expect(toast(page, "Authentication Required")).toContainText("Additional authentication is required");
  await expect(page).toHaveURL(/\/subscription$/);
  expect(await subscriptionCheck(context)).toMatchObject({ hasSubscription: false });
});

test("cancelling the payment form returns to 'Subscription Required' and says payment is required", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "cancels-form" });
  await asRole(context, carrier);
  await page.goto("/subscription");
  await paymentForm(page, "Carrier Plan - $29.00/month");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await expect(toast(page, "Payment Required")).toContainText(
    "You must complete the payment process to access the platform.",
  );
  const intro = page.getByRole("region", { name: "Subscription Required" });
  await expect(intro.getByRole("heading", { name: "Subscription Required" })).toBeFocused();
  await expect(intro).toContainText("$19.99");
  await expect(intro.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  await intro.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Carrier Plan - $29.00/month" })).toBeFocused();
});

test("a subscriber cancels at period end and sees the end date instead of the button", async ({
  page,
  context,
  request,
  baseURL,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "cancels" });
  await asRole(context, carrier);
  await subscribeThroughApi(context, baseURL ?? "");

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Subscription Management" });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d+ days? remaining$/)).toBeVisible();
  const status = await (await context.request.get("/api/payment/subscription-status")).json();
  // The date as the browser writes it, in the browser's own time zone.
  const endDate = await page.evaluate(
    (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(iso)),
    status.currentPeriodEnd,
  );
  await expect(card.getByText(endDate)).toBeVisible();

  // Cancelling asks first; keeping the subscription changes nothing.
  await card.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
  await expect(dialog).toContainText(`until ${endDate}`);
  await dialog.getByRole("button", { name: "Keep Subscription" }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: "Cancel Subscription" }).click();
  await dialog.getByRole("button", { name: "Yes, Cancel Subscription" }).click();

  const note = `Your subscription has been cancelled and will remain active until ${endDate}.`;
  await expect(card.getByText(note)).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Subscription Management" }).getByText(note)).toBeVisible();

  // Access lasts until the period end.
  await page.goto("/shipments");
  await expect(page).toHaveURL(/\/shipments$/);
});

test("checkout: a new carrier pays the plan price with Pay Now; a declined card shows 'Payment Error'", async ({
  page,
  context,
  request,
  asRole,
  newUser,
}) => {
  const carrier = await newUser(request, { type: "carrier", label: "checkout" });
  await asRole(context, carrier);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Payment" })).toBeVisible();
  const form = page.getByRole("form", { name: "Carrier Plan: $29.00 per month" });

  await fillCard(page, TEST_CARDS.declined);
  await form.getByRole("button", { name: "Pay Now" }).click();
  const error = page.getByRole("alert").filter({ hasText: "Payment Error" });
  await expect(error).toContainText("Your card was declined.");

  // 'Try Again' reloads the page, which reopens the same payment.
  await error.getByRole("button", { name: "Try Again" }).click();
  await expect(form).toBeVisible();
  await fillCard(page, TEST_CARDS.succeeds);
  await form.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*payment_intent=pi_offline_\w+/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await subscriptionCheck(context)).toMatchObject({ hasSubscription: true });

  // A subscriber has nothing to pay: the guard sends them home.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
});

test("the payment result says when nothing was paid, with a way back to checkout", async ({
  page,
  context,
  asRole,
}) => {
  await asRole(context, "carrier");
  await page.goto("/payment-success?subscription_id=sub_offline_unknown");
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText("No subscription found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/checkout");
  await page.goto("/payment-success");
  await expect(page.getByText("Payment verification failed. No payment information found.")).toBeVisible();
});

test.describe("brokers under BROKER_ACCESS=paid", () => {
  test("a broker without a subscription is sent to /subscription and pays the Broker Plan price", async ({
    page,
    context,
    request,
    asRole,
    newUser,
  }) => {
    const broker = await newUser(request, { type: "broker", label: "pays" });
    await asRole(context, broker);
    await page.goto("/broker-dashboard");
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(toast(page, "Subscription Required")).toContainText(
      "Please complete your broker subscription payment to access the dashboard.",
    );

    const form = await paymentForm(page, "Broker Plan - $19.99/month");
    await fillCard(page, TEST_CARDS.succeeds);
    await form.getByLabel("Postal Code").fill("60606");
    await subscribeButton(page).click();
    await expect(toast(page, "Subscription Activated")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

    // Home is the broker's dashboard.
    await expect(page).toHaveURL(/\/broker-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Broker Dashboard" })).toBeVisible();
  });

  test("a subscribed broker is kept to the broker dashboard", async ({ page, context, asRole }) => {
    await asRole(context, "broker");
    await page.goto("/shipments");
    await expect(page).toHaveURL(/\/broker-dashboard$/);
    // The screen leaves 1.5 s after it hydrates: looked for as the page arrives.
    await page.goto("/subscription", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { name: "Subscription Active" })).toBeVisible();
    await expect(page).toHaveURL(/\/broker-dashboard$/);
  });
});

test.describe("subscription pages", () => {
  test("the offer page leads to checkout and back to login", async ({ page }) => {
    await page.goto("/subscription-info");
    await expect(page.getByRole("link", { name: "Subscribe Now - $29/month" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "support@truerate.app" })).toBeVisible();
  });

  test("checkout sends a visitor to sign in", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout$/);
  });

  test("the guard shows 'Authentication Error' after three failed checks, and Retry asks again", async ({ page }) => {
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/subscription-check?**", async (route) => {
      calls += 1;
      if (calls <= 3) return route.fulfill({ status: 503, json: { message: "Service unavailable" } });
      await held; // the Retry: held until 'Retrying...' has been seen
      return route.continue();
    });
    await page.goto("/checkout");
    const error = page.getByRole("alert").filter({ hasText: "Authentication Error" });
    await expect(error).toContainText("Failed to check subscription status: 503");
    expect(calls).toBe(3);

    await error.getByRole("button", { name: "Retry" }).click();
    await expect(error.getByRole("button", { name: "Retrying..." })).toBeDisabled();
    release();
    // The API answers: nobody is signed in, so on to the sign-in screen.
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout$/);
  });

  test("checkout with a session the API no longer accepts says so on the way to sign in", async ({
    page,
    context,
    baseURL,
  }) => {
    await addStaleSessionCookie(context, baseURL);
    await page.goto("/checkout");
    await expect(page.getByText("Session expired. Redirecting to login...")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?session_expired=true&redirectTo=%2Fcheckout$/);
  });

  test("a visitor on /subscription sees what it costs and signs in to pay", async ({ page }) => {
    await page.goto("/subscription");
    const intro = page.getByRole("region", { name: "Subscription Required" });
    await expect(intro).toContainText("$29.00 per month");
    await intro.getByRole("link", { name: "Continue to Payment" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsubscription$/);
  });

  test("the subscription check page sends subscribers home and others to the offer", async ({
    page,
    context,
    request,
    asRole,
    newUser,
  }) => {
    await page.goto("/auth-check");
    await expect(page).toHaveURL(/\/subscription-info$/);

    const carrier = await newUser(request, { type: "carrier", label: "auth-check" });
    await asRole(context, carrier);
    await page.goto("/auth-check");
    await expect(page).toHaveURL(/\/subscription-info$/);

    await context.clearCookies(); // signing in again with a session needs the Origin a browser sends
    await asRole(context, "admin");
    await page.goto("/auth-check/anything");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("admins bypass the subscription screens", async ({ page, context, asRole }) => {
    await asRole(context, "admin");
    await page.goto("/subscription");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Subscription Management" })).toHaveCount(0);
  });
});
