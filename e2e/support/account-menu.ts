import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the signed-in shell's account menu, retrying until the page has hydrated: a click before
 * that has no handler yet. Returns the menu's trigger.
 */
export async function openAccountMenu(page: Page, email: string): Promise<Locator> {
  const trigger = page.getByRole("button", { name: `Account menu for ${email}` });
  await expect(async () => {
    await trigger.click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return trigger;
}
