import { createBrokerageLoad, DEMO_BROKERAGE } from "./support/documents";
import { expectNoPageOverflow, expectWithinWindow } from "./support/layout";
import { choosePlace, dollars, openPage, todayAsTableDate } from "./support/load-pages";
import { allowLong, expect, type Page, test } from "./support/test";

// Issue 42, item 1: on a phone the search results are cards that show everything a row says
// (route, date, rate, true rate, $/mile, type, the broker's profile link and identity) without sideways
// scrolling, and sort through a select; at a laptop's width they stay a sortable table.

const RESULTS = "Loads matching your search";

async function searchTheLane(page: Page) {
  await openPage(page, "/");
  await choosePlace(page, "Origin city", "Dallas", "Dallas, TX");
  await choosePlace(page, "Destination city", "Atlanta", "Atlanta, GA");
  await page.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(page.getByRole("table", { name: RESULTS })).toBeVisible();
}

test("search results are cards on a phone and a table on a laptop, sorted and paged on both", async ({
  page,
  context,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  await asRole(context, "carrier");
  const run = Date.now().toString(36);
  // Eleven loads today: the newest-first results fill more than one page; the last, newest, leads.
  for (let index = 0; index < 11; index += 1) {
    await createBrokerageLoad(context.request, baseURL, {
      loadNumber: `E2E-CARD-${run}-${index}`,
      rate: index === 10 ? 3217.43 : 3300 + index,
      trailerType: "reefer",
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await searchTheLane(page);
  const table = page.getByRole("table", { name: RESULTS });
  await expectNoPageOverflow(page, "search results at 390 px");

  // A card: every fact of the row on the screen, each named by its line's label.
  const card = table.locator("tbody tr").filter({ hasText: "$3,217.43" });
  await expect(card).toHaveCount(1);
  for (const text of [
    "Dallas, TX → Atlanta, GA",
    todayAsTableDate(),
    "$3,217.43",
    "Not Verified",
    `$${(3217.43 / 781).toFixed(2)}`,
    "Reefer",
  ]) {
    await expectWithinWindow(page, card.getByText(text, { exact: true }));
  }
  const broker = card.getByRole("link", { name: DEMO_BROKERAGE.name });
  await expectWithinWindow(page, broker);
  await expect(broker).toHaveAttribute("href", /^\/brokers\//);
  // The broker's identity badge stays on a phone: fraud is the question a carrier asks first.
  await expectWithinWindow(page, card.getByText("Identity passed"));
  for (const label of ["Date", "Rate", "True Rate", "$/Mile", "Type", "Broker", "Broker identity"]) {
    await expect(card.locator(`[data-label="${label}"]`)).toBeVisible();
  }
  // No column headers on a phone: the select sorts, here by rate, lowest first.
  await expect(table.getByRole("columnheader", { name: /^Rate/ })).toBeHidden();
  const sort = page.getByLabel("Sort by");
  await expectWithinWindow(page, sort);
  await expect(sort).toHaveValue("date:desc");
  await sort.selectOption({ label: "Rate, ascending" });
  const rates = (await table.locator('tbody tr [data-label="Rate"]').allInnerTexts()).map((text) =>
    dollars(text.replace(/^Rate\s*/, "")),
  );
  expect(rates.length).toBe(10);
  expect(rates).toEqual([...rates].sort((a, b) => a - b));
  // Paging stays.
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expectWithinWindow(page, pager.getByRole("button", { name: "Next" }));
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expectNoPageOverflow(page, "search results, page 2, at 390 px");

  // At a laptop's width: the table with its sortable headers, the select out of the way.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sort).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Rate", exact: true })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await table.getByRole("button", { name: "Rate", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: "Rate", exact: true })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sort).toHaveValue("rate:desc");
});
