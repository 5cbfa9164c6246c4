import { expectAccessibleAtEveryWidth } from "./support/axe";
import { expect, test } from "./support/test";

const GROUPS = [
  "Load Boards",
  "Route Planning",
  "Roadside Assistance",
  "Weather Services",
  "Safety and Compliance",
  "Regulatory Resources",
];

test.describe("Tools and Resources", () => {
  test.beforeEach(async ({ context, asRole }) => {
    await asRole(context, "carrier");
  });

  test("six link groups open their sites in a new tab, and the page is accessible", async ({ page }) => {
    await expectAccessibleAtEveryWidth(page, "/tools", async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: "Tools and Resources" })).toBeVisible();
    });
    for (const group of GROUPS) {
      const links = page.getByRole("region", { name: group }).getByRole("link");
      await expect(links.first(), group).toBeVisible();
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("href", /^https:\/\//);
      }
    }
    await expect(page.getByRole("link", { name: "← Back to search" })).toHaveAttribute("href", "/");
  });

  test("the FMCSA snapshot finds a carrier by MC number and says where its data comes from", async ({ page }) => {
    await page.goto("/tools");
    const search = page.getByRole("search", { name: "FMCSA registry" });
    await search.getByLabel("Company name, MC or USDOT number").fill("x");
    await search.getByRole("button", { name: "Look up" }).click();
    await expect(search.getByText("Search query must be at least 2 characters")).toBeVisible();

    await search.getByLabel("Company name, MC or USDOT number").fill("MC654321");
    await search.getByRole("button", { name: "Look up" }).click();
    const record = page.getByRole("article", { name: "Demo Trucking LLC (carrier)" });
    await expect(record).toBeVisible();
    await expect(record.getByText("MC654321")).toBeVisible();
    await expect(
      record.getByText("From FMCSA census file census-sample-2026-11-01.csv, as of November 1, 2026"),
    ).toBeVisible();
    await expect(record.getByRole("link", { name: /Open on FMCSA SAFER/ })).toHaveAttribute("target", "_blank");

    await search.getByLabel("Company name, MC or USDOT number").fill("zzqx nothing");
    await search.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByText(/No carrier or broker in the registry matches/)).toBeVisible();
  });

  test("the deadline calculator answers 48 hours later in New York time", async ({ page }) => {
    await page.goto("/tools?uploadedAt=2026-11-23T10:04");
    await expect(page.getByText("Documents due by November 25, 2026 at 10:04 AM EST")).toBeVisible();
    // Retried: typing before the page's script has hydrated the field is overwritten by hydration.
    await expect(async () => {
      await page.getByLabel("Load uploaded at (New York time)").fill("2026-10-31T09:00");
      await expect(page.getByText("Documents due by November 2, 2026 at 8:00 AM EST")).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });
});
