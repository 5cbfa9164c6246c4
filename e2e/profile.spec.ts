import { expect, type Page, test } from "./support/test";

test.describe.configure({ timeout: 60_000 });

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

/** Signs the page's context in with e-mail and password through the API, as the sign-in form does. */
test("the profile shows the account and saves the company fields, with docs/product.md's messages", async ({
  page,
  request,
  newUser,
  asRole,
}) => {
  const broker = await newUser(request, { type: "broker", label: "profile" });
  await asRole(page.context(), broker);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(broker.email, { exact: true })).toBeVisible();
  await expect(main.getByText("Broker", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscription Management" })).toBeVisible();

  const form = page.getByRole("form", { name: "Profile Information" });
  await expect(form.getByLabel("Email")).toHaveValue(broker.email);
  await expect(form.getByLabel("MC number")).toHaveValue("MC1234567");

  // A new e-mail address needs the current password; the old address stays until the new one is verified.
  await form.getByLabel("Email").fill(`moved-${broker.email}`);
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Enter your current password to confirm this change").first()).toBeVisible();
  await form.getByLabel("Current password").fill(broker.password);
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("form", { name: "Verify your new e-mail address" })).toBeVisible();
  await expect(main.getByText(broker.email, { exact: true }).first()).toBeVisible();
  await expect(toasts(page).getByText(/Enter the code we sent to moved-/)).toBeVisible();

  // Later saves save the company fields and are no new e-mail change (no "enter the code" toast).
  // Each check names its own toast: the e-mail step's toasts ("Update failed", "Profile updated") are
  // still on screen for a few seconds, and matching one of them let the reload cut off the save.
  await form.getByLabel("Phone number").fill("12");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(toasts(page).getByText("Please enter a valid phone number")).toBeVisible();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(form.getByLabel("Phone number")).toBeFocused();

  // The pending address typed in again changes nothing of the e-mail step.
  await form.getByLabel("Email").fill(`moved-${broker.email}`);
  await form.getByLabel("Phone number").fill("312-555-0177");
  await form.getByRole("checkbox", { name: "Flatbed" }).check();
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(toasts(page).getByText("Your profile information has been saved.", { exact: true })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel("Phone number")).toHaveValue("312-555-0177");
  await expect(form.getByRole("checkbox", { name: "Flatbed" })).toBeChecked();
  await expect(page.getByText(`Waiting for moved-${broker.email}`, { exact: false })).toBeVisible();
});

test("an admin's profile has no subscription card and no MC or DOT number", async ({ page, context, asRole }) => {
  await asRole(context, "admin");
  await page.goto("/profile");
  await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Profile Information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscription Management" })).toBeHidden();
  await expect(page.getByLabel("MC number")).toBeHidden();
});

test("deleting the account asks first, then signs out and goes home", async ({ page, request, newUser, asRole }) => {
  const broker = await newUser(request, { type: "broker", label: "delete" });
  await asRole(page.context(), broker);
  await page.goto("/profile");

  const open = page.getByRole("button", { name: "Delete Account" });
  await expect(async () => {
    await open.click();
    await expect(page.getByRole("alertdialog")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // A failure keeps the account and says so.
  await page.route("**/api/user", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({
          status: 500,
          contentType: "application/problem+json",
          body: '{"message":"Database unavailable"}',
        })
      : route.fallback(),
  );
  await open.click();
  await dialog.getByLabel("Current password").fill(broker.password);
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(toasts(page).getByText("Delete failed")).toBeVisible();
  await expect(toasts(page).getByText("Database unavailable")).toBeVisible();
  await page.unroute("**/api/user");

  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(toasts(page).getByText("Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();

  // The page's context: its session cookie was cleared by the deletion's answer.
  const again = await page.context().request.post("/api/login", {
    data: { email: broker.email, password: broker.password },
  });
  expect(again.status(), await again.text()).toBe(401);
});
