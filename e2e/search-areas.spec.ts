import { AXE_WIDTHS, expectNoAxeViolations } from "./support/axe";
import { expectNoPageOverflow } from "./support/layout";
import { openPage, toasts } from "./support/load-pages";
import { originHeader } from "./support/loads";
import { allowLong, expect, type Page, test } from "./support/test";

// The carrier's search by area (issue 24 §2): a side asked as a ZIP3 area or a state through the
// form, the results page naming what was asked, its URL surviving a reload and Back, and the lane
// figures following the asked area. Montana to Wyoming in reefers: a lane no other test uses.

const PLACES = {
  billings: { city: "Billings", state: "MT", lat: 45.78329, lng: -108.50069 },
  missoula: { city: "Missoula", state: "MT", lat: 46.87215, lng: -113.994 },
  casper: { city: "Casper", state: "WY", lat: 42.86663, lng: -106.31308 },
  cheyenne: { city: "Cheyenne", state: "WY", lat: 41.13998, lng: -104.82025 },
} as const;
/** Billings's three-digit ZIP area (ZIP codes 59101…); Missoula's is 598. */
const BILLINGS_ZIP3 = "591";

type Place = (typeof PLACES)[keyof typeof PLACES];

/** `mileage` is a road distance the load gate accepts for the pair (about 1.3 × the straight line). */
async function createLoad(page: Page, baseURL: string, pickup: Place, delivery: Place, mileage: number, index: number) {
  const response = await page.context().request.post("/api/loads", {
    headers: originHeader(baseURL),
    data: {
      brokerName: "Big Sky Brokers Inc",
      brokerEmail: "dispatch@bigsky-areas.test",
      loadNumber: `E2E-AREA-${Date.now().toString(36)}-${index}`,
      pickupCity: pickup.city,
      pickupState: pickup.state,
      pickupLatitude: pickup.lat,
      pickupLongitude: pickup.lng,
      deliveryCity: delivery.city,
      deliveryState: delivery.state,
      deliveryLatitude: delivery.lat,
      deliveryLongitude: delivery.lng,
      mileage,
      weight: 38_000,
      rate: 1500 + 50 * index,
      trailerType: "reefer",
    },
  });
  expect(response.status(), `POST /api/loads: ${await response.text()}`).toBe(201);
}

/** Chooses how one side is asked, by the segmented control's accessible name. */
async function askSideBy(page: Page, side: "Origin" | "Destination", form: string) {
  await page
    .getByRole("radiogroup", { name: `${side} by` })
    .getByRole("radio", { name: form, exact: true })
    .click();
}

const resultRows = (page: Page) => page.getByRole("table", { name: "Loads matching your search" }).locator("tbody tr");

test("a carrier searches by ZIP3 area and by state, and the results page keeps what was asked", async ({
  page,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  const origin = String(baseURL);
  await asRole(page.context(), "carrier");
  await createLoad(page, origin, PLACES.billings, PLACES.casper, 300, 0);
  await createLoad(page, origin, PLACES.billings, PLACES.cheyenne, 450, 1);
  await createLoad(page, origin, PLACES.missoula, PLACES.cheyenne, 780, 2);

  // ZIP3 area → state, through the form.
  await openPage(page, "/");
  await askSideBy(page, "Origin", "ZIP3 area");
  await expect(page.getByLabel("Origin radius (miles)")).toHaveCount(0);
  const zip3 = page.getByLabel("Origin ZIP3 area");
  await expect(zip3).toHaveAttribute("inputmode", "numeric");
  await zip3.fill(BILLINGS_ZIP3);
  await askSideBy(page, "Destination", "State");
  await page.getByLabel("Destination state").selectOption("WY");
  await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();

  await expect(page).toHaveURL(/\/search-results\?origin=zip3%3A591&destination=state%3AWY&type=reefer$/);
  await expect(page.getByTestId("asked-lane")).toHaveText(`ZIP3 ${BILLINGS_ZIP3} → WY · Reefer`);
  await expect(resultRows(page)).toHaveCount(2);
  // The lane figures follow the wider asked area: the states.
  await expect(
    page.getByRole("radiogroup", { name: "Lane figures for" }).getByRole("radio", { name: "States" }),
  ).toBeChecked();
  await expect(page.getByRole("region", { name: "Lane summary" })).toBeVisible();
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `ZIP3 search results at ${size.width} px`);
    await expectNoPageOverflow(page, `ZIP3 search results at ${size.width} px`);
  }
  await page.setViewportSize(AXE_WIDTHS[0]);

  // A reload keeps the search; so does a new page on the same URL, which runs it again.
  await page.reload();
  await expect(resultRows(page)).toHaveCount(2);
  const zip3Url = page.url();

  // State → state, then Back to the ZIP3 search.
  await openPage(page, "/");
  await askSideBy(page, "Origin", "State");
  await page.getByLabel("Origin state").selectOption("MT");
  await askSideBy(page, "Destination", "State");
  await page.getByLabel("Destination state").selectOption("WY");
  await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(page).toHaveURL(/\/search-results\?origin=state%3AMT&destination=state%3AWY&type=reefer$/);
  await expect(page.getByTestId("asked-lane")).toHaveText("MT → WY · Reefer");
  await expect(resultRows(page)).toHaveCount(3);
  await expectNoAxeViolations(page, "state search results");

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(zip3Url);
  await expect(page.getByTestId("asked-lane")).toHaveText(`ZIP3 ${BILLINGS_ZIP3} → WY · Reefer`);
  await expect(resultRows(page)).toHaveCount(2);
});

test("the search form refuses a malformed ZIP3 area in place, and an unknown one with the API's message", async ({
  page,
  asRole,
}) => {
  await asRole(page.context(), "carrier");
  await page.setViewportSize(AXE_WIDTHS[1]);
  await openPage(page, "/");
  await askSideBy(page, "Origin", "ZIP3 area");
  await page.getByLabel("Origin ZIP3 area").fill("59");
  await askSideBy(page, "Destination", "State");
  await page.getByLabel("Destination state").selectOption("WY");
  await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await expectNoPageOverflow(page, "the search form with area sides at 390 px");
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(page.getByLabel("Origin ZIP3 area")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("ZIP3 area must be 3 digits").first()).toBeVisible();
  await expectNoAxeViolations(page, "the search form with a ZIP3 error at 390 px");

  await page.getByLabel("Origin ZIP3 area").fill("000");
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(toasts(page).getByText("Unknown ZIP3 area")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
