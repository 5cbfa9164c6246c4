import { expect, type Locator, type Page } from "@playwright/test";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { untilHydrated } from "./hydration";

/** Types into a city combobox and chooses the suggestion, as a person would with the mouse. */
export async function choosePlace(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(typed);
  await page
    .getByRole("listbox", { name: `${label} suggestions` })
    .getByRole("option", { name: option, exact: true })
    .click();
  await expect(input).toHaveValue(option);
}

/** The notifications region, where toasts appear. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications" });
}

/** The texts of one column of a table's body rows, in order (0-based column). */
export async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ""), column);
}

/** '$1,234.50' → 1234.5 */
export function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ""));
}

/** The date column's text ('MMMM d, yyyy') of a load uploaded now without a date of its own. */
export function todayAsTableDate(): string {
  // The API dates a load without a date by New York's calendar day (todayInNewYork), which is still
  // yesterday for the first hours after midnight UTC: a test run then must expect that day too.
  const [year, month, day] = todayInNewYork().split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * Opens a page and waits until React has hydrated it (support/hydration.ts). The fixture's `goto`
 * already waits; this says so where a spec's next step depends on it.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await untilHydrated(page);
}

/** Reloads the page and waits for React as `openPage` does. */
export async function reloadPage(page: Page) {
  await page.reload();
  await untilHydrated(page);
}
