import type { Locator, Page } from "@playwright/test";
import { LOAD_MESSAGES } from "@truerate/domain/validation/load-messages";
import { AXE_WIDTHS } from "./support/axe";
import { choosePlace, openPage, toasts } from "./support/load-pages";
import { allowLong, expect, test } from "./support/test";

// Issue 42, item 5: the load form reports every field the door refuses in one answer, under each
// field, names trailer types by their labels, and no notice covers the fields it is about.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast's box against every named element's box: none may lie over another. */
async function expectNothingCovered(page: Page, covered: Record<string, Locator>) {
  const toastBoxes = (await toasts(page).locator("li").all()).map((toast) => toast.boundingBox());
  for (const [name, element] of Object.entries(covered)) {
    const box = await element.boundingBox();
    expect(box, `${name} has a box`).not.toBeNull();
    for (const toastBox of await Promise.all(toastBoxes))
      if (box && toastBox) expect(overlaps(box, toastBox), `a toast covers ${name}`).toBe(false);
  }
}

for (const size of AXE_WIDTHS) {
  test(`at ${size.width} px the load form names every refused field at once, under its field, uncovered`, async ({
    page,
    context,
    asRole,
  }) => {
    allowLong(60_000);
    await page.setViewportSize(size);
    await asRole(context, "carrier");
    await openPage(page, "/upload-load");
    const form = page.getByRole("form", { name: "Load details" });
    await page.getByRole("combobox", { name: "Broker name" }).fill("Some Broker LLC");
    await page.getByLabel("Broker email").fill("ops@some-broker.test");
    await page.getByLabel("Load number").fill(`E2E-RANGE-${size.width}-${Date.now().toString(36)}`);
    await choosePlace(page, "Pickup location", "Dallas", "Dallas, TX");
    await choosePlace(page, "Delivery location", "Atlanta", "Atlanta, GA");
    const mileage = page.getByLabel("Mileage");
    const rate = page.getByLabel("Rate ($)");
    const upload = page.getByRole("button", { name: "Upload Load" });
    await mileage.fill("1");
    await page.getByLabel("Weight (lbs)").fill("40000");
    await rate.fill("9000000");

    // No trailer type: its message names the types as the select shows them.
    await upload.click();
    const trailer = page.getByLabel("Trailer type");
    await expect(trailer).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(LOAD_MESSAGES.trailerType, { exact: true })).toBeVisible();
    expect(LOAD_MESSAGES.trailerType).toBe("Choose a trailer type: Dry Van, Reefer, Flatbed or Power Only");

    // The door refuses the mileage and the rate: both, in one answer, under their fields.
    await trailer.selectOption({ label: "Dry Van" });
    await upload.click();
    const notice = form.getByRole("alert").filter({ hasText: "Validation Error" });
    await expect(notice).toContainText("Mileage 1 is shorter");
    await expect(notice).toContainText("The rate must be between $50 and $50,000 for one load");
    await expect(mileage).toHaveAttribute("aria-invalid", "true");
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    // Each field's messages are the list its input names in aria-describedby (forms/field.tsx).
    const errorsOf = async (input: Locator) => page.locator(`[id="${await input.getAttribute("id")}-error"]`);
    const mileageError = await errorsOf(mileage);
    const rateError = await errorsOf(rate);
    await expect(mileageError).toContainText("Mileage 1 is shorter");
    await expect(rateError).toHaveText("The rate must be between $50 and $50,000 for one load");
    await expect(trailer).not.toHaveAttribute("aria-invalid", "true");

    await expectNothingCovered(page, { Mileage: mileage, Rate: rate, "the Upload button": upload, notice });
  });
}
