import { createBrokerageLoad } from "./support/documents";
import { openPage, toasts } from "./support/load-pages";
import { expect, test } from "./support/test";

// The admin dashboard's Load Management tab (docs/product.md#load-board-screens-and-routes, #load-board-validation-rules and #load-board-roles-and-permissions): the demo carrier uploads a load,
// the admin filters to its date, finds it unverified, is stopped by the true-rate check, saves a
// true rate and sees it; a carrier opening /admin is turned away with docs/product.md's toast.

/**
 * A past day of this run's own, so the filtered table holds this load alone: other specs upload
 * loads dated today meanwhile, which would push it off the first page of the unfiltered list.
 * Within the broker's three-year record period, since older loads are refused at the door.
 */
function runDate(): string {
  const daysAgo = 400 + (Date.now() % 600);
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const SAN_ANTONIO = {
  pickupCity: "San Antonio",
  pickupState: "TX",
  pickupLatitude: 29.42412,
  pickupLongitude: -98.49363,
};

test("an admin filters the loads by date and sets a load's true rate", async ({ browser, baseURL, asRole }) => {
  const loadNumber = `E2E-ADMIN-${Date.now().toString(36)}`;
  const date = runDate();
  const carrierContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL });
  await asRole(carrierContext, "carrier");
  await asRole(adminContext, "admin");
  // A lane of its own: a verified true rate on the shared Dallas lane would widen other specs' search rows.
  await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber, rate: 2150, date, ...SAN_ANTONIO });

  const page = await adminContext.newPage();
  await openPage(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Load Management", selected: true })).toBeVisible();

  // A day without loads says so; the load's own day shows it alone.
  const dateInput = page.getByLabel("Load date");
  await dateInput.fill("1975-06-15");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No loads found on June 15, 1975.")).toBeVisible();
  await dateInput.fill(date);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]date=${date}$`));
  const table = page.getByRole("table", { name: /^Loads on / });
  const row = table.getByRole("row").filter({ hasText: loadNumber });
  await expect(row).toContainText("San Antonio, TX → Atlanta, GA");
  await expect(row).toContainText("Demo Trucking LLC");
  await expect(row).toContainText("$2,150.00");
  await expect(row).toContainText("Not Verified");

  // The form's own check: 0 is refused next to the input, and nothing is sent.
  const trueRate = row.getByRole("spinbutton", { name: `True rate for load ${loadNumber}` });
  const save = row.getByRole("button", { name: `Save true rate for load ${loadNumber}` });
  await trueRate.fill("0");
  await save.click();
  await expect(row.getByRole("alert")).toHaveText("Please enter a valid rate greater than 0");
  await expect(trueRate).toHaveAttribute("aria-invalid", "true");
  await expect(row).toContainText("Not Verified");

  await trueRate.fill("2400");
  await expect(row.getByRole("alert")).toHaveCount(0);
  await save.click();
  await expect(toasts(page).getByText("True rate saved")).toBeVisible();
  await expect(toasts(page).getByText(`Load ${loadNumber}: $2,400.00`)).toBeVisible();
  await expect(row).toContainText("$2,400.00");
  await expect(row.getByText("Not Verified")).toHaveCount(0);
  await expect(trueRate).toHaveValue("");

  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("table", { name: "Loads", exact: true })).toBeVisible();
  await expect(dateInput).toHaveValue("");

  await carrierContext.close();
  await adminContext.close();
});

test("a carrier opening the admin dashboard is sent home with 'Access Denied'", async ({
  browser,
  baseURL,
  asRole,
}) => {
  const context = await browser.newContext({ baseURL });
  await asRole(context, "carrier");
  const page = await context.newPage();
  await openPage(page, "/admin");
  await expect(page).toHaveURL(new URL("/", baseURL).href);
  await expect(toasts(page).getByText("Access Denied")).toBeVisible();
  await expect(toasts(page).getByText("This page is only accessible to administrators")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  await context.close();
});
