import { expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad } from "./support/documents";
import { expect, test } from "./support/test";

// A lane of its own (Austin, which no other spec uses), so this load never changes another spec's rows.
const AUSTIN = { pickupCity: "Austin", pickupState: "TX", pickupLatitude: 30.26715, pickupLongitude: -97.74306 };

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The carrier records on its load when it invoiced the broker and when it was paid: a paid date
 * before the invoice is refused next to its field, the corrected dates are saved and stay.
 */
test("a carrier records a load's invoice and payment dates, with the API's field messages", async ({
  browser,
  baseURL,
  asRole,
}) => {
  const carrier = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  const loadNumber = `PAY-${Date.now().toString(36)}`;
  const loadId = await createBrokerageLoad(carrier.request, baseURL, {
    loadNumber,
    rate: 2300,
    date: isoDaysAgo(40),
    ...AUSTIN,
  });

  const page = await carrier.newPage();
  await page.goto(`/loads/${loadId}`);
  const form = page.getByRole("form", { name: "Payment" });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, "a load's payment form");

  await form.getByLabel("Invoiced on").fill(isoDaysAgo(35));
  await form.getByLabel("Paid on").fill(isoDaysAgo(36));
  await form.getByRole("button", { name: "Save payment dates" }).click();
  await expect(form.getByText("The paid date cannot be before the invoice date")).toBeVisible();
  await expect(form.getByLabel("Paid on")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "a load's payment form with a field error");

  await form.getByLabel("Paid on").fill(isoDaysAgo(5));
  await form.getByRole("button", { name: "Save payment dates" }).click();
  await expect(form.getByRole("status")).toHaveText("Payment dates saved");
  await expect(form.getByLabel("Paid on")).not.toHaveAttribute("aria-invalid", "true");

  await page.reload();
  await expect(page.getByRole("form", { name: "Payment" }).getByLabel("Invoiced on")).toHaveValue(isoDaysAgo(35));
  await expect(page.getByRole("form", { name: "Payment" }).getByLabel("Paid on")).toHaveValue(isoDaysAgo(5));
  await carrier.close();
});
