import { openAccountMenu } from "./support/account-menu";
import { expect, test } from "./support/test";

test.describe("signed-in layout", () => {
  test("the main navigation marks the current screen, hides Admin from carriers, and is a bottom bar only on a phone", async ({
    page,
    context,
    asRole,
  }) => {
    await asRole(context, "carrier");
    await page.goto("/shipments");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("heading", { level: 1, name: "My Shipments" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Shipments" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    // A desktop: the links are in the header, with Help; no phone bar at the bottom.
    await expect(nav.getByRole("link")).toHaveText(["Home", "Shipments", "Upload", "Docs", "Tools", "Help"]);
    await expect(page.locator(".tr-bottom-nav")).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Shipments", "Upload", "Docs", "Tools"]);
    await expect(page.locator(".tr-header-nav")).toBeHidden();

    await nav.getByRole("link", { name: "Docs" }).click();
    // Carriers see what brokers shared with them; the Document Manager is for everyone else.
    await expect(page.getByRole("heading", { level: 1, name: /^Shared Documents/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Docs" })).toHaveAttribute("aria-current", "page");
  });

  test("an admin sees Admin in the bottom navigation and the avatar menu", async ({ page, context, asRole }) => {
    const user = await asRole(context, "admin");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Shipments", "Upload", "Docs", "Admin", "Tools", "Help"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    const trigger = page.getByRole("button", { name: `Account menu for ${user.email}` });
    // The avatar is drawn by the portal itself (a data: URI): no request leaves for an avatar service.
    await expect(trigger.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml/);
    // Retried because a click before hydration has no handler yet.
    await expect(async () => {
      await trigger.click();
      await expect(page.getByRole("menu")).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "Admin Dashboard", "Help Center", "Log out"]);
    await menu.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });

  test("a broker's menu offers the broker dashboard, and Log out returns to the landing page", async ({
    page,
    context,
    asRole,
  }) => {
    const user = await asRole(context, "broker");
    await page.goto("/tools");
    await openAccountMenu(page, user.email);
    await expect(page.getByRole("menuitem")).toHaveText(["Profile", "Broker Dashboard", "Help Center", "Log out"]);

    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
  });

  test("below 768 px a toggle button shows and hides the account menu", async ({ page, context, asRole }) => {
    await asRole(context, "carrier");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();

    const toggle = page.getByRole("button", { name: "Account menu", exact: true });
    const panel = page.getByRole("navigation", { name: "Account" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-controls", (await panel.getAttribute("id")) ?? "");

    await panel.getByRole("link", { name: "Profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false"); // closed by the navigation
  });
});
