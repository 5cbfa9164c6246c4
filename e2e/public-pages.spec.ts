import { AXE_WIDTHS, expectAccessibleAtEveryWidth, expectNoAxeViolations } from "./support/axe";
import { expect, type Page, test } from "./support/test";

const LEGAL_PAGES = [
  { path: "/terms.html", heading: "Terms of Service" },
  { path: "/privacy.html", heading: "Privacy Policy" },
  { path: "/refund.html", heading: "Refund Policy" },
  { path: "/acceptable-use.html", heading: "Acceptable Use Policy" },
  { path: "/disclaimer.html", heading: "Disclaimer" },
  { path: "/eula.html", heading: "End User License Agreement" },
];

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
};

test.describe("public pages, signed out", () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} is public, described, linked to the other legal pages and accessible`, async ({ page }) => {
      const response = await page.goto(legal.path);
      expect(response?.status(), `${legal.path} answers itself, not the sign-in screen`).toBe(200);
      await expect(page).not.toHaveURL(/\/auth/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
      await expect(page.getByRole("navigation", { name: "Legal" }).getByRole("link")).toHaveCount(LEGAL_PAGES.length);
      await expectAccessibleAtEveryWidth(page, legal.path, heading(legal.heading));
    });
  }

  test("the legal pages speak of this product: plan prices and the 48-hour rule", async ({ page }) => {
    await page.goto("/refund.html");
    await expect(page.getByText(/Carrier Plan at \$29\.00 per month/).first()).toBeVisible();
    await page.goto("/terms.html");
    await expect(page.getByText(/48 hours from the upload/)).toBeVisible();
  });

  test("robots.txt and the favicon are served, not redirected to sign-in", async ({ request }) => {
    const robots = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(robots.status(), await robots.text()).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    for (const icon of ["/favicon.ico", "/favicon.svg"]) {
      const response = await request.get(icon, { maxRedirects: 0 });
      expect(response.status(), icon).toBe(200);
      expect(response.headers()["content-type"], icon).toMatch(/^image\//);
    }
  });

  test("the landing page and sign-in are accessible at 1280 and 390 px and carry a description", async ({ page }) => {
    await expectAccessibleAtEveryWidth(page, "/", heading("Know what the broker really got paid"));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /48-hour/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Help Center" })).toHaveAttribute(
      "href",
      "/help",
    );
    await expectAccessibleAtEveryWidth(page, "/auth", heading("Welcome to TrueRate"));
  });
  for (const visit of [
    { path: "/help", heading: "Help Center" },
    { path: "/no-such-page", heading: "Page Not Found" },
  ]) {
    test(`signed out, ${visit.path} carries the public header and footer and is accessible`, async ({ page }) => {
      for (const size of AXE_WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(visit.path);
        await heading(visit.heading)(page);
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: "TrueRate" })).toHaveAttribute("href", "/");
        await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
        await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.getByRole("main").getByRole("heading", { level: 1, name: visit.heading })).toBeVisible();
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
        await expect(footer.getByRole("link", { name: "Terms of Service" })).toBeVisible();
        await expectNoAxeViolations(page, `${visit.path} at ${size.width} px`);
      }
      await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/auth\?tab=login/);
    });
  }
});
