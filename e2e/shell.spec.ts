import { expect, test } from "./support/test";

test.describe("signed out", () => {
  test("the landing page introduces TrueRate and links to sign in and sign up", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: "Know what the broker really got paid" })).toBeVisible();

    const account = page.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth?tab=login");
    await expect(account.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/auth?tab=signup");

    const features = page.getByRole("region", { name: "Everything you need between loads" });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "From the blog" }).getByRole("link")).toHaveCount(3);
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms.html");
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy.html");
    expect(errors, "no console errors (hydration mismatches included)").toEqual([]);
  });

  test("Sign Up opens the sign-in screen on the Register tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  });

  test("an unknown path is the 404 page, and the Help Center opens without an account", async ({ page }) => {
    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.goto("/help");
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  });

  test("a signed-in screen sends a visitor to sign in", async ({ page }) => {
    await page.goto("/shipments");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fshipments$/);
    await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  });
});

test("the crash screen explains the failure, offers both ways out and logs the error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/__crash");
  expect(response?.status()).toBe(500);

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText("An unexpected error occurred. We've logged this issue and are working to fix it."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
  const tryAgain = page.getByRole("button", { name: "Try Again" });
  await expect(tryAgain).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes("Unexpected error"))).toBe(true);

  // The loader still throws, so trying again re-runs it and lands on the same screen.
  await tryAgain.click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
});

test("the terms of service are a static page, version 1.0", async ({ page }) => {
  const response = await page.goto("/terms.html");
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText("Version 1.0", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy.html",
  );
});

test.describe("signed in", () => {
  test("an unknown path shows Page Not Found with a way home", async ({ page, context, asRole }) => {
    await asRole(context, "carrier");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);

    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible(); // inside the signed-in layout
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find Your True Rate" })).toBeVisible();
  });
});
