import { pageHeaderProblems } from "./support/security-watch";
import { expect, test } from "./support/test";
import type { E2eRole } from "./support/users";

/**
 * The pages each kind of visitor reaches, in their states (a page, a 404, a static file, the API
 * reference). Every spec's pages are checked as they load (support/test.ts); this walk makes sure
 * each answer carries the headers even where no spec goes, and that the nonce matches the scripts.
 */
const ROUTES: { as: E2eRole | "anonymous"; paths: string[] }[] = [
  {
    as: "anonymous",
    paths: [
      "/",
      "/login",
      "/register",
      "/subscription-info",
      "/dev/mail",
      "/no-such-page",
      "/terms.html",
      "/blog/why-48-hours.html",
    ],
  },
  {
    as: "carrier",
    paths: ["/paid-home", "/shipments", "/upload-load", "/search-results", "/documents", "/profile", "/tools", "/help"],
  },
  { as: "broker", paths: ["/broker-dashboard", "/documents", "/profile"] },
  { as: "admin", paths: ["/admin", "/admin/partners"] },
];

test.describe("security headers on every page", () => {
  for (const { as, paths } of ROUTES) {
    test(`the ${as} pages carry them, and their scripts run by nonce`, async ({ page, context, asRole }) => {
      if (as !== "anonymous") await asRole(context, as);
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response, path).not.toBeNull();
        if (!response) continue;
        expect(await pageHeaderProblems(response), path).toEqual([]);
        const policy = (await response.allHeaders())["content-security-policy"] ?? "";
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        const html = await response.text();
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map(([tag]) => tag);
        // Static files (the legal pages, the blog) have no inline script to name; Remix's pages do.
        if (path.endsWith(".html")) expect(inline).toEqual([]);
        else expect(inline.length, `${path} has Remix's inline scripts`).toBeGreaterThan(0);
        for (const tag of inline) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
      }
    });
  }

  test("a page's fingerprinted files carry the headers, and a second page takes them from the browser's cache", async ({
    page,
  }) => {
    const assets: { url: string; headers: Record<string, string> }[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/")) {
        assets.push({ url: response.url(), headers: await response.allHeaders() });
      }
    });
    await page.goto("/login");
    await expect.poll(() => assets.length).toBeGreaterThan(3);
    for (const { url, headers } of assets) {
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
    }
    // The next page asks the server for none of the files it shares with the first: a cached file's
    // transfer size is 0.
    const first = new Set(assets.map(({ url }) => url));
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .map(({ name, transferSize }) => ({ name, transferSize })),
    );
    const shared = loaded.filter(({ name }) => first.has(name));
    expect(shared.length).toBeGreaterThan(3);
    expect(shared.filter(({ transferSize }) => transferSize > 0)).toEqual([]);
  });

  test("the API reference runs its bundle under its own policy", async ({ page }) => {
    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    // Scalar ran and rendered the document: its title and the operations' tags are on the page.
    await expect(page.getByRole("heading", { name: "TrueRate API" }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Accounts").first()).toBeVisible();
    // The document's `webhooks` section is on the page too: each event, by its summary, in its tag's group.
    await page.getByRole("button", { name: "Open Group - Partner API v1" }).click();
    await expect(page.getByText("An administrator verified a load's true rate").first()).toBeVisible();
  });
});
