import { choosePlace, openPage } from "./support/load-pages";
import { originHeader } from "./support/loads";
import { subscribeThroughApi } from "./support/payments";
import { type Accounts, allowLong, type Browser, expect, type Locator, type Page, request, test } from "./support/test";

// The search results' lane summary: the partner API's lane aggregate above the table. It is
// withheld until the lane has enough reports, brokers and carriers (k-anonymity), then published.
// A lane no other test uses (Denver → Kansas City, power only), so its figures are this test's own.

const LANE = {
  pickupCity: "Denver",
  pickupState: "CO",
  pickupLatitude: 39.73915,
  pickupLongitude: -104.9847,
  deliveryCity: "Kansas City",
  deliveryState: "MO",
  deliveryLatitude: 39.09973,
  deliveryLongitude: -94.57857,
  trailerType: "power_only",
  mileage: 600,
  weight: 30_000,
} as const;
const BROKERS = ["alpha", "bravo", "charlie", "delta"];

/** A new, subscribed carrier signed in to a context of its own. */
async function subscribedCarrier(browser: Browser, baseURL: string, { asRole, newUser }: Accounts) {
  // Registering through a request context of its own: verifying the address signs that context in.
  const registrar = await request.newContext({ baseURL });
  const carrier = await newUser(registrar, { type: "carrier", label: "lane" });
  await registrar.dispose();
  const context = await browser.newContext({ baseURL });
  await asRole(context, carrier);
  await subscribeThroughApi(context, baseURL);
  return context;
}

async function searchLane(page: Page) {
  await openPage(page, "/");
  await choosePlace(page, "Origin city", "Denver", "Denver, CO");
  await choosePlace(page, "Destination city", "Kansas City", "Kansas City, MO");
  await page.getByLabel("Trailer type").selectOption({ label: "Power Only" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(page.getByRole("table", { name: "Loads matching your search" })).toBeVisible();
  return page.getByRole("region", { name: "Lane summary" });
}

/** The summary says it covers the last 30 days, the list that it holds every date the search allows. */
async function expectBothScopes(page: Page, summary: Locator) {
  const scope = summary.getByText("These figures cover the last 30 days; the loads listed below are of every date");
  await scope.scrollIntoViewIfNeeded();
  await expect(scope).toBeInViewport();
  const rows = page.getByText(/^All dates your search allows: \d+ loads?, dated /);
  await rows.scrollIntoViewIfNeeded();
  await expect(rows).toBeInViewport();
}

test("the lane summary is withheld on a thin lane and published once enough carriers and brokers report", async ({
  browser,
  baseURL,
  asRole,
  newUser,
}) => {
  allowLong(180_000);
  const origin = String(baseURL);
  const run = Date.now().toString(36);
  const carriers = [
    await subscribedCarrier(browser, origin, { asRole, newUser }),
    await subscribedCarrier(browser, origin, { asRole, newUser }),
    await subscribedCarrier(browser, origin, { asRole, newUser }),
  ];
  // Eight loads: three, three and two per carrier; two per broker, so no broker is above 25%.
  const rates = Array.from({ length: 8 }, (_, index) => 1200 + 60 * index);
  const upload = async (index: number) => {
    const context = carriers[index < 3 ? 0 : index < 6 ? 1 : 2];
    const broker = BROKERS[index % BROKERS.length];
    const response = await context?.request.post("/api/loads", {
      headers: originHeader(origin),
      data: {
        ...LANE,
        brokerName: `Lane ${broker} Logistics`,
        brokerEmail: `dispatch-${run}@${broker}-lane.test`,
        loadNumber: `E2E-LANE-${run}-${index}`,
        rate: rates[index],
      },
    });
    expect(response?.status(), `POST /api/loads: ${await response?.text()}`).toBe(201);
  };

  for (const index of [0, 1, 2]) await upload(index);
  const page = await (carriers[0] as (typeof carriers)[number]).newPage();
  const thin = await searchLane(page);
  await expect(thin.getByRole("heading", { name: /Lane true rates: Denver, CO → Kansas City, MO/ })).toBeVisible();
  // Why, in the API's words with the lane's counts; where it was read and the rule; and that the
  // rows below are single loads, not the figure.
  await expect(thin).toContainText(/Not published: [1-6] reports?; at least 7 are needed\./);
  await expect(thin).toContainText(
    /Read across these two \w+ over \d+ days\. A lane is published only with at least 7/,
  );
  await expect(thin).toContainText("they are not the lane figure");
  await expectBothScopes(page, thin);

  for (const index of [3, 4, 5, 6, 7]) await upload(index);
  const published = await searchLane(page);
  const perMile = rates.map((rate) => rate / LANE.mileage).sort((a, b) => a - b);
  const median = ((perMile[3] as number) + (perMile[4] as number)) / 2;
  await expect(published).toContainText(`$${median.toFixed(2)}`);
  await expect(published).toContainText(`${rates.length} from ${BROKERS.length} brokers`);
  await expect(published).toContainText(/Confidence \d+ \((LOW|MEDIUM|HIGH)\)/);
  // The carrier rate is published; the verified true rate is not, and its reason stands beside it.
  const trueRate = published.getByText("Verified true rate, median per mile").locator("..");
  await expect(trueRate).toContainText("Not published");
  await expect(trueRate).toContainText("0 verified reports; at least 7 are needed.");
  await expect(published).not.toContainText("not enough verified");
  await expectBothScopes(page, published);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(trueRate.getByText("0 verified reports; at least 7 are needed.")).toBeInViewport();
  await expectBothScopes(page, published);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The same lane judged no narrower than its states, then its ZIP3 areas: the figures say which.
  const areas = page.getByRole("radiogroup", { name: "Lane figures for" });
  await areas.getByRole("radio", { name: "States" }).click();
  await expect(published.getByRole("heading", { name: /Kansas City, MO, their states/ })).toBeVisible();
  await expect(published).toContainText(`${rates.length} from ${BROKERS.length} brokers`);
  await areas.getByRole("radio", { name: "ZIP3 areas" }).click();
  await expect(published.getByRole("heading", { name: /Kansas City, MO, their ZIP3 areas/ })).toBeVisible();
  await expect(published).toContainText(`$${median.toFixed(2)}`);
  await Promise.all(carriers.map((context) => context.close()));
});
