import { expectAccessibleAtEveryWidth, expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test.describe("Help Center", () => {
  test.beforeEach(async ({ context, asRole }) => {
    await asRole(context, "carrier");
  });

  test("six tabs explain the 48-hour rule and true rates, with support hours and the privacy policy", async ({
    page,
  }) => {
    await expectAccessibleAtEveryWidth(page, "/help", async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    });
    const tabs = page.getByRole("tablist", { name: "Help topics" }).getByRole("tab");
    await expect(tabs).toHaveCount(6);
    for (const name of ["Getting Started", "Features", "Troubleshooting", "FAQs", "Contact Support", "Privacy Policy"])
      await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "FAQs" }).click();
    await page.getByText("What is the 48-hour rule?").click();
    await expect(page.getByText(/the broker has 48 hours to share them/)).toBeVisible();
    await page.getByText("What is a true rate?").click();
    await expect(page.getByText(/The rate a broker actually documented for a load/)).toBeVisible();

    await page.getByRole("tab", { name: "Contact Support" }).click();
    await expect(page.getByText("Mon to Fri 9AM to 5PM EST")).toBeVisible();

    await page.getByRole("tab", { name: "Privacy Policy" }).click();
    await page.getByRole("button", { name: "Read the full Privacy Policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(dialog.getByRole("heading", { name: "What we collect" })).toBeVisible();
    const policies = dialog.getByRole("navigation", { name: "Other policies" });
    const others: Array<[name: string, href: string]> = [
      ["Refund Policy", "/refund.html"],
      ["Acceptable Use", "/acceptable-use.html"],
      ["Disclaimer", "/disclaimer.html"],
      ["EULA", "/eula.html"],
    ];
    for (const [name, href] of others) {
      await expect(policies.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expectNoAxeViolations(page, "/help with the privacy dialog open");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("is reached from the account menu and the footer; ?tab= opens a tab", async ({ page }) => {
    await page.goto("/shipments");
    // A click before the page hydrates opens nothing: retry it, as the account specs do.
    await expect(async () => {
      await page.getByRole("button", { name: /Account menu/ }).click();
      await expect(page.getByRole("menu")).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.getByRole("menuitem", { name: "Help Center" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Help Center" })).toHaveAttribute(
      "href",
      "/help",
    );
    await page.goto("/help?tab=contact");
    await expect(page.getByRole("tab", { name: "Contact Support" })).toHaveAttribute("aria-selected", "true");
  });

  test("/paid-home is the subscriber's search screen", async ({ page }) => {
    await page.goto("/paid-home");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your True Rate" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "New Search" })).toHaveAttribute("aria-selected", "true");
  });
});
