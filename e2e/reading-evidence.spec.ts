import type { APIRequestContext } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad, DEMO_BROKERAGE } from "./support/documents";
import { openPage } from "./support/load-pages";
import { originHeader } from "./support/loads";
import { allowLong, expect, test } from "./support/test";

// Issue 41, read the evidence: the document reader (running beside the API in these tests, with
// its OCR server) reads what a broker shares within seconds. The carrier sees what a rate
// confirmation says, its waiver clause and a carrier pay that differs from the one reported; an
// administrator compares a load's record and invoice side by side and accepts the true rate in one click.

const WAIVER = "Carrier hereby relinquishes any right to audit or review the broker's records.";

/** A one-page PDF of these lines, made as a real producer makes one (pdf-lib, Helvetica). */
async function pdfOf(lines: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 54, y: 730 - index * 20, size: 11, font });
  });
  return Buffer.from(await document.save());
}

async function share(
  request: APIRequestContext,
  baseURL: string | undefined,
  item: { loadId: string; fileName: string; pdf: Buffer; documentType: "compliance" | "invoice" },
) {
  const response = await request.post("/api/broker-documents/upload", {
    headers: originHeader(baseURL),
    multipart: {
      document: { name: item.fileName, mimeType: "application/pdf", buffer: item.pdf },
      loadId: item.loadId,
      documentType: item.documentType,
      documentName: item.fileName,
    },
  });
  expect(response.status(), `POST /api/broker-documents/upload: ${await response.text()}`).toBe(201);
}

test("the carrier sees what a shared rate confirmation says: its waiver clause and a different carrier pay", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-READ-${run}`;
  const fileName = `rate-con-read-${run}.pdf`;
  const carrierContext = await browser.newContext({ baseURL });
  const brokerContext = await browser.newContext({ baseURL });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  // The carrier reports $2,450.00; the broker's rate confirmation says $2,400.00.
  const loadId = await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber, rate: 2450 });
  const pdf = await pdfOf([
    "RATE CONFIRMATION",
    DEMO_BROKERAGE.name,
    `Load #: ${loadNumber}`,
    "Total Carrier Pay: $2,400.00",
    "TERMS: Carrier shall deliver on the agreed date.",
    WAIVER,
  ]);
  await share(brokerContext.request, baseURL, { loadId, fileName, pdf, documentType: "compliance" });

  const carrier = await carrierContext.newPage();
  await openPage(carrier, "/documents");
  const card = carrier.getByRole("article", { name: fileName });
  const panel = card.getByRole("group", { name: `What the document says ${fileName}` });
  await expect(panel).toBeVisible();
  // The panel asks again by itself while the reader works ("Reading the document…").
  await expect(panel.getByText("The rate confirmation says $2,400.00; you reported $2,450.00.")).toBeVisible({
    timeout: 45_000,
  });
  await expect(panel.getByRole("list", { name: "Clauses that cost you money or rights" })).toContainText(
    "Waiver of your right to the broker's record",
  );
  await expect(panel).toContainText(WAIVER);
  // A field's quote and page open from the keyboard.
  const loadNumberValue = panel.locator("summary", { hasText: loadNumber });
  await loadNumberValue.focus();
  await carrier.keyboard.press("Enter");
  await expect(panel.getByText(new RegExp(`^Page 1: “.*${loadNumber}.*”$`))).toBeVisible();
  await expectNoAxeViolations(carrier, "Shared Documents with what the document says");
});

test("the administrator verifies a true rate from the side-by-side evidence in one click", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-EVID-${run}`;
  const carrierContext = await browser.newContext({ baseURL });
  const brokerContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  await asRole(adminContext, "admin");
  const loadId = await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber, rate: 2150 });
  // A record needs the rate confirmation sent first.
  const rateConfirmation = await pdfOf([
    "RATE CONFIRMATION",
    DEMO_BROKERAGE.name,
    `Load #: ${loadNumber}`,
    "Total Carrier Pay: $2,150.00",
  ]);
  await share(brokerContext.request, baseURL, {
    loadId,
    fileName: `rate-con-${run}.pdf`,
    pdf: rateConfirmation,
    documentType: "compliance",
  });
  // The broker's record says the shipper paid $3,100.00, and so does its invoice.
  const record = await brokerContext.request.post(`/api/loads/${loadId}/record`, {
    headers: originHeader(baseURL),
    data: {
      consignor: "Acme Foods Inc.",
      originatingCarrier: "Demo Trucking LLC",
      billOfLadingNumber: `BOL-${run}`,
      compensation: 3100,
      payer: "Acme Foods Inc.",
      freightChargesCollected: 3100,
      carrierPaid: 2150,
    },
  });
  expect(record.status(), `POST /api/loads/{id}/record: ${await record.text()}`).toBe(201);
  const invoice = await pdfOf(["INVOICE", DEMO_BROKERAGE.name, `Load #: ${loadNumber}`, "Amount Due: $3,100.00"]);
  await share(brokerContext.request, baseURL, {
    loadId,
    fileName: `invoice-${run}.pdf`,
    pdf: invoice,
    documentType: "invoice",
  });

  const admin = await adminContext.newPage();
  const compare = admin.getByRole("button", { name: `Compare evidence for load ${loadNumber}` });
  // The load joins the queue once the reader has read its invoice: open the tab again until it has.
  await expect(async () => {
    await openPage(admin, "/admin?tab=verification");
    await expect(compare).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await compare.click();
  const comparisons = admin.getByRole("table", { name: "The evidence compared" });
  await expect(comparisons.getByRole("row", { name: /Shipper charged/ })).toContainText("Agrees");
  // The carrier pay: the load and the record agree on $2,150.00.
  await expect(comparisons.getByRole("row", { name: /Carrier pay/ })).toContainText("371.3 record: $2,150.00");
  await expect(admin.getByText("371.3 record and Invoice agree on $3,100.00.")).toBeVisible();
  await expectNoAxeViolations(admin, "the side-by-side evidence");
  await admin.getByRole("button", { name: "Accept $3,100.00 as the true rate" }).click();
  await expect(admin.getByText("$3,100.00 is the verified true rate.")).toBeVisible();

  const evidence = await adminContext.request.get(`/api/admin/loads/${loadId}/evidence`);
  expect(evidence.status()).toBe(200);
  expect((await evidence.json()).load).toMatchObject({ verified: true, trueRate: 3100 });
});
