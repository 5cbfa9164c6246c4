import { createBrokerageLoad, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { expectWithinWindow } from "./support/layout";
import { expect, test } from "./support/test";

// A lane of its own (Houston), so this load never shows up in the Dallas–Atlanta searches of other specs.
const HOUSTON = { pickupCity: "Houston", pickupState: "TX", pickupLatitude: 29.76328, pickupLongitude: -95.36327 };

/**
 * The carrier's load page counts the 48 hours down (ticking, at desktop and phone widths), and
 * once the broker's document arrives in time it says the deadline was met — never hours "left".
 */
test("a load's deadline counts down, ticks, and turns to met when the broker answers", async ({
  browser,
  baseURL,
  asRole,
}) => {
  const carrier = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await asRole(carrier, "carrier");
  const loadNumber = `CD-${Date.now()}`;
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 2150, ...HOUSTON });

  const page = await carrier.newPage();
  await page.clock.install({ time: Date.now() });
  await page.goto(`/loads/${loadId}`);
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^4[78] h \d{2} min left$/);
  await expect(page.getByText(/^due \w{3} \d+, \d+:\d{2} [AP]M E[SD]T/)).toBeVisible();
  await page.clock.fastForward("03:00:00");
  await expect(timer).toHaveText(/^4[45] h \d{2} min left$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectWithinWindow(page, timer);

  const broker = await browser.newContext({ baseURL });
  await asRole(broker, "broker");
  await shareAsBroker(broker.request, baseURL, {
    loadId,
    fileName: `Rate confirmation ${loadNumber}.pdf`,
    pdf: await rateConfirmationPdf({ loadNumber, rate: "2150" }),
  });
  await page.reload();
  await expect(page.getByRole("timer")).toHaveText("Deadline met");
  await expect(page.getByText("Not Verified · Not Verified")).toHaveCount(0);
  await Promise.all([carrier.close(), broker.close()]);
});
