import { expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad } from "./support/documents";
import { expect, test } from "./support/test";

// A lane of its own (Amarillo, which no other spec uses): its one load is far from the 7 reports a
// week needs, so the week's figure is withheld, and the page says why.
const AMARILLO = { pickupCity: "Amarillo", pickupState: "TX", pickupLatitude: 35.222, pickupLongitude: -101.8313 };

test("a carrier's load page says where the load sat in its lane that week, or why the week has no figure", async ({
  browser,
  baseURL,
  asRole,
}) => {
  const carrier = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  const loadId = await createBrokerageLoad(carrier.request, baseURL, {
    loadNumber: `LW-${Date.now().toString(36)}`,
    rate: 2900,
    mileage: 1190,
    ...AMARILLO,
  });
  const page = await carrier.newPage();
  await page.goto(`/loads/${loadId}`);
  const section = page.getByRole("heading", { name: "This load in its lane" }).locator("..");
  await expect(
    section.getByText(
      /^The lane's figure for the week of \w{3} \d+, \d{4} is withheld: Fewer than 7 reports support this lane\.$/,
    ),
  ).toBeVisible();
  await expect(section).toHaveAttribute("aria-busy", "false");
  await expectNoAxeViolations(page, "a load page with its lane's week");
  await carrier.close();
});
