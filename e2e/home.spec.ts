import { openAccountMenu } from "./support/account-menu";
import { untilHydrated } from "./support/hydration";
import { expect, type Page, test } from "./support/test";

// / is the landing page for a visitor and the home search in the signed-in shell for a user; the
// latter is one chunk the landing page never loads (its JavaScript budget), always loaded before it renders.
test.describe.configure({ timeout: 60_000 });

const SIGNED_IN_CHUNK = /\/assets\/signed-in-home-screen-[\w-]+\.js$/;

/** The scripts the page fetches from now on. */
function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) urls.push(response.url());
  });
  return urls;
}

test("the landing page loads none of the signed-in home's code", async ({ page }) => {
  const scripts = scriptsLoaded(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Know what the broker really got paid" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => SIGNED_IN_CHUNK.test(url))).toEqual([]);
});

test("going home from another screen waits for the home's chunk, so its menu opens at the first click", async ({
  page,
  context,
  asRole,
}) => {
  const carrier = await asRole(context, "carrier");
  const scripts = scriptsLoaded(page);
  await page.goto("/help");
  // Once the menu opens, the page has hydrated: from here on, / is a navigation within the page.
  const menu = await openAccountMenu(page, carrier.email);
  await page.keyboard.press("Escape");
  expect(scripts.filter((url) => SIGNED_IN_CHUNK.test(url))).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: "TrueRate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find Your True Rate" })).toBeVisible();
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Help Center" })).toBeVisible();
  expect(scripts.filter((url) => SIGNED_IN_CHUNK.test(url))).toHaveLength(1);
});

test("a signed-in / comes from the server with its shell and stylesheet, and hydrates with its chunk", async ({
  page,
  context,
  asRole,
}) => {
  const carrier = await asRole(context, "carrier");
  const html = await (await context.request.get("/")).text();
  expect(html).toContain("Find Your True Rate");
  expect(html).toContain(`Account menu for ${carrier.email}`);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/radix-themes-[\w-]+\.css"/);

  const scripts = scriptsLoaded(page);
  await page.goto("/");
  await expect.poll(() => scripts.filter((url) => SIGNED_IN_CHUNK.test(url)).length).toBe(1);
  await openAccountMenu(page, carrier.email);
  await expect(page.getByRole("menuitem", { name: "Help Center" })).toBeVisible();
});

test("each screen of / links its own stylesheets, and a navigation to the landing page waits for them", async ({
  page,
  context,
  asRole,
}) => {
  const landingStyles = /<link rel="stylesheet" href="\/assets\/landing-[\w-]+\.css"/;
  const radixStyles = /<link rel="stylesheet" href="\/assets\/radix-themes-[\w-]+\.css"/;
  const visitorHtml = await (await page.request.get("/")).text();
  expect(visitorHtml).toMatch(landingStyles);
  expect(visitorHtml).not.toMatch(radixStyles);

  // A slow stylesheet: a landing page rendered before it arrives would show unstyled for 1.5 s.
  await page.route(/\/assets\/landing-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto("/login");
  const brand = page.locator("a.tr-brand").first();
  // React has hydrated the link once it carries its props: the click is a navigation in the page.
  await page.waitForFunction(
    (link) => link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps")),
    await brand.elementHandle(),
  );
  await brand.click();
  await expect(page.getByRole("heading", { level: 1, name: "Know what the broker really got paid" })).toBeVisible();
  expect(await page.locator(".tr-landing-header").evaluate((header) => getComputedStyle(header).display)).toBe("flex");

  await asRole(context, "carrier");
  const signedInHtml = await (await context.request.get("/")).text();
  expect(signedInHtml).toMatch(radixStyles);
  expect(signedInHtml).not.toMatch(landingStyles);
});

test("a page's scripts start loading after its first contentful paint, and then hydrate it", async ({
  page,
  context,
  asRole,
}) => {
  const carrier = await asRole(context, "carrier");
  await page.goto("/");
  await openAccountMenu(page, carrier.email);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(paint).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
});

test("what a user chose and typed before the page hydrated is what the form holds afterwards", async ({
  page,
  context,
  asRole,
}) => {
  await asRole(context, "carrier");
  // The scripts are held back: until they are let through, the form is the server's HTML alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "New search" });
  const trailer = form.getByLabel("Trailer type");
  const start = form.getByLabel("Start date");
  await trailer.selectOption({ label: "Reefer" });
  await start.fill("2026-11-02");
  release();
  await untilHydrated(page);

  // A submit renders every field again from React's state: one React never heard of would go blank.
  await form.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(trailer).toHaveValue("reefer");
  await expect(trailer).not.toHaveAttribute("aria-invalid", "true");
  await expect(start).toHaveValue("2026-11-02");
  await expect(start).not.toHaveAttribute("aria-invalid", "true");
});
