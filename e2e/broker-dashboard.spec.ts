import { AXE_WIDTHS, expectNoAxeViolations } from "./support/axe";
import { createBrokerOfNewBrokerage } from "./support/brokerages";
import { makeLoadOverdue } from "./support/deadlines";
import { createBrokerageLoad, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { openPage } from "./support/load-pages";
import { type APIRequestContext, allowLong, type BrowserContext, expect, type Page, test } from "./support/test";

// Issue 15, the broker's side: Analytics in charts from GET /api/broker/analytics (with data and
// empty), opening a document the brokerage sent, the broker's bottom bar, and the dashboard's tabs
// accessible (badge contrast, heading order) at a laptop's and a phone's width.

const CHART_TITLES = [
  "Compliance rate over time",
  "Deadlines met and missed by week",
  "Carrier response time",
  "Loads by source",
] as const;

/** The id of the brokerage's shared document named `fileName`, as the broker's list answers it. */
async function sharedDocumentId(request: APIRequestContext, fileName: string): Promise<string> {
  const response = await request.get("/api/broker/documents/shared");
  expect(response.status(), await response.text()).toBe(200);
  const { documents } = (await response.json()) as { documents: { id: string; fileName: string }[] };
  const found = documents.find((document) => document.fileName === fileName);
  if (!found) throw new Error(`${fileName} is not among the broker's shared documents`);
  return found.id;
}

/** The demo carrier hauls two loads for the demo brokerage: one gets its documents in time, one misses. */
async function seedBrokerageWeek(carrier: BrowserContext, broker: BrowserContext, baseURL: string | undefined) {
  const run = Date.now().toString(36);
  const met = `E2E-AN-MET-${run}`;
  const fileName = `rate-con-analytics-${run}.pdf`;
  const metId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber: met, rate: 2400 });
  const missedId = await createBrokerageLoad(carrier.request, baseURL, {
    loadNumber: `E2E-AN-MISS-${run}`,
    rate: 1900,
  });
  const pdf = await rateConfirmationPdf({ loadNumber: met, rate: "$2,400.00" });
  await shareAsBroker(broker.request, baseURL, { loadId: metId, fileName, pdf });
  makeLoadOverdue(missedId);
  // The carrier opens the document, which starts the carrier response time.
  const documentId = await sharedDocumentId(broker.request, fileName);
  const viewed = await carrier.request.get(`/api/documents/carrier/${documentId}/view`);
  expect(viewed.status(), `carrier view: ${viewed.status()}`).toBe(200);
  return { fileName, pdf };
}

async function openTab(page: Page, name: RegExp) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("a broker reads the brokerage's weeks in charts, with the figures as tables", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  await seedBrokerageWeek(carrier, broker, baseURL);

  const page = await broker.newPage();
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await openPage(page, "/broker-dashboard");
    await openTab(page, /^Analytics$/);
    const panel = page.getByRole("tabpanel", { name: "Analytics" });
    for (const title of CHART_TITLES) {
      const chart = panel.getByRole("region", { name: title });
      await expect(chart).toBeVisible();
      // Recharts drew the chart (an SVG surface with its axes), after the lazily loaded chunk arrived.
      await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
    }
    // Totals: at least the load met and the load missed above, and a measured carrier response.
    const tile = (label: string) =>
      panel.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);
    await expect(tile("Deadlines met / missed")).toHaveText(/^[1-9]\d* \/ [1-9]\d*$/);
    await expect(tile("Median carrier response")).toHaveText(/^(< )?\d+(\.\d)? h$/);
    await expect(tile("Share of deadlines met")).toHaveText(/^\d{1,3}%$/);
    // The same figures in a table, opened from the keyboard.
    const response = panel.getByRole("region", { name: "Carrier response time" });
    await response.locator("summary").focus();
    await page.keyboard.press("Enter");
    const table = response.getByRole("table", { name: "Carrier response time by week" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(13);
    await expect(table.getByRole("cell", { name: /^(< )?\d+(\.\d)? h$/ }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${size.width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `Analytics at ${size.width} px`);
  }
  await carrier.close();
  await broker.close();
});

test("a brokerage with nothing yet sees 'No rating yet', not 100% Excellent", async ({ browser, baseURL }) => {
  allowLong(60_000);
  const context = await browser.newContext({ baseURL });
  await createBrokerOfNewBrokerage(context, baseURL ?? "", "quiet-broker");
  const page = await context.newPage();
  await openPage(page, "/broker-dashboard");
  await openTab(page, /^Analytics$/);
  const analytics = page.getByRole("tabpanel", { name: "Analytics" });
  await expect(analytics.getByRole("heading", { name: "No requests yet" })).toBeVisible();
  await expect(analytics.locator("svg.recharts-surface")).toHaveCount(0);
  await expectNoAxeViolations(page, "empty Analytics");

  await openTab(page, /^Compliance$/);
  const compliance = page.getByRole("tabpanel", { name: "Compliance" });
  await expect(compliance.getByText("No rating yet")).toHaveCount(2);
  await expect(compliance).not.toContainText("Excellent");
  // The API gives no rating for 0 of 0, so there is no bar to draw either (not a bar at 100%).
  await expect(compliance.getByRole("img", { name: /^Compliance ratings/ })).toHaveCount(0);
  await expect(compliance).not.toContainText("100%");
  await expectNoAxeViolations(page, "empty Compliance");
  await context.close();
});

test("the broker's bottom bar goes where it says, and the tabs are accessible", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(60_000);
  const context = await browser.newContext({ baseURL });
  const carrier = await browser.newContext({ baseURL });
  await asRole(context, "broker");
  await asRole(carrier, "carrier");
  // A document on its way and a load waiting for one, so the tabs show their status badges.
  const run = Date.now().toString(36);
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber: `E2E-BADGE-${run}`, rate: 1800 });
  await createBrokerageLoad(carrier.request, baseURL, { loadNumber: `E2E-WAIT-${run}`, rate: 1700 });
  const pdf = await rateConfirmationPdf({ loadNumber: `E2E-BADGE-${run}`, rate: "$1,800.00" });
  await shareAsBroker(context.request, baseURL, { loadId, fileName: `rate-con-badge-${run}.pdf`, pdf });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/broker-dashboard");
  const bar = page.getByRole("navigation", { name: "Main" });
  for (const [item, path, heading] of [
    ["Tools", "/tools", "Tools and Resources"],
    ["Help", "/help", "Help Center"],
    ["Profile", "/profile", "Profile"],
    ["Dashboard", "/broker-dashboard", "Broker Dashboard"],
  ] as const) {
    await bar.getByRole("link", { name: item, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  // Status badges (Documents, Loads), ratings (Compliance) and members (Team): axe-clean at both widths.
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await openPage(page, "/broker-dashboard");
    for (const tab of [/^Documents/, /^Loads/, /^Compliance$/, /^Team/]) {
      await openTab(page, tab);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectNoAxeViolations(page, `${tab.source} tab at ${size.width} px`);
    }
  }
  await carrier.close();
  await context.close();
});
