import { createBrokerageLoad, paddedPdf, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { choosePlace, openPage } from "./support/load-pages";
import { subscribeThroughApi } from "./support/payments";
import { allowLong, expect, type Page, test } from "./support/test";

// Issue 6, portal: the Document Manager (an admin's own documents; brokers are kept on their
// dashboard and carriers see Shared Documents), the load form's documents panel, a carrier's
// decline, and the broker dashboard's refusal of non-brokers.

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications", exact: true });

test("an admin uploads, lists and deletes documents in the Document Manager", async ({ context, page, asRole }) => {
  allowLong(90_000);
  await asRole(context, "admin");
  const fileName = `manager-${Date.now().toString(36)}.pdf`;
  await openPage(page, "/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Document Manager" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  // The type comes first: until then the file input is disabled and says why.
  const file = page.getByLabel("Document file");
  await expect(file).toBeDisabled();
  await expect(page.getByText("Document type required")).toBeVisible();
  await page.getByLabel("Document type").selectOption({ label: "Rate Confirmation" });
  await expect(file).toBeEnabled();

  // Only PDF, JPEG and PNG: a renamed executable never leaves the browser.
  await file.setInputFiles({ name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ\0\0") });
  await expect(toasts(page).getByText("Invalid file type")).toBeVisible();

  const heading = page.getByRole("heading", { name: /^Your Documents \(\d+\)$/ });
  const before = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  await file.setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: paddedPdf(2048) });
  await expect(toasts(page).getByText("Document uploaded")).toBeVisible();
  await expect(heading).toHaveText(`Your Documents (${before + 1})`);
  const row = page
    .getByRole("list", { name: /^Your Documents/ })
    .getByRole("listitem")
    .filter({ hasText: fileName });
  await expect(row).toContainText("Rate Confirmation");
  await expect(row).toContainText("2 KB");

  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: `Download ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);

  await row.getByRole("button", { name: `Delete ${fileName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this document?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete document" }).click();
  await expect(toasts(page).getByText("Document deleted")).toBeVisible();
  await expect(heading).toHaveText(`Your Documents (${before})`);
  if (before === 0) await expect(page.getByText("No documents uploaded")).toBeVisible();
});

test("a carrier adds a document on the load form and it is linked when the load is saved", async ({
  context,
  page,
  baseURL,
  request,
  asRole,
  newUser,
}) => {
  allowLong(120_000);
  // A carrier of its own: saving a load links every document its carrier has not linked yet, so a
  // parallel test saving a load as the shared demo carrier would take this one's document.
  const carrier = await newUser(request, { type: "carrier", label: "panel" });
  await asRole(context, carrier);
  await subscribeThroughApi(context, String(baseURL));
  const run = Date.now().toString(36);
  const loadNumber = `E2E-PANEL-${run}`;
  await openPage(page, "/upload-load");
  const panel = page.getByRole("region", { name: "Load documents" });
  const listed = panel.getByRole("heading", { name: /^Documents for this load/ });
  await expect(listed).toBeVisible();

  // No file: the panel's own message.
  await panel.getByRole("button", { name: "Upload Document" }).click();
  await expect(panel.getByText("Please select a file and enter a document name")).toBeVisible();

  // The name starts as the file name without its extension.
  await panel.getByLabel("Document file").setInputFiles({
    name: `BOL ${run}.pdf`,
    mimeType: "application/pdf",
    buffer: paddedPdf(1_500_000),
  });
  await expect(panel.getByLabel("Document name")).toHaveValue(`BOL ${run}`);
  await panel.getByLabel("Document type").selectOption({ label: "Bill of Lading (BOL)" });

  // A slow uplink, so the progress bar can be seen while the file goes up.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await panel.getByRole("button", { name: "Upload Document" }).click();
  const progress = panel.getByRole("progressbar", { name: "Uploading document" });
  await expect(progress).toBeVisible();
  await expect(progress).toBeHidden({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(toasts(page).getByText("Document uploaded")).toBeVisible();
  const item = panel
    .getByRole("list")
    .getByRole("listitem")
    .filter({ hasText: `BOL ${run}.pdf` });
  await expect(item).toContainText("Bill of Lading (BOL)");

  // Save the load: the API links the waiting documents to it and the panel's list empties.
  const brokerName = page.getByRole("combobox", { name: "Broker name" });
  await brokerName.fill("Demo Frei");
  await page.getByRole("option", { name: /Demo Freight Brokerage LLC/ }).click();
  await page.getByLabel("Broker email").fill("dispatch@demofreight.test");
  await page.getByLabel("Load number").fill(loadNumber);
  await choosePlace(page, "Pickup location", "Dallas", "Dallas, TX");
  await choosePlace(page, "Delivery location", "Atlanta", "Atlanta, GA");
  await expect(page.getByLabel("Mileage")).toHaveValue(/^\d+$/);
  await page.getByLabel("Trailer type").selectOption({ label: "Dry Van" });
  await page.getByLabel("Weight (lbs)").fill("40000");
  await page.getByLabel("Rate ($)").fill("1999");
  await page.getByRole("button", { name: "Upload Load" }).click();
  await expect(toasts(page).getByText(/document(s)? linked to this load/)).toBeVisible();
  await expect(item).toBeHidden();

  const mine = await context.request.get("/api/documents");
  const documents = ((await mine.json()) as { documents: { fileName: string; loadNumber: string | null }[] }).documents;
  expect(documents.find((document) => document.fileName === `BOL ${run}.pdf`)?.loadNumber).toBe(loadNumber);
});

test("a carrier declines a shared document with the default reason; the broker is asked for new documents", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-DECLINE-${run}`;
  const fileName = `invoice-${run}.pdf`;
  const carrierContext = await browser.newContext({ baseURL });
  const brokerContext = await browser.newContext({ baseURL });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  const loadId = await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber, rate: 1234 });
  await shareAsBroker(brokerContext.request, baseURL, {
    loadId,
    fileName,
    pdf: await rateConfirmationPdf({ loadNumber, rate: "$1,234.00" }),
  });

  const carrier = await carrierContext.newPage();
  await openPage(carrier, "/documents");
  const card = carrier.getByRole("article", { name: fileName });
  await card.getByRole("button", { name: `Decline ${fileName}` }).click();
  const dialog = carrier.getByRole("dialog", { name: "Decline this document?" });
  await expect(dialog.getByLabel("Reason for declining")).toHaveValue("Document does not meet requirements");
  await expect(dialog.getByLabel("Reason for declining")).toBeFocused();
  await dialog.getByRole("button", { name: "Decline Document" }).click();
  await expect(card.getByText("Document Declined")).toBeVisible();
  await expect(card).toContainText("Reason: Document does not meet requirements");
  await expect(card.getByRole("button", { name: `Approve ${fileName}` })).toHaveCount(0);

  // The dashboard is the broker's: a carrier is told so.
  await openPage(carrier, "/broker-dashboard");
  await expect(carrier.getByText("Access Denied: This dashboard is only available to brokers.")).toBeVisible();

  const broker = await brokerContext.newPage();
  await openPage(broker, "/broker-dashboard");
  await broker.getByRole("tab", { name: /^Loads/ }).click();
  await expect(broker.getByRole("button", { name: `Send New Docs for load ${loadNumber}`, exact: true })).toBeVisible();
  const row = broker.getByRole("row").filter({ hasText: loadNumber });
  await expect(row).toContainText("Declined");

  await carrierContext.close();
  await brokerContext.close();
});
