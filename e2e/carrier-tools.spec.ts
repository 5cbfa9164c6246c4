import { AXE_WIDTHS, expectNoAxeViolations } from "./support/axe";
import { queryLocalSql } from "./support/e2e-database";
import { choosePlace, openPage, reloadPage } from "./support/load-pages";
import { originHeader } from "./support/loads";
import { subscribeThroughApi } from "./support/payments";
import { type Accounts, allowLong, type Browser, expect, type Page, request, test } from "./support/test";

// A carrier's everyday tools: save the lane of a search from its results, find it on the home page
// with the same figure (or the same reason it is withheld), and run a recent search again in one click.
// A lane no other test uses (Omaha → Tulsa, reefer), with one load of this run's own so the search has rows.

const LANE = {
  pickupCity: "Omaha",
  pickupState: "NE",
  pickupLatitude: 41.25626,
  pickupLongitude: -95.94043,
  deliveryCity: "Tulsa",
  deliveryState: "OK",
  deliveryLatitude: 36.15398,
  deliveryLongitude: -95.99277,
  trailerType: "reefer",
  mileage: 390,
  weight: 30_000,
} as const;
const NAME = "Omaha, NE → Tulsa, OK · Reefer";

/** A new, subscribed carrier signed in to a context of its own, with one load of its own on the lane. */
async function carrierWithLaneLoad(browser: Browser, origin: string, { asRole, newUser }: Accounts) {
  const registrar = await request.newContext({ baseURL: origin });
  const carrier = await newUser(registrar, { type: "carrier", label: "tools" });
  await registrar.dispose();
  const context = await browser.newContext({ baseURL: origin });
  await asRole(context, carrier);
  await subscribeThroughApi(context, origin);
  const run = Date.now().toString(36);
  const created = await context.request.post("/api/loads", {
    headers: originHeader(origin),
    data: {
      ...LANE,
      brokerName: "Tools Lane Logistics",
      brokerEmail: `dispatch-${run}@tools-lane.test`,
      loadNumber: `E2E-TOOLS-${run}`,
      rate: 1100,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { carrier, context };
}

async function searchLane(page: Page) {
  await choosePlace(page, "Origin city", "Omaha", "Omaha, NE");
  await choosePlace(page, "Destination city", "Tulsa", "Tulsa, OK");
  await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(page.getByRole("table", { name: "Loads matching your search" })).toBeVisible();
}

test("a lane saved from the results shows on home with its figure, and a recent search runs again", async ({
  browser,
  baseURL,
  asRole,
  newUser,
}) => {
  allowLong(120_000);
  const { carrier, context } = await carrierWithLaneLoad(browser, String(baseURL), { asRole, newUser });
  const page = await context.newPage();
  await openPage(page, "/");
  // A new carrier: the Recent tab and the saved lanes say how to fill them.
  await page.getByRole("tab", { name: "Recent" }).click();
  await expect(page.getByText(/No recent searches yet\. Run a search from New Search/)).toBeVisible();
  await expect(page.getByText(/No saved lanes yet\./)).toBeVisible();
  await page.getByRole("tab", { name: "New Search" }).click();
  await searchLane(page);

  // The figure the results show for the lane: withheld with its reason, or the published median.
  const summary = page.getByRole("region", { name: "Lane summary" });
  await expect(summary).toHaveAttribute("aria-busy", "false");
  const summaryText = (await summary.textContent()) ?? "";
  const figure =
    /Not published: [^.]+\./.exec(summaryText)?.[0] ??
    /Carrier-reported rate, median per mile(\$[\d.]+)/.exec(summaryText)?.[1] ??
    "";
  expect(figure, summaryText).not.toBe("");

  await page.getByRole("button", { name: "Save this lane" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lane saved." })).toBeVisible();

  await page.getByRole("link", { name: "home page" }).click();
  const saved = page.getByRole("article", { name: NAME });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(figure);
  await expectNoAxeViolations(page, "home with a saved lane");
  // On a phone the lane's figure and every control stay on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await saved.scrollIntoViewIfNeeded();
  for (const control of [
    saved.getByRole("button", { name: `Remove ${NAME}` }),
    saved.getByLabel("Threshold ($ per mile)"),
    saved.getByRole("button", { name: "Set alert" }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await expectNoAxeViolations(page, "home with a saved lane at 390 px");
  await page.setViewportSize({ width: 1280, height: 800 });

  // An alert on it: the form checks the threshold first, then the lane says what it watches.
  await saved.getByLabel("Threshold ($ per mile)").fill("99");
  await saved.getByRole("button", { name: "Set alert" }).click();
  await expect(saved.getByRole("alert")).toHaveText("Enter a threshold between $0.10 and $20.00 per mile");
  await saved.getByLabel("Threshold ($ per mile)").fill("3.10");
  await saved.getByRole("button", { name: "Set alert" }).click();
  await expect(
    saved.getByText(/Alert on: an e-mail and a notice when the median reaches at or above \$3\.10\/mi/),
  ).toBeVisible();

  // The alert e-mail's unsubscribe link (the token the job puts in it, read from the API's D1):
  // opening it changes nothing; its button turns the alert off, the home page says so, and the link
  // says "off" when opened again. workers/test/carrier-tools.test.ts follows the same link from the
  // e-mail in the outbox and proves no further crossing is mailed.
  const [tokenRow] = queryLocalSql<{ token: string }>(
    `SELECT s.alert_token AS token FROM saved_lanes s JOIN users u ON u.id = s.user_id
     WHERE u.email = '${carrier.email.toLowerCase()}' AND s.alert_threshold IS NOT NULL`,
  );
  expect(tokenRow?.token, "the saved lane's unsubscribe token").toMatch(/^[A-Za-z0-9_-]{40,}$/);
  const unsubscribe = await context.newPage();
  for (const size of AXE_WIDTHS) {
    await unsubscribe.setViewportSize(size);
    await openPage(unsubscribe, `/alerts/unsubscribe/${tokenRow?.token}`);
    await expect(unsubscribe.getByText(`crosses your alert`)).toContainText(NAME);
    await expectNoAxeViolations(unsubscribe, `the unsubscribe link, alert on, at ${size.width} px`);
  }
  await unsubscribe.getByRole("button", { name: "Turn off this alert" }).click();
  await expect(unsubscribe.getByRole("status")).toHaveText(
    `Rate alerts for ${NAME} are off. You will get no more e-mails about it.`,
  );
  await expectNoAxeViolations(unsubscribe, "the unsubscribe link, turned off");
  await openPage(unsubscribe, `/alerts/unsubscribe/${tokenRow?.token}`);
  await expect(unsubscribe.getByRole("status")).toHaveText(`Rate alerts for ${NAME} are off.`);
  await unsubscribe.close();
  // The saved lanes are in the server's HTML now, so wait for React before clicking a tab.
  await reloadPage(page);
  await expect(saved.getByText("No alert on this lane.")).toBeVisible();

  // Recent: the search just made, one click from its results again.
  await page.getByRole("tab", { name: "Recent" }).click();
  const recent = page.getByRole("list", { name: "Recent searches" });
  await expect(recent.getByText(NAME, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the Recent tab");
  await page.evaluate(() => window.sessionStorage.clear());
  await recent.getByRole("button", { name: `Search again: ${NAME}` }).click();
  await expect(page).toHaveURL(/\/search-results$/);
  await expect(page.getByRole("table", { name: "Loads matching your search" })).toContainText("Omaha");

  // Removing the lane empties the list again.
  await openPage(page, "/");
  await page.getByRole("button", { name: `Remove ${NAME}` }).click();
  await expect(page.getByText(/No saved lanes yet\./)).toBeVisible();

  // An alert e-mail's link that names nothing says so, and where alerts are managed.
  await openPage(page, "/alerts/unsubscribe/not-a-real-token");
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid");
  await expect(page.getByRole("link", { name: "home page" })).toBeVisible();
  await context.close();
});

test("optional dates carry no star, Recent says its times' zone, and saving a saved lane says it is saved already", async ({
  browser,
  baseURL,
  asRole,
  newUser,
}) => {
  allowLong(150_000);
  const { context } = await carrierWithLaneLoad(browser, String(baseURL), { asRole, newUser });
  const page = await context.newPage();
  await openPage(page, "/");
  await searchLane(page);
  await page.getByRole("button", { name: "Save this lane" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lane saved." })).toBeVisible();

  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await openPage(page, "/");
    // A required field keeps its star; the optional dates have none.
    const label = (text: string) => page.locator("label").filter({ hasText: text });
    await expect(label("Trailer type").locator(".tr-required-mark")).toHaveCount(1);
    for (const text of ["Start date", "End date"]) {
      await expect(label(text)).toHaveText(text);
      await expect(page.getByLabel(text)).not.toHaveAttribute("required", "");
    }
    // Recent names its time zone, as every other screen does (New York time, EST or EDT).
    await page.getByRole("tab", { name: "Recent" }).click();
    const recent = page.getByRole("list", { name: "Recent searches" });
    await expect(recent.getByText(NAME, { exact: true })).toBeVisible();
    const time = recent.locator("time").first();
    await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    await expect(time).toBeInViewport();
    await expectNoAxeViolations(page, `the Recent tab at ${size.width} px`);

    // The same lane again: the API's 409 is said as "already saved", not "Lane saved".
    await page.getByRole("tab", { name: "New Search" }).click();
    await choosePlace(page, "Origin city", "Omaha", "Omaha, NE");
    await choosePlace(page, "Destination city", "Tulsa", "Tulsa, OK");
    await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
    await page.getByRole("button", { name: "SEARCH LOADS" }).click();
    await page.getByRole("button", { name: "Save this lane" }).click();
    const already = page.getByRole("status").filter({ hasText: "This lane is already saved." });
    await expect(already).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Lane saved." })).toHaveCount(0);
    await expect(already.getByRole("link", { name: "home page" })).toBeInViewport();
  }
  await context.close();
});
