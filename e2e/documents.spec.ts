import { createBrokerageLoad, rateConfirmationPdf } from "./support/documents";
import { openPage } from "./support/load-pages";
import { allowLong, expect, type Page, test } from "./support/test";

// Issue 6, portal: a broker sends a load's rate confirmation and invoice from the broker dashboard;
// the carrier finds them under Shared Documents with their names and deadline label, views the rate
// confirmation and approves it; the broker then sees the approval. Two browser contexts, one per person, on the real API.

/** The toasts' live region (exact: the page has other things named with "notifications"). */
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications", exact: true });

test("a broker sends a rate confirmation and an invoice, the carrier views and approves one", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-DOC-${run}`;
  const fileName = `rate-con-${run}.pdf`;
  const invoiceName = `invoice-${run}.pdf`;

  const carrierContext = await browser.newContext({ baseURL });
  const brokerContext = await browser.newContext({ baseURL });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber, rate: 2150 });

  // The broker: Loads tab, this load's 'Send Docs', the dialog, the verification result.
  const broker = await brokerContext.newPage();
  await openPage(broker, "/broker-dashboard");
  await expect(broker.getByRole("heading", { level: 1, name: "Broker Dashboard" })).toBeVisible();
  await broker.getByRole("tab", { name: /^Loads/ }).click();
  const sendDocs = broker.getByRole("button", { name: `Send Docs for load ${loadNumber}`, exact: true });
  await sendDocs.click();
  const dialog = broker.getByRole("dialog", { name: "Send Compliance Documents" });
  await expect(dialog).toBeVisible();
  // Sending with no file is refused before any upload.
  await dialog.getByRole("button", { name: "Send Documents" }).click();
  await expect(toasts(broker).getByText("Missing Information")).toBeVisible();
  await expect(dialog.getByText("Please select a file to upload.")).toBeVisible();
  // The dialog sends docs/product.md's compliance document unless told what the document is.
  await expect(dialog.getByLabel("Document type")).toHaveValue("compliance");
  await dialog.getByLabel("Document type").selectOption({ label: "Rate Confirmation" });
  await dialog.getByLabel("Document file").setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: await rateConfirmationPdf({ loadNumber, rate: "$2,150.00" }),
  });
  await dialog.getByLabel("Message to the carrier (optional)").fill("Rate confirmation attached.");
  await dialog.getByRole("button", { name: "Send Documents" }).click();
  const result = dialog.getByRole("status").filter({ hasText: "Sent to the carrier." });
  await expect(result).toBeVisible();
  // The reader reads it in the background; the dialog says so rather than guess a verification.
  await expect(result).toContainText("TrueRate is reading the document");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  // Documents exist now: the same load offers 'Send More', and focus is back on it.
  const sendMore = broker.getByRole("button", { name: `Send More for load ${loadNumber}`, exact: true });
  await expect(sendMore).toBeVisible();
  await expect(sendMore).toBeFocused();
  // The invoice goes with it: an "other" document tagged invoice, called Invoice everywhere.
  await sendMore.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Document type").selectOption({ label: "Invoice" });
  await dialog.getByLabel("Document file").setInputFiles({
    name: invoiceName,
    mimeType: "application/pdf",
    buffer: await rateConfirmationPdf({ loadNumber, rate: "$2,150.00" }),
  });
  await dialog.getByRole("button", { name: "Send Documents" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Sent to the carrier." })).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await broker.getByRole("tab", { name: /^Documents/ }).click();
  await expect(broker.getByRole("row").filter({ hasText: invoiceName })).toContainText("Invoice ·");
  const sharedRow = broker.getByRole("row").filter({ hasText: fileName });
  await expect(sharedRow).toContainText("Rate Confirmation ·");
  await expect(sharedRow).toContainText(loadNumber);
  await expect(sharedRow).toContainText("On track");
  await expect(sharedRow).toContainText(/\d{1,2}:\d{2} [AP]M E[SD]T/);
  await expect(sharedRow).toContainText("Awaiting carrier");

  // The carrier: Shared Documents, the deadline label, View (a new tab), then Approve.
  const carrier = await carrierContext.newPage();
  await openPage(carrier, "/documents");
  await expect(carrier.getByRole("heading", { level: 1, name: "Shared Documents" })).toBeVisible();
  await expect(carrier.getByRole("article", { name: invoiceName })).toContainText("Invoice ·");
  const card = carrier.getByRole("article", { name: fileName });
  await expect(card).toContainText("Rate Confirmation ·");
  await expect(card).toContainText(loadNumber);
  await expect(card).toContainText("Deadline: Met"); // shared in time: the answer the deadline waited for
  await expect(card).toContainText("Rate confirmation attached.");
  await expect(card).toContainText("Awaiting Your Response");
  await expect(card).toContainText("Not viewed yet");

  const popup = carrier.waitForEvent("popup");
  await card.getByRole("button", { name: `View ${fileName}` }).click();
  await popup;
  // The API set carrierViewedAt; the list reloads a second after the view.
  await expect(card).toContainText(/Viewed \w+ \d+, \d{4}/);

  await card.getByRole("button", { name: `Approve ${fileName}` }).click();
  await expect(card.getByText("Document Approved")).toBeVisible();
  await expect(card.getByRole("button", { name: `Approve ${fileName}` })).toHaveCount(0);
  await expect(card).not.toContainText("Awaiting Your Response");

  // Back on the broker's side, the carrier's answer shows.
  await broker.reload();
  await expect(broker.getByRole("row").filter({ hasText: fileName })).toContainText("Approved");

  await carrierContext.close();
  await brokerContext.close();
});
