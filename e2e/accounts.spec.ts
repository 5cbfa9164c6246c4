import { openAccountMenu } from "./support/account-menu";
import { E2E_PASSWORD, pickRegistryCarrier, uniqueEmail } from "./support/accounts";
import { resetLinkOf, verificationCodeOf } from "./support/outbox";
import { addStaleSessionCookie } from "./support/session";
import { expect, type Page, test } from "./support/test";
import { demoUser } from "./support/users";

// Journeys through the real accounts API: hashing, the mail queue and full page loads take a while.
test.describe.configure({ timeout: 90_000 });

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });
/** The 'Session Expired' alert of the screen itself (the toast is an alert too, outside main). */
const sessionExpiredAlert = (page: Page) =>
  page.getByRole("main").getByRole("alert").filter({ hasText: "Session Expired" });

/** Clicks until the page has hydrated and the tab answers (a click before hydration does nothing). */
async function openTab(page: Page, name: "Login" | "Register") {
  const tab = page.getByRole("tab", { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
}

test("a carrier registers with a company from the FMCSA registry, verifies the e-mailed code and lands on /subscription", async ({
  page,
  request,
}) => {
  const carrier = await pickRegistryCarrier(request);
  const email = uniqueEmail("carrier");
  await page.goto("/register");
  await openTab(page, "Register");
  const form = page.getByRole("form", { name: "Register" });
  await expect(form.getByRole("radio", { name: "Carrier" })).toBeChecked();
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(E2E_PASSWORD);

  const company = form.getByRole("combobox", { name: "Company name" });
  await company.fill(carrier.companyName);
  const option = page
    .getByRole("option")
    .filter({ hasText: carrier.companyName })
    .filter({ hasText: carrier.mcNumber });
  await option.first().click();
  await expect(form.getByText("FMCSA Verified")).toBeVisible();
  await expect(form.getByLabel("MC number")).toHaveValue(carrier.mcNumber);
  await expect(form.getByLabel("DOT number")).toHaveValue(carrier.dotNumber);
  // The registry's phone fills the empty field; the e-mail typed above stays.
  await expect(form.getByLabel("Phone number")).toHaveValue(carrier.phoneNumber ?? "");
  await expect(form.getByLabel("Email")).toHaveValue(email);

  // Editing the name clears the verification; picking again restores it, by keyboard this time.
  await company.press("End");
  await company.press("Backspace");
  await expect(form.getByText("FMCSA Verified")).toBeHidden();
  // The list still shows the shorter name's results until the full name's search answers: the
  // keys below count options, so they wait for that answer.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes("/api/fmcsa-carriers/search") &&
      new URL(response.url()).searchParams.get("q") === carrier.companyName,
  );
  await company.fill(carrier.companyName);
  await searched;
  await expect(option.first()).toBeVisible();
  const index = await page
    .getByRole("option")
    .evaluateAll(
      (options, wanted) =>
        options.findIndex((item) => item.textContent?.includes(wanted.name) && item.textContent.includes(wanted.mc)),
      { name: carrier.companyName, mc: carrier.mcNumber },
    );
  for (let step = 0; step <= index; step += 1) await company.press("ArrowDown");
  await company.press("Enter");
  await expect(form.getByText("FMCSA Verified")).toBeVisible();
  await expect(company).toHaveAttribute("aria-expanded", "false");

  await form.getByLabel("Phone number").fill("+1 555-010-2030");
  await form.getByRole("checkbox", { name: "Reefer" }).check();
  await form.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await form.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const code = await verificationCodeOf(request, email);
  const codeInput = page.getByLabel("Verification code");
  await codeInput.fill(`${code.slice(0, 3)} - ${code.slice(3)}9`); // as pasted: separators dropped, six digits kept
  await expect(codeInput).toHaveValue(code);
  await page.getByRole("button", { name: "Verify Email" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Email Verified" })).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Subscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();
});

test.describe("registration refusals", () => {
  test("the form shows docs/product.md's messages, the search says when nothing matches, and a mismatch opens the FMCSA dialog", async ({
    page,
  }) => {
    await page.goto("/auth?tab=signup");
    await openTab(page, "Register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(toasts(page).getByText("Registration failed")).toBeVisible();
    await expect(form.getByText("You must agree to the terms and conditions")).toBeVisible();
    await expect(form.getByText("You must agree to the privacy policy")).toBeVisible();
    await expect(form.getByText("MC number is required")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toBeFocused(); // focus goes to the first field to fix

    const company = form.getByRole("combobox", { name: "Company name" });
    await company.fill("Zq");
    await expect(form.getByText('No FMCSA carriers found matching "Zq"')).toBeVisible();

    // Brokers search the broker registry; a failed search says so in the list.
    await page.route("**/api/fmcsa-brokers/search?**", (route) => route.fulfill({ status: 500, body: "down" }));
    await form.getByRole("radio", { name: "Broker" }).check();
    await company.fill("Demo Freight");
    await expect(form.getByText("Failed to search brokers")).toBeVisible();
    await page.unroute("**/api/fmcsa-brokers/search?**");
    await form.getByRole("radio", { name: "Carrier" }).check();

    // Demo Trucking's MC number with Second Demo Carrier's DOT number: two different companies.
    await company.fill("Mismatch Hauling");
    await form.getByLabel("MC number").fill("MC654321");
    await form.getByLabel("DOT number").fill("7654320");
    await form.getByLabel("Email").fill(uniqueEmail("mismatch"));
    await form.getByLabel("Password").fill(E2E_PASSWORD);
    await form.getByLabel("Phone number").fill("614-555-0199");
    await form.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
    await form.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
    await form.getByRole("button", { name: "Create Account" }).click();

    const dialog = page.getByRole("dialog", { name: "FMCSA Verification Failed" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("belong to different companies")).toBeVisible();
    await expect(dialog.getByText("Double-check your MC and DOT numbers.")).toBeVisible();
    await expect(dialog.getByText("Make sure your company is registered with the FMCSA.")).toBeVisible();
    await expect(dialog.getByText("Make sure the MC and DOT numbers belong to the same company.")).toBeVisible();
    await dialog.getByRole("button", { name: "Try Again" }).click();
    await expect(dialog).toBeHidden();
    await expect(company).toBeFocused();

    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("admin sign-up asks for the admin code, which only the server checks", async ({ page }) => {
    await page.goto("/register");
    await openTab(page, "Register");
    const form = page.getByRole("form", { name: "Register" });
    await form.getByRole("radio", { name: "Admin" }).check();
    await expect(form.getByLabel("MC number")).toBeHidden();
    await form.getByLabel("Email").fill(uniqueEmail("admin"));
    await form.getByLabel("Password").fill(E2E_PASSWORD);
    await form.getByLabel("Admin code").fill("not-the-code");
    await form.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
    await form.getByRole("checkbox", { name: "I agree to the privacy policy" }).check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Invalid admin code")).toBeVisible();
    await expect(toasts(page).getByText("Registration failed")).toBeVisible();
  });
});

test("signing in goes where docs/product.md says, and Log out signs out", async ({ page, request, newUser }) => {
  const broker = await newUser(request, { type: "broker", label: "signin" });
  await page.goto("/auth");
  await openTab(page, "Login");

  await logIn(page, broker.email, "wrong-password");
  await expect(toasts(page).getByText("Login failed")).toBeVisible();
  await expect(page.getByRole("form", { name: "Log in" }).getByRole("alert")).toHaveText("Invalid email or password");

  // A broker without a subscription: /subscription, with docs/product.md's toast.
  await logIn(page, broker.email, broker.password);
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
  await expect(
    toasts(page).getByText("Please complete your broker subscription payment to access the dashboard."),
  ).toBeVisible();
  await logOut(page, broker.email);

  // A subscribed carrier goes home.
  const carrier = demoUser("carrier");
  await page.goto("/login");
  await openTab(page, "Login");
  await logIn(page, carrier.email, carrier.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Your True Rate" })).toBeVisible();
  await expect(toasts(page).getByText("Successfully logged in.")).toBeVisible();
  await logOut(page, carrier.email);

  // A subscribed broker goes to the broker dashboard.
  const demoBroker = demoUser("broker");
  await page.goto("/auth");
  await openTab(page, "Login");
  await logIn(page, demoBroker.email, demoBroker.password);
  await expect(page).toHaveURL(/\/broker-dashboard$/);
});

async function logOut(page: Page, email: string) {
  await openAccountMenu(page, email);
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
  expect((await page.context().request.get("/api/user")).status()).toBe(401);
}

test("an unverified account is sent to the code screen, where a resend too soon is refused", async ({
  page,
  request,
  newUser,
}) => {
  const broker = await newUser(request, { type: "broker", label: "unverified", verified: false });
  await page.goto("/auth");
  await openTab(page, "Login");
  await logIn(page, broker.email, broker.password);
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("Please verify your email before logging in.")).toBeVisible();

  // Every address is answered alike (no account enumeration): the first resend is accepted, even
  // though no second code goes out within the minute; a second request within it is refused.
  await page.getByRole("button", { name: "Resend Code" }).click();
  await expect(toasts(page).getByText("Code sent")).toBeVisible();
  await page.getByRole("button", { name: "Resend Code" }).click();
  await expect(toasts(page).getByText("Failed to resend code")).toBeVisible();

  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(toasts(page).getByText("Verification failed")).toBeVisible();
  await expect(page.getByLabel("Verification code")).toHaveAttribute("aria-invalid", "true");

  // The dev outbox page shows the same mail.
  const code = await verificationCodeOf(request, broker.email);
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/mail?${new URLSearchParams({ to: broker.email })}`);
  await expect(outbox.getByRole("heading", { name: "Your TrueRate verification code" })).toBeVisible();
  await expect(outbox.getByText(`Your TrueRate verification code is ${code}.`)).toBeVisible();
  await outbox.close();

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Subscription" })).toBeVisible();
});

test("a password is reset through the e-mailed link, once", async ({ page, request, newUser }) => {
  const broker = await newUser(request, { type: "broker", label: "reset" });
  await page.goto("/auth");
  await openTab(page, "Login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  const form = page.getByRole("form", { name: "Reset password" });
  await form.getByLabel("Email").fill(broker.email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

  const link = await resetLinkOf(request, broker.email);
  await page.goto(new URL(link).pathname);
  const reset = page.getByRole("form", { name: "Reset password" });
  await reset.getByLabel("New Password").fill("a-new-password");
  await reset.getByLabel("Confirm Password").fill("another-password");
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(reset.getByText("Passwords do not match")).toBeVisible();
  await expect(reset.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");

  await reset.getByLabel("New Password").fill("a-new-password");
  await reset.getByLabel("Confirm Password").fill("a-new-password");
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText("Password reset successful")).toBeVisible();
  await expect(toasts(page).getByText("You can now log in with your new password.")).toBeVisible();

  // The link works once.
  await page.goto(new URL(link).pathname);
  await reset.getByLabel("New Password").fill("third-password");
  await reset.getByLabel("Confirm Password").fill("third-password");
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(toasts(page).getByText("Reset failed")).toBeVisible();

  await page.goto("/auth");
  await openTab(page, "Login");
  await logIn(page, broker.email, "a-new-password");
  await expect(page).toHaveURL(/\/subscription$/);
});

test.describe("session expired", () => {
  test("?session_expired=true shows the alert and the toast, then leaves the address", async ({ page }) => {
    await page.goto("/auth?session_expired=true");
    await expect(sessionExpiredAlert(page)).toBeVisible();
    await expect(toasts(page).getByText("Your session has expired. Please log in again.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(sessionExpiredAlert(page)).toBeVisible();
  });

  test("a session the API no longer accepts leads to the sign-in screen with the notice", async ({
    page,
    context,
    baseURL,
  }) => {
    await addStaleSessionCookie(context, baseURL);
    await page.goto("/profile");
    await expect(sessionExpiredAlert(page)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
    // The stale cookie was cleared on the way.
    expect((await context.cookies()).some((cookie) => cookie.name === "truerate_session")).toBe(false);
  });
});
