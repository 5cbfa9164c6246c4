import { readFile } from "node:fs/promises";
import { AXE_WIDTHS } from "./support/axe";
import { runLocalSql } from "./support/e2e-database";
import { choosePlace, openPage } from "./support/load-pages";
import { subscribeThroughApi } from "./support/payments";
import { allowLong, expect, request, test } from "./support/test";

// The search results' lane history: 13 months of the lane above the table as a chart (carrier and
// true rate bands, volume bars, a gap where a week is withheld), the same weeks as a table, and a
// CSV download. A lane no other test uses (Omaha → Tulsa, flatbed). A year of reports cannot be
// entered through the product in a test's time, so they are written to the API's database at once.

const WEEKS_PUBLISHED = 29; // of 58: exactly half, so the history is read at the two cities
const THIN_WEEK = 2; // three reports only: withheld

/** Every third week back all 8 reports are verified, so its true rate is published between withheld ones. */
const TRUE_RATE_WEEKS = Array.from({ length: WEEKS_PUBLISHED + 1 }, (_, week) => week).filter(
  (week) => week % 3 === 0 && week !== THIN_WEEK,
);

/**
 * 8 reports a week for 30 weeks back (4 brokers, 8 carriers, a rate that climbs 3 cents a mile a week
 * over a 13-week cycle), but only 3 two weeks ago. Dated the same weekday each week back. Six of a
 * week's 8 are verified (too few for its true rate), all 8 in every third week.
 */
function insertLaneHistory(run: string) {
  runLocalSql(`INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state,
      pickup_latitude, pickup_longitude, delivery_city, delivery_state, delivery_latitude, delivery_longitude, mileage,
      weight, rate_cents, true_rate_cents, verified, trailer_type, uploaded_at, deadline_at, source_key, broker_key,
      carrier_key)
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${(WEEKS_PUBLISHED + 1) * 8 - 1})
    SELECT lower(hex(randomblob(16))), NULL, 'History Broker ' || (i % 4), 'ops@hist' || (i % 4) || '.test',
      'E2E-HIST-${run}-' || i, date('now', '-' || ((i / 8) * 7) || ' days'), 'Omaha', 'NE', 41.2565, -95.9345,
      'Tulsa', 'OK', 36.154, -95.9928, 440, 40000, (240 + ((i / 8) % 13) * 3 + (i % 8) * 2) * 440,
      CASE WHEN i % 8 < 6 OR (i / 8) % 3 = 0 THEN (290 + ((i / 8) % 13) * 3) * 440 END,
      CASE WHEN i % 8 < 6 OR (i / 8) % 3 = 0 THEN 1 ELSE 0 END, 'flatbed',
      0, 0, 'hist-source-${run}-' || (i % 8), 'hist-broker-${run}-' || (i % 4), 'hist-carrier-${run}-' || (i % 8)
    FROM n WHERE i / 8 <> ${THIN_WEEK} OR i % 8 < 3`);
}

test("the lane history shows 13 months as a chart, a table and a CSV, a withheld week a gap", async ({
  browser,
  baseURL,
  asRole,
  newUser,
}) => {
  allowLong(120_000);
  const origin = String(baseURL);
  insertLaneHistory(Date.now().toString(36));
  const registrar = await request.newContext({ baseURL: origin });
  const carrier = await newUser(registrar, { type: "carrier", label: "history" });
  await registrar.dispose();
  const context = await browser.newContext({ baseURL: origin });
  await asRole(context, carrier);
  await subscribeThroughApi(context, origin);
  const page = await context.newPage();

  await openPage(page, "/");
  await choosePlace(page, "Origin city", "Omaha", "Omaha, NE");
  await choosePlace(page, "Destination city", "Tulsa", "Tulsa, OK");
  await page.getByLabel("Trailer type").selectOption({ label: "Flatbed" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  // Hundreds of rows on a loaded machine: the results take longer than a thin lane's.
  await expect(page.getByRole("table", { name: "Loads matching your search" })).toBeVisible({ timeout: 30_000 });

  const history = page.getByRole("region", { name: "Lane history, last 13 months" });
  await expect(history).toContainText("across these two cities");
  await expect(history).toContainText(`${WEEKS_PUBLISHED} of 58 weeks are published; 29 are gaps`);
  // The chart sits above the results' table: two median lines, two bands and a bar a week.
  const box = await history.boundingBox();
  const table = await page.getByRole("table", { name: "Loads matching your search" }).boundingBox();
  expect(box && table && box.y < table.y).toBe(true);
  await expect(history.locator(".recharts-line")).toHaveCount(2);
  await expect(history.locator(".recharts-area")).toHaveCount(2);
  await expect(history.locator(".recharts-bar-rectangle")).toHaveCount(WEEKS_PUBLISHED);

  // The same weeks as a table, newest first: this week published, the thin week a gap with its reason.
  await history.getByText("Show the figures").click();
  const figures = history.getByRole("table", { name: "Lane history, last 13 months by week" });
  await expect(figures.getByRole("row")).toHaveCount(59);
  const thisWeek = figures.getByRole("row").nth(1);
  await expect(thisWeek).toContainText("8");
  await expect(thisWeek).toContainText("$2.47");
  await expect(figures.getByRole("row").nth(1 + THIN_WEEK)).toContainText("Fewer than 7 reports support this lane");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    history.getByRole("link", { name: "Download the weeks as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("lane-history-omaha-ne-tulsa-ok-flatbed.csv");
  const csv = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
  expect(csv[0]).toMatch(/^week_start,status,withheld_reason,reports,carrier_rate_per_mile_median,/);
  expect(csv).toHaveLength(59);
  expect(csv.filter((line) => line.includes(",published,"))).toHaveLength(WEEKS_PUBLISHED);
  expect(csv[58 - THIN_WEEK]).toMatch(/^\d{4}-\d{2}-\d{2},withheld,too_few_reports,\d+,,,,,,,,$/);

  // The product's main figure without hovering: a point each week with a published true rate, even
  // when the weeks on both sides have none (no segment to draw). The tooltip says each series in its
  // unit, and on a phone it stays inside the card.
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Lane history, last 13 months" }) });
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    const trueRateDots = history.locator(".lane-history-true-rate-point");
    await expect(trueRateDots).toHaveCount(TRUE_RATE_WEEKS.length);
    for (const dot of await trueRateDots.all()) await expect(dot).toBeVisible();
    // The newest week is the rightmost point: where a tooltip is likeliest to leave the card.
    await trueRateDots.last().scrollIntoViewIfNeeded();
    const newest = await trueRateDots.last().boundingBox();
    expect(newest, "the newest week's true-rate point").not.toBeNull();
    if (!newest) continue;
    const [x, y] = [newest.x + newest.width / 2, newest.y + newest.height / 2];
    await page.mouse.move(x - 20, y, { steps: 2 });
    await page.mouse.move(x, y, { steps: 4 });
    const tooltip = history.locator(".recharts-tooltip-wrapper");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(/Reports\s*:\s*8 reports/);
    await expect(tooltip).not.toContainText("$8.00");
    await expect(tooltip).toContainText(/Verified true rate, median\s*:\s*\$\d+\.\d{2} per mile/);
    await expect(tooltip).toContainText(/Carrier rate, middle half\s*:\s*\$\d+\.\d{2}–\$\d+\.\d{2} per mile/);
    // Recharts slides its tooltip to the pointer (a 400 ms transition), so where it comes to rest is
    // what counts, not a box read on the way there.
    await expect
      .poll(
        async () => {
          const [inside, outside] = [await card.boundingBox(), await tooltip.boundingBox()];
          if (!inside || !outside) return "no box";
          const within =
            outside.x >= inside.x &&
            outside.x + outside.width <= inside.x + inside.width &&
            outside.y >= inside.y &&
            outside.y + outside.height <= inside.y + inside.height;
          return within ? "inside the card" : `tooltip ${JSON.stringify(outside)}, card ${JSON.stringify(inside)}`;
        },
        { message: `the tooltip stays inside the card at ${size.width} px` },
      )
      .toBe("inside the card");
    await page.mouse.move(0, 0);
  }
  await context.close();
});
