import {
  createBrokerageLoad,
  DEMO_BROKERAGE,
  paddedPdf,
  rateConfirmationPdf,
  shareAsBroker,
} from "./support/documents";
import { expectNoPageOverflow, expectWithinWindow } from "./support/layout";
import { openPage } from "./support/load-pages";
import { LANE_FIELDS, originHeader } from "./support/loads";
import { allowLong, expect, test } from "./support/test";

// Document Management's All documents (the admin role: "views all documents"): an administrator
// finds a broker's and a carrier's documents on one load among others, narrows them by text and by type, and
// downloads one; the view fits a phone's width.

test("an admin lists every document, filters it and downloads one", async ({ browser, baseURL, asRole }) => {
  allowLong(60_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-ALLDOCS-${run}`;
  const rateCon = `rate-con-${loadNumber}.pdf`;
  const bol = `bol-${loadNumber}.pdf`;
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const carrierUser = await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  await asRole(admin, "admin");
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 2150 });
  await shareAsBroker(broker.request, baseURL, {
    loadId,
    fileName: rateCon,
    pdf: await rateConfirmationPdf({ loadNumber, rate: "$2,150.00" }),
  });
  // The carrier's bill of lading on the load, and a proof of delivery on another that the text filter
  // leaves out (never on no load: the demo carrier's next load would take it up).
  const otherLoadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber: `${run}-B`, rate: 1800 });
  for (const [name, documentType, id] of [
    [bol, "bol", loadId],
    [`pod-${run}-B.pdf`, "pod", otherLoadId],
  ] as const) {
    const upload = await carrier.request.post("/api/documents/upload", {
      headers: originHeader(baseURL),
      multipart: {
        document: { name, mimeType: "application/pdf", buffer: paddedPdf(2048) },
        documentType,
        loadId: id,
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }

  const page = await admin.newPage();
  await openPage(page, "/admin");
  await page.getByRole("tab", { name: "Document Management" }).click();
  await page.getByRole("tab", { name: "All documents" }).click();
  const table = page.getByRole("table", { name: "All documents" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  // By text: both documents of the load, each with who uploaded it and its review state.
  await page.getByLabel("File name, load or uploader").fill(loadNumber);
  await expect(page.getByRole("status").filter({ hasText: /^2 of \d+ documents match$/ })).toBeVisible();
  const rateConRow = table.getByRole("row").filter({ hasText: rateCon });
  await expect(rateConRow).toContainText(loadNumber);
  const { pickupCity, pickupState, deliveryCity, deliveryState } = LANE_FIELDS;
  await expect(rateConRow).toContainText(`${pickupCity}, ${pickupState} → ${deliveryCity}, ${deliveryState}`);
  await expect(rateConRow).toContainText(DEMO_BROKERAGE.name);
  await expect(rateConRow).toContainText("Pending review");
  const bolRow = table.getByRole("row").filter({ hasText: bol });
  await expect(bolRow).toContainText(carrierUser.email);
  await expect(bolRow).toContainText("Not shared");

  // By type: only the bill of lading is left.
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Bill of Lading (BOL)" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(rateConRow).toHaveCount(0);

  // A filter that matches nothing says so, rather than showing an empty table.
  await page.getByLabel("File name, load or uploader").fill(`${loadNumber}-nothing`);
  await expect(page.getByRole("status").filter({ hasText: /^0 of \d+ documents match$/ })).toBeVisible();
  await expect(page.getByText("No documents match the filter.")).toBeVisible();
  await expect(table).toHaveCount(0);
  await page.getByLabel("File name, load or uploader").fill(loadNumber);
  await expect(table.getByRole("row")).toHaveCount(2);

  // Download: the admin endpoint answers the file as an attachment under its name.
  const link = bolRow.getByRole("link", { name: `Download ${bol}` });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(bol);
  expect(await download.failure()).toBeNull();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/documents\/admin\/[^/]+\/download$/);
  const answer = await admin.request.get(href ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toContain(bol);

  // A phone: no sideways page scroll, and the Download link in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page, "All documents at 390 px");
  await expectWithinWindow(page, link);

  await Promise.all([carrier.close(), broker.close(), admin.close()]);
});
