import { expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { originHeader } from "./support/loads";
import { type APIRequestContext, expect, test } from "./support/test";

// A lane of its own (Houston, not the shared Dallas pickup), so this verified true rate never
// shows up in the other specs' Dallas–Atlanta searches and changes their rows.
const HOUSTON = { pickupCity: "Houston", pickupState: "TX", pickupLatitude: 29.76328, pickupLongitude: -95.36327 };

const RECORD = {
  consignor: "Acme Foods Inc.",
  originatingCarrier: "Demo Trucking LLC",
  billOfLadingNumber: "BOL-REV-1",
  compensation: "2600",
  payer: "Acme Foods Inc.",
  freightChargesCollected: "2600",
};

async function postRecord(
  request: APIRequestContext,
  baseURL: string | undefined,
  loadId: string,
  compensation: string,
) {
  const response = await request.post(`/api/loads/${loadId}/record`, {
    headers: originHeader(baseURL),
    data: { ...RECORD, compensation },
  });
  expect(response.status(), `POST record: ${await response.text()}`).toBe(201);
}

/**
 * The broker revises a record after an administrator verified the true rate from it: the carrier
 * and the administrator see the revision awaiting review with what it changes, and the published
 * true rate stays until the administrator verifies again.
 */
test("a record revised after verification awaits review, with its diff, and the true rate stays", async ({
  browser,
  baseURL,
  asRole,
}) => {
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  const admin = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  await asRole(admin, "admin");
  const loadNumber = `REV-${Date.now().toString(36)}`;
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 2150, ...HOUSTON });
  const pdf = await rateConfirmationPdf({ loadNumber, rate: "2,150.00" });
  await shareAsBroker(broker.request, baseURL, { loadId, fileName: "Rate confirmation.pdf", pdf });
  await postRecord(broker.request, baseURL, loadId, "2600");
  const verified = await admin.request.put(`/api/admin/loads/${loadId}/verify`, {
    headers: originHeader(baseURL),
    data: { trueRate: 2600 },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  await postRecord(broker.request, baseURL, loadId, "1");

  const page = await carrier.newPage();
  await page.goto(`/loads/${loadId}`);
  await expect(page.getByRole("heading", { level: 2, name: "A revision awaits review" })).toBeVisible();
  await expect(page.getByRole("row", { name: "Compensation received $2,600.00 $1.00" })).toBeVisible();
  // The published figure is still the verified one.
  await expect(page.getByText("$2,600.00 · Verified against the broker's record (version 1)")).toBeVisible();
  await expectNoAxeViolations(page, "a load with a revision awaiting review");

  const console = await admin.newPage();
  await console.goto("/admin");
  await expect(console.getByText("Revision 2 awaits review").first()).toBeVisible();
  await expectNoAxeViolations(console, "Load Management with a revision awaiting review");
  await console.goto(`/loads/${loadId}`);
  await expect(console.getByRole("heading", { level: 2, name: "A revision awaits review" })).toBeVisible();
  await expect(console.getByRole("row", { name: "Compensation received $2,600.00 $1.00" })).toBeVisible();
  for (const context of [carrier, broker, admin]) await context.close();
});
