import { makeLoadOverdue } from "./support/deadlines";
import { createBrokerageLoad, DEMO_BROKERAGE, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { openPage, toasts } from "./support/load-pages";
import { allowLong, expect, type Locator, type Page, test } from "./support/test";

// The admin console (docs/product.md#load-board-screens-and-routes, #load-board-calls, #load-board-error-catalogue and #load-board-business-constants-and-limits): an administrator finds an overdue load on the 48H tracker,
// notifies the broker (once), finds the brokerage and opens its details, denies the load's document
// with a reason, prepares the NCCDB complaint packet and records the Complaint ID. Every table keeps
// its actions in view at 1280 px and at 390 px.

/** The element lies inside the window horizontally (not scrolled off to the right). */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "the element has a box").not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `inside ${width} px`).toBeLessThanOrEqual(width);
}

test("an admin takes an overdue load from the tracker to a recorded complaint", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  const loadNumber = `E2E-NCCDB-${Date.now().toString(36)}`;
  const fileName = `rate-con-${loadNumber}.pdf`;
  const complaintId = `NCCDB-${loadNumber}`;
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  await asRole(admin, "admin");
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 2150 });
  const pdf = await rateConfirmationPdf({ loadNumber, rate: "$2,150.00" });
  await shareAsBroker(broker.request, baseURL, { loadId, fileName, pdf });
  makeLoadOverdue(loadId);

  const page = await admin.newPage();
  await openPage(page, "/admin");
  // Load Management at 1280 px: the true-rate entry is in view, not off to the right.
  await expectInView(page, page.getByRole("button", { name: `Save true rate for load ${loadNumber}` }));

  // The 48H tracker: the load is missed; Notify sends once, a second click is told it was sent.
  await page.getByRole("tab", { name: "48H Tracker" }).click();
  await expect(page.getByRole("list", { name: "Deadline statistics" })).toContainText("Missed");
  const tracker = page.getByRole("table", { name: "48-hour deadlines" });
  // Missed deadlines, most recent first (the API pages them), each one click from its complaint packet.
  await page.getByRole("radio", { name: "Missed" }).click();
  await expect(page.getByText(/^Page 1 · \d+ missed in all$/)).toBeVisible();
  const trackerRow = tracker.getByRole("row").filter({ hasText: loadNumber });
  await expect(trackerRow).toContainText("Missed");
  await expect(trackerRow).toContainText(DEMO_BROKERAGE.name);
  const notify = trackerRow.getByRole("button", { name: `Notify the broker of load ${loadNumber}` });
  await expectInView(page, notify);
  await notify.click();
  await expect(toasts(page).getByText("Notification sent")).toBeVisible();
  await expect(notify).toHaveText("Sent");
  await notify.click();
  await expect(toasts(page).getByText("This notification was already sent for this load")).toBeVisible();

  // Brokerage Search: too short is refused; the demo brokerage is found and its details open.
  await page.getByRole("tab", { name: "Brokerage Search" }).click();
  const query = page.getByLabel("Brokerage name, MC or USDOT number");
  await query.fill("D");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("form", { name: "Brokerage search" }).getByRole("alert")).toHaveText(
    "Please enter at least 2 characters to search",
  );
  await query.fill("Demo Freight");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.getByRole("table", { name: "Brokerages" });
  const brokerageRow = results.getByRole("row").filter({ hasText: DEMO_BROKERAGE.mcNumber });
  await expect(brokerageRow).toContainText("Registered");
  const details = brokerageRow.getByRole("button", { name: `Details of ${DEMO_BROKERAGE.name}` });
  await expectInView(page, details);
  await details.click();
  await expect(page.getByRole("heading", { name: DEMO_BROKERAGE.name, level: 3 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Recent loads" })).toContainText(loadNumber);

  // Document Management: Deny with no reason does nothing; with one it is denied.
  await page.getByRole("tab", { name: "Document Management" }).click();
  await expect(page.getByRole("list", { name: "Document statistics" })).toContainText("Pending review");
  const compliance = page.getByRole("table", { name: "Load compliance" });
  const complianceRow = compliance.getByRole("row").filter({ hasText: loadNumber });
  await expect(complianceRow).toContainText("Overdue");
  const denyButton = complianceRow.getByRole("button", { name: `Deny ${fileName}` });
  await expectInView(page, denyButton);
  await denyButton.click();
  const dialog = page.getByRole("dialog", { name: "Deny this document?" });
  await dialog.getByRole("button", { name: "Deny Document" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason for denying (required)").fill("The rate does not match the load");
  await dialog.getByRole("button", { name: "Deny Document" }).click();
  await expect(toasts(page).getByText("Document denied")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(complianceRow).toContainText("Denied");

  // The complaint packet: pre-filled, attachments with their SHA-256; the Complaint ID is recorded.
  await complianceRow.getByRole("link", { name: `Prepare a complaint about load ${loadNumber}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "NCCDB complaint packet" })).toBeVisible();
  // The form's MC number field (the packet's identity checks quote the MC too, as their evidence).
  await expect(
    page.getByRole("definition").filter({ hasText: new RegExp(`^${DEMO_BROKERAGE.mcNumber}$`) }),
  ).toBeVisible();
  await expect(page.getByText("Dallas, TX", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy Description of the incident" })).toBeVisible();
  const attachments = page.getByRole("table", { name: "Attachments" });
  await expect(attachments).toContainText(fileName);
  await expect(attachments.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await page.getByLabel("NCCDB Complaint ID").fill(complaintId);
  await page.getByRole("button", { name: "Record Complaint ID" }).click();
  await expect(toasts(page).getByText("Complaint recorded")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `Complaint ${complaintId} recorded` })).toBeVisible();

  await page.getByRole("link", { name: "Back to the 48H Tracker" }).click();
  await expect(page.getByRole("tab", { name: "48H Tracker", selected: true })).toBeVisible();

  // The brokerage was told, and attaches its reply on its dashboard.
  const brokerPage = await broker.newPage();
  await openPage(brokerPage, "/broker-dashboard");
  await brokerPage.getByRole("tab", { name: "Compliance" }).click();
  const reply = brokerPage.getByLabel(`Your reply to complaint ${complaintId}`);
  await reply.fill("The rate confirmation was e-mailed to the carrier on time.");
  await reply.locator("xpath=ancestor::form").getByRole("button", { name: "Send reply" }).click();
  await expect(toasts(brokerPage).getByText("Reply sent")).toBeVisible();

  // At 390 px every admin table still shows each row's actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/admin");
  await page.getByRole("tab", { name: "48H Tracker" }).click();
  const narrow = page.getByRole("table", { name: "48-hour deadlines" });
  await page.getByRole("radio", { name: "Missed" }).click();
  await expectInView(
    page,
    narrow
      .getByRole("row")
      .filter({ hasText: loadNumber })
      .getByRole("button", { name: /^Notify/ }),
  );
  await page.getByRole("tab", { name: "Load Management" }).click();
  await expectInView(page, page.getByRole("button", { name: `Save true rate for load ${loadNumber}` }));
  await page.getByRole("tab", { name: "Document Management" }).click();
  const narrowRow = page
    .getByRole("table", { name: "Load compliance" })
    .getByRole("row")
    .filter({ hasText: loadNumber });
  await expectInView(page, narrowRow.getByRole("button", { name: `Deny ${fileName}` }));

  await Promise.all([carrier.close(), broker.close(), admin.close()]);
});
