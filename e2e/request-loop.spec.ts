import { rateConfirmationPdf } from "./support/documents";
import { choosePlace, openPage, toasts } from "./support/load-pages";
import { waitForMail } from "./support/outbox";
import { allowLong, expect, test } from "./support/test";

// The 371.3 request loop (issue 11): a carrier uploads a load naming a broker who is not on
// TrueRate; the broker opens the link the request mailed (read from the development outbox),
// sends the rate confirmation and fills in the record without an account; the carrier sees the
// documents and the margin; an administrator verifies the true rate beside the record; the
// carrier's search shows it, saying it was verified against the record.

test("a broker without an account answers a load's request, and the true rate traces back to the record", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-REQ-${run}`;
  const brokerEmail = `ops-${run}@unlisted-haulers.test`;
  const carrierContext = await browser.newContext({ baseURL });
  await asRole(carrierContext, "carrier");
  const carrier = await carrierContext.newPage();

  // The carrier uploads the load through the form, naming a broker the registry does not list.
  await openPage(carrier, "/upload-load");
  await carrier.getByRole("combobox", { name: "Broker name" }).fill(`Unlisted Haulers ${run}`);
  await carrier.getByLabel("Broker email").fill(brokerEmail);
  await carrier.getByLabel("Load number").fill(loadNumber);
  await choosePlace(carrier, "Pickup location", "Dallas", "Dallas, TX");
  await choosePlace(carrier, "Delivery location", "Atlanta", "Atlanta, GA");
  await carrier.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await carrier.getByLabel("Weight (lbs)").fill("38000");
  await carrier.getByLabel("Rate ($)").fill("3141.59");
  await carrier.getByRole("button", { name: "Upload Load" }).click();
  await expect(toasts(carrier).getByText("Load uploaded successfully")).toBeVisible();

  // The broker follows the mailed link: no account, no session.
  const brokerContext = await browser.newContext({ baseURL });
  const link = await waitForMail(brokerContext.request, brokerEmail, "load-request", /(https?:\/\/\S+\/respond\/\S+)/);
  const broker = await brokerContext.newPage();
  await openPage(broker, new URL(link).pathname);
  await expect(broker.getByRole("heading", { level: 1, name: "Send the load's records" })).toBeVisible();
  await expect(broker.getByRole("heading", { name: `Load ${loadNumber}` })).toBeVisible();
  await expect(broker.getByText("Demo Trucking LLC (MC654321)")).toBeVisible();
  await broker.getByLabel("Rate confirmation (required)").setInputFiles({
    name: "rate-confirmation.pdf",
    mimeType: "application/pdf",
    buffer: await rateConfirmationPdf({ loadNumber, rate: "$3,141.59" }),
  });
  await broker.getByLabel("Invoice", { exact: true }).setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: await rateConfirmationPdf({ loadNumber, rate: "$3,141.59" }),
  });
  await broker.getByLabel("Consignor (shipper)").fill("Acme Foods Inc.");
  await broker.getByLabel("Bill of lading or freight bill number").fill(`BOL-${run}`);
  await broker.getByLabel("Compensation received").fill("3500");
  await broker.getByLabel("Paid by", { exact: true }).fill("Acme Foods Inc.");
  await broker.getByLabel("Freight charges collected").fill("3500");
  await broker.getByLabel("Paid to the carrier", { exact: true }).fill("3141.59");
  await broker.getByRole("button", { name: "Send to the carrier" }).click();
  await expect(broker.getByRole("status").filter({ hasText: "the 48-hour deadline is met" })).toBeVisible();
  await expect(broker.getByRole("link", { name: "Register as a broker" })).toBeVisible();

  // The carrier sees the request answered, the document, the record and the margin.
  await openPage(carrier, "/shipments");
  await carrier.getByRole("link", { name: `Record of load ${loadNumber}` }).click();
  await expect(carrier.getByRole("heading", { level: 1, name: `Load ${loadNumber}` })).toBeVisible();
  const recordPath = new URL(carrier.url()).pathname;
  await expect(
    carrier.getByRole("definition").filter({ hasText: /^Answered: the broker sent its record$/ }),
  ).toBeVisible();
  const documents = carrier.getByLabel("Documents sent to the carrier").getByRole("table");
  await expect(documents.getByRole("row").filter({ hasText: "Rate Confirmation" })).toHaveCount(1);
  // The invoice (an "other" document tagged invoice: the types have none) is called an invoice.
  const invoice = documents.getByRole("row").filter({ hasText: "Invoice.pdf" });
  await expect(invoice.getByRole("cell", { name: "Invoice", exact: true })).toBeVisible();
  await expect(carrier.getByText("$358.41 (10.2%)")).toBeVisible();
  await expect(carrier.getByText("Acme Foods Inc.").first()).toBeVisible();

  // An administrator verifies the true rate beside the record and its documents.
  const adminContext = await browser.newContext({ baseURL });
  await asRole(adminContext, "admin");
  const admin = await adminContext.newPage();
  await openPage(admin, recordPath);
  await expect(admin.getByLabel("Documents sent to the carrier").getByRole("table")).toBeVisible();
  await admin.getByRole("spinbutton", { name: `True rate for load ${loadNumber}` }).fill("3500");
  await admin.getByRole("button", { name: `Save true rate for load ${loadNumber}` }).click();
  await expect(toasts(admin).getByText("True rate saved")).toBeVisible();
  await expect(admin.getByText("$3,500.00 · Verified against the broker's record (version 1)")).toBeVisible();

  // The carrier's search shows the verified true rate and where it came from.
  await openPage(carrier, "/");
  await choosePlace(carrier, "Origin city", "Dallas", "Dallas, TX");
  await choosePlace(carrier, "Destination city", "Atlanta", "Atlanta, GA");
  await carrier.getByLabel("Trailer type").selectOption({ label: "Reefer" });
  await carrier.getByRole("button", { name: "SEARCH LOADS" }).click();
  const results = carrier.getByRole("table", { name: "Loads matching your search" });
  const row = results.getByRole("row").filter({ hasText: "$3,141.59" }).first();
  await expect(row).toContainText("$3,500.00");
  await expect(row).toContainText("Verified against the broker's record (version 1)");

  // The answered load is evidence now: the carrier's delete is refused with the reason.
  await openPage(carrier, "/shipments");
  await carrier.getByRole("button", { name: `Delete load ${loadNumber}` }).click();
  await carrier
    .getByRole("alertdialog", { name: "Delete this load?" })
    .getByRole("button", { name: "Delete load" })
    .click();
  await expect(toasts(carrier).getByText("which are kept as evidence; it cannot be deleted")).toBeVisible();
  await expect(carrier.getByRole("rowheader", { name: loadNumber, exact: true })).toBeVisible();

  await Promise.all([carrierContext.close(), brokerContext.close(), adminContext.close()]);
});
