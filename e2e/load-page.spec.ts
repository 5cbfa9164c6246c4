import { AXE_WIDTHS } from "./support/axe";
import { choosePlace, openPage, reloadPage } from "./support/load-pages";
import { createLoad, originHeader } from "./support/loads";
import { subscribeThroughApi } from "./support/payments";
import { allowLong, expect, test } from "./support/test";

// Issue 42, items 3 and 11: a carrier's load page shows the load as entered, its broker with the
// profile link, its deadline and the request's real state; the true rate an administrator sets
// reads the same on the load page and in search results, and fills the administrator's box; the
// home screen's My Loads tab lists the carrier's newest loads with the way to all of them.

for (const size of AXE_WIDTHS) {
  test(`at ${size.width} px a load's page shows the load, its request, and the one true rate search shows`, async ({
    page,
    context,
    browser,
    baseURL,
    asRole,
  }) => {
    allowLong(120_000);
    await page.setViewportSize(size);
    await asRole(context, "carrier");
    const run = `${size.width}-${Date.now().toString(36)}`;
    const loadNumber = `E2E-PAGE-${run}`;
    // A rate of its own, so the search row is found by it.
    const rate = 3000 + (Date.now() % 9000) / 100;
    const rateText = `$${rate.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    const id = await createLoad(context.request, baseURL, { loadNumber, rate, weight: 40_000, trailerType: "reefer" });

    // The load as entered, its broker linked to its profile, and the request the upload queued.
    await openPage(page, `/loads/${id}`);
    const details = page.getByRole("heading", { name: "The load", exact: true }).locator("xpath=..");
    for (const text of [
      "Dallas, TX → Atlanta, GA",
      "Reefer",
      "40,000 lbs",
      "865 miles",
      `${rateText} ($${(rate / 865).toFixed(2)} a mile)`,
    ])
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    await expect(details.getByRole("link", { name: "Other Lane Brokers Inc" })).toHaveAttribute("href", /^\/brokers\//);
    await expect(page.getByRole("timer")).toHaveText(/^4[78] h \d{2} min left$/);
    await expect(page.getByText("No request", { exact: false })).toHaveCount(0);
    // Queued at the upload, delivered by the queue's consumer moments later: the page follows the API.
    await expect(async () => {
      await reloadPage(page);
      await expect(
        page.getByRole("definition").filter({ hasText: /^Delivered to the broker \(dispatch@otherlane\.test\)$/ }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText("Published true rate").locator("xpath=..")).toContainText("Not Verified");

    // An administrator sets the true rate (Load Management's call).
    const adminContext = await browser.newContext({ baseURL, viewport: size });
    await asRole(adminContext, "admin");
    const verified = await adminContext.request.put(`/api/admin/loads/${id}/verify`, {
      data: { trueRate: 3456.78 },
      headers: originHeader(baseURL),
    });
    expect(verified.status(), await verified.text()).toBe(200);

    // The load page: the true rate, how it was verified, and the margin on it while no record is in.
    await reloadPage(page);
    const published = page.getByText("Published true rate").locator("xpath=..");
    await expect(published).toContainText("$3,456.78 · Verified by an administrator");
    const margin = page.getByRole("heading", { name: "True rate and margin" }).locator("xpath=..");
    await expect(margin).toContainText("Shipper paid (the verified true rate; no record yet)");
    await expect(margin.getByRole("definition").filter({ hasText: `$${(3456.78 - rate).toFixed(2)} (` })).toHaveCount(
      1,
    );

    // The search row: the same figure, the same words.
    await openPage(page, "/");
    await choosePlace(page, "Origin city", "Dallas", "Dallas, TX");
    await choosePlace(page, "Destination city", "Atlanta", "Atlanta, GA");
    await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
    await page.getByRole("button", { name: "SEARCH LOADS" }).click();
    await expect(page).toHaveURL(/\/search-results$/);
    // A table row, or a card where phones get cards: the innermost item holding the load's rate.
    const row = page.locator("tr, li, article").filter({ hasText: rateText }).last();
    await expect(row).toContainText("$3,456.78");
    await expect(row).toContainText("Verified by an administrator");

    // The administrator's box on the load's page holds the published amount.
    const admin = await adminContext.newPage();
    await openPage(admin, `/loads/${id}`);
    await expect(admin.getByRole("spinbutton", { name: `True rate for load ${loadNumber}` })).toHaveValue("3456.78");
    await expect(admin.getByText("Published true rate").locator("xpath=..")).toContainText(
      "$3,456.78 · Verified by an administrator",
    );
    await adminContext.close();
  });

  test(`at ${size.width} px the home screen's My Loads lists the newest loads and links to all`, async ({
    page,
    context,
    request,
    baseURL,
    asRole,
    newUser,
  }) => {
    allowLong(60_000);
    await page.setViewportSize(size);
    // A carrier of its own: other tests upload loads as the demo carrier meanwhile, dated later.
    await asRole(context, await newUser(request, { type: "carrier", label: "my-loads" }));
    await subscribeThroughApi(context, baseURL ?? "");
    const run = `${size.width}-${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1)
      ids.push(
        await createLoad(context.request, baseURL, {
          loadNumber: `E2E-MINE-${run}-${index}`,
          rate: 2000 + index,
          weight: 30_000,
          trailerType: "dry_van",
        }),
      );

    await openPage(page, "/");
    await page.getByRole("tab", { name: "My Loads" }).click();
    const list = page.getByRole("list", { name: "Your latest loads" });
    await expect(list.getByRole("listitem")).toHaveCount(5);
    // Newest first: the last one uploaded leads; the first of the six is past the five.
    const newest = list.getByRole("listitem").first();
    await expect(newest).toContainText(`E2E-MINE-${run}-5`);
    await expect(newest).toContainText("$2,005.00");
    await expect(
      newest.getByRole("link", { name: `Load E2E-MINE-${run}-5: Dallas, TX → Atlanta, GA` }),
    ).toHaveAttribute("href", `/loads/${ids[5]}`);
    await expect(list).not.toContainText(`E2E-MINE-${run}-0`);
    const all = page.getByRole("link", { name: "See all your loads in My Shipments" });
    await expect(all).toHaveAttribute("href", "/shipments");
    await all.click();
    await expect(page).toHaveURL(/\/shipments$/);
  });
}
