import { LOAD_MESSAGES } from "@truerate/domain/validation/load-messages";
import { expectWithinWindow } from "./support/layout";
import { choosePlace, columnTexts, dollars, openPage, toasts, todayAsTableDate } from "./support/load-pages";
import { countLaneLoads, createLoad, originHeader } from "./support/loads";
import { allowLong, expect, test } from "./support/test";

// Issue 5, portal: the subscribed demo carrier uploads a load, finds it by lane, sorts and pages the
// results, and deletes it from My Shipments. Loads are created through the API for paging; counts
// come from the API too, so a rerun on a database that already holds loads still agrees.

const RATE_COLUMN = 5;
const WEIGHT_COLUMN = 3;

test("a carrier uploads a load, finds it by search, sorts and pages the results, and deletes it", async ({
  page,
  context,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  await asRole(context, "carrier");
  const run = Date.now().toString(36);
  // Eleven older loads on the lane, so the results fill more than one page of ten.
  const seeded: string[] = [];
  for (let index = 0; index < 11; index += 1) {
    seeded.push(
      await createLoad(context.request, baseURL, {
        loadNumber: `E2E-SEED-${run}-${index}`,
        rate: 1000 + index * 100,
        weight: 20_000 + index * 1000,
        trailerType: "flatbed",
      }),
    );
  }

  // Upload through the form: broker from the FMCSA registry, cities from the gazetteer.
  const loadNumber = `E2E-${run}`;
  await openPage(page, "/upload-load");
  await expect(page.getByRole("heading", { level: 1, name: "Upload New Load" })).toBeVisible();
  const brokerName = page.getByRole("combobox", { name: "Broker name" });
  await brokerName.fill("Demo Frei");
  await page.getByRole("option", { name: /Demo Freight Brokerage LLC/ }).click();
  await expect(brokerName).toHaveValue("Demo Freight Brokerage LLC");
  await page.getByLabel("Broker email").fill("dispatch@demofreight.test");
  await page.getByLabel("Load number").fill(loadNumber);
  const mileage = page.getByLabel("Mileage");
  await choosePlace(page, "Pickup location", "Dallas", "Dallas, TX");
  await expect(mileage).toHaveValue("");
  await choosePlace(page, "Delivery location", "Atlanta", "Atlanta, GA");
  await expect(mileage).toHaveValue(/^\d+$/);
  await expect(page.getByText(/^Estimated driving distance/)).toBeVisible();
  const miles = Number(await mileage.inputValue());
  await page.getByLabel("Trailer type").selectOption({ label: "Flatbed" });
  await page.getByLabel("Weight (lbs)").fill("41000");
  await page.getByLabel("Rate ($)").fill("4876.54");
  await page.getByRole("button", { name: "Upload Load" }).click();
  await expect(toasts(page).getByText("Load uploaded successfully")).toBeVisible();
  await expect(
    toasts(page).getByText("Broker status: registered on TrueRate. Their documents are due within 48 hours."),
  ).toBeVisible();
  // The page says what happened and what next: the saved load, its running deadline, a link to it.
  const saved = page.getByRole("status").filter({ hasText: /^Load \S+ saved\./ });
  await expect(saved).toContainText("has 48 hours to send its records");
  await expect(saved.getByRole("timer")).toHaveText(/^4[78] h \d{2} min left$/);
  await expect(saved.getByRole("link", { name: /^Open load / })).toHaveAttribute("href", /^\/loads\/[0-9a-f-]{36}$/);
  // The form starts over for the next load.
  await expect(page.getByRole("combobox", { name: "Broker name" })).toHaveValue("");
  await expect(page.getByLabel("Load number")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Pickup location" })).toHaveValue("");
  await expect(page.getByLabel("Mileage")).toHaveValue("");

  // Search the lane; the destination is chosen with the keyboard.
  const expected = await countLaneLoads(context.request, baseURL, "flatbed");
  expect(expected).toBeGreaterThanOrEqual(12);
  await openPage(page, "/");
  await choosePlace(page, "Origin city", "Dallas", "Dallas, TX");
  const destination = page.getByRole("combobox", { name: "Destination city" });
  await destination.fill("Atlanta");
  const atlanta = page.getByRole("option", { name: "Atlanta, GA", exact: true });
  await expect(atlanta).toBeVisible();
  await destination.press("ArrowDown");
  await expect(atlanta).toHaveAttribute("aria-selected", "true");
  await destination.press("Enter");
  await expect(destination).toHaveValue("Atlanta, GA");
  await page.getByLabel("Trailer type").selectOption({ label: "Flatbed" });
  await page.getByRole("button", { name: "SEARCH LOADS" }).click();
  await expect(page).toHaveURL(/\/search-results$/);

  // Newest first: the load just uploaded leads, with every column of docs/product.md.
  const table = page.getByRole("table", { name: "Loads matching your search" });
  const summary = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  await expect(summary).toHaveText(`Showing 1 to 10 of ${expected} results`);
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await expect(table.getByRole("columnheader", { name: "Date" })).toHaveAttribute("aria-sort", "descending");
  const first = table.locator("tbody tr").first();
  await expect(first.getByRole("rowheader")).toHaveText("Dallas, TX → Atlanta, GA");
  for (const text of [
    "Demo Freight Brokerage LLC",
    "Flatbed",
    "41,000 lbs",
    `${miles.toLocaleString("en-US")} miles`,
    "$4,876.54",
    "Not Verified",
    `$${(4876.54 / miles).toFixed(2)}`,
    todayAsTableDate(),
  ]) {
    await expect(first.getByRole("cell", { name: text, exact: true })).toBeVisible();
  }
  await expect(table.getByRole("button", { name: "$/Mile" })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: "$/Mile" })).not.toHaveAttribute("aria-sort", /.*/);

  // Sorting: a new column starts ascending, the same column flips.
  const rateButton = table.getByRole("button", { name: "Rate", exact: true });
  const rateHeader = table.getByRole("columnheader", { name: "Rate", exact: true });
  await rateButton.click();
  await expect(rateHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("columnheader", { name: "Date" })).toHaveAttribute("aria-sort", "none");
  const ascending = (await columnTexts(table, RATE_COLUMN)).map(dollars);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBe(1000);
  await rateButton.click();
  await expect(rateHeader).toHaveAttribute("aria-sort", "descending");
  await expect(first.getByRole("cell", { name: "$4,876.54", exact: true })).toBeVisible();
  await table.getByRole("button", { name: "Weight" }).click();
  await expect(table.getByRole("columnheader", { name: "Weight" })).toHaveAttribute("aria-sort", "ascending");
  const weights = (await columnTexts(table, WEIGHT_COLUMN)).map((text) => Number(text.replace(/\D/g, "")));
  expect(weights).toEqual([...weights].sort((a, b) => a - b));

  // Paging: ten a page, numbered pages, and re-sorting keeps the page (docs/product.md#load-board-states-and-transitions).
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "Next" }).click();
  const secondPage = `Showing 11 to ${Math.min(20, expected)} of ${expected} results`;
  await expect(summary).toHaveText(secondPage);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("button", { name: "Previous" })).toBeEnabled();
  await rateButton.click();
  await expect(summary).toHaveText(secondPage);
  await pager.getByRole("button", { name: "Page 1" }).click();
  await expect(summary).toHaveText(`Showing 1 to 10 of ${expected} results`);
  await page.getByRole("link", { name: "Back to search" }).click();
  await expect(page).toHaveURL(/\/$/);

  // My Shipments: delete the uploaded load, after confirming.
  await openPage(page, "/shipments");
  await expect(page.getByRole("heading", { level: 1, name: "My Shipments" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search for Loads" })).toHaveAttribute("href", "/");
  const shipments = page.getByRole("table", { name: "Your submitted loads" });
  const row = shipments
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: loadNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  // On a phone the row's Record and Delete stay inside the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectWithinWindow(page, row.getByRole("button", { name: `Delete load ${loadNumber}` }));
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole("button", { name: `Delete load ${loadNumber}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this load?" });
  await expect(dialog).toContainText(loadNumber);
  await dialog.getByRole("button", { name: "Delete load" }).click();
  await expect(toasts(page).getByText("Load deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  const mine = await context.request.get("/api/loads/my-loads");
  expect(((await mine.json()) as { loadNumber: string }[]).map((load) => load.loadNumber)).not.toContain(loadNumber);

  // Leave the database as it was found, so reruns page the same way.
  for (const id of seeded) {
    const deleted = await context.request.delete(`/api/loads/${id}`, { headers: originHeader(baseURL) });
    expect(deleted.status(), `DELETE /api/loads/${id}`).toBe(204);
  }
});

test("the home screen's tabs and the search form's messages; an empty search stays home", async ({
  page,
  context,
  asRole,
}) => {
  allowLong(60_000);
  await asRole(context, "carrier");
  await openPage(page, "/");
  await page.getByRole("tab", { name: "Recent" }).click();
  // The demo carrier's own recent searches, or the empty state (carrier-tools.spec.ts covers both).
  await expect(page.getByRole("tabpanel", { name: "Recent" })).toContainText(/No recent searches yet|Search again/);
  await page.getByRole("tab", { name: "My Loads" }).click();
  await expect(page.getByRole("link", { name: "Upload Load" })).toHaveAttribute("href", "/upload-load");
  await page.getByRole("tab", { name: "New Search" }).click();

  const search = page.getByRole("button", { name: "SEARCH LOADS" });
  await search.click();
  await expect(toasts(page).getByText("Please fill in all required fields")).toBeVisible();
  await expect(toasts(page).getByText("Origin, destination and trailer type are required")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Origin city" })).toHaveAttribute("aria-invalid", "true");

  // A typed city that was never chosen from the list.
  const origin = page.getByRole("combobox", { name: "Origin city" });
  await origin.fill("Dallas");
  await expect(page.getByRole("option", { name: "Dallas, TX", exact: true })).toBeVisible();
  await origin.press("Escape");
  await expect(origin).toHaveAttribute("aria-expanded", "false");
  await choosePlace(page, "Destination city", "Atlanta", "Atlanta, GA");
  await page.getByLabel("Trailer type").selectOption({ label: "Dry Van" });
  await search.click();
  await expect(toasts(page).getByText("Please select a valid city from the dropdown")).toBeVisible();

  // A lane without loads: the info toast, and the page stays.
  await choosePlace(page, "Origin city", "Boise", "Boise, ID");
  await choosePlace(page, "Destination city", "Fargo", "Fargo, ND");
  await page.getByLabel("Origin radius (miles)").fill("0");
  await page.getByLabel("Destination radius (miles)").fill("0");
  await search.click();
  await expect(toasts(page).getByText("No loads found")).toBeVisible();
  await expect(toasts(page).getByText("Try adjusting your search criteria")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // …and the form says it in place, with what to change, until the search is edited.
  const inPlace = page.getByRole("form", { name: "New search" }).getByRole("status");
  await expect(inPlace).toContainText("No loads found for this lane. To find more: widen a radius (up to 150 miles)");
  await page.getByLabel("Origin radius (miles)").fill("50");
  await expect(inPlace).not.toContainText("No loads found");
});

test("the load form asks for chosen locations, follows them with the mileage, and lists schema errors", async ({
  page,
  context,
  asRole,
}) => {
  allowLong(60_000);
  await asRole(context, "carrier");
  await openPage(page, "/upload-load");
  const upload = page.getByRole("button", { name: "Upload Load" });
  const pickup = page.getByRole("combobox", { name: "Pickup location" });
  await pickup.fill("Dallas");
  await expect(page.getByRole("option", { name: "Dallas, TX", exact: true })).toBeVisible();
  await pickup.press("Escape");
  await expect(pickup).toHaveAttribute("aria-expanded", "false");
  await upload.click();
  // A refusal of fields is told in the form, above the button, where no toast covers the fields.
  const form = page.getByRole("form", { name: "Load details" });
  await expect(form.getByRole("alert").filter({ hasText: "Location Error" })).toContainText(
    "Please select valid pickup and delivery locations from the suggestions",
  );

  // Mileage follows the locations: filled when both are chosen, cleared when one changes.
  const mileage = page.getByLabel("Mileage");
  await choosePlace(page, "Pickup location", "Dallas", "Dallas, TX");
  await choosePlace(page, "Delivery location", "Atlanta", "Atlanta, GA");
  await expect(mileage).toHaveValue(/^\d+$/);
  await pickup.fill("Dall");
  await expect(mileage).toHaveValue("");
  await choosePlace(page, "Pickup location", "Dallas", "Dallas, TX");
  await expect(mileage).toHaveValue(/^\d+$/);
  await choosePlace(page, "Delivery location", "Dallas", "Dallas, TX");
  await expect(mileage).toHaveValue("");
  await expect(form.getByRole("status").filter({ hasText: "Please enter mileage manually" })).toBeVisible();
  await expect(toasts(page).getByText("Distance calculation failed")).toBeVisible();
  await choosePlace(page, "Delivery location", "Atlanta", "Atlanta, GA");

  // The schema's messages, joined by commas after 'Validation Error'.
  await page.getByRole("combobox", { name: "Broker name" }).fill("Some Broker LLC");
  await page.getByLabel("Broker email").fill("not an email");
  await page.getByLabel("Load number").fill("E2E-INVALID");
  await upload.click();
  await expect(form.getByRole("alert").filter({ hasText: "Validation Error" })).toHaveText(
    `Validation Error: ${[LOAD_MESSAGES.brokerEmail, LOAD_MESSAGES.weight, LOAD_MESSAGES.rate, LOAD_MESSAGES.trailerType].join(", ")}`,
  );
  await expect(page.getByLabel("Broker email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Broker email")).toHaveValue("not an email");
});

test("search results say when nothing is stored and when storage is unreadable", async ({ page, context, asRole }) => {
  await asRole(context, "carrier");
  await openPage(page, "/search-results");
  await expect(page.getByText("No search results found")).toBeVisible();
  await page.evaluate(() => window.sessionStorage.setItem("searchResults", "{not json"));
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load search results" })).toBeVisible();
  await page.getByRole("link", { name: "Back to search" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "SEARCH LOADS" })).toBeVisible();
});

test("the loads screens hydrate without console errors", async ({ page, context, asRole }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    // Resources the machine cannot reach offline (the avatar service, a favicon) are not page errors.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await asRole(context, "carrier");
  for (const path of ["/", "/upload-load", "/shipments", "/search-results"]) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(page.getByText("No search results found")).toBeVisible();
  expect(errors, "no console errors (hydration mismatches included)").toEqual([]);
});
