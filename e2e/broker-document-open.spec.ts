import { FULL_BROWSER } from "./support/browsers";
import { createBrokerageLoad, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { openPage } from "./support/load-pages";
import { expect, test } from "./support/test";

// The full browser: the headless shell has no PDF viewer, and downloads the document instead of showing it.
test.use({ launchOptions: FULL_BROWSER });

test("a broker opens a document it sent", async ({ browser, baseURL, asRole }) => {
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  const run = Date.now().toString(36);
  const loadNumber = `E2E-OPEN-${run}`;
  const fileName = `rate-con-open-${run}.pdf`;
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 2150 });
  const pdf = await rateConfirmationPdf({ loadNumber, rate: "$2,150.00" });
  await shareAsBroker(broker.request, baseURL, { loadId, fileName, pdf });

  const page = await broker.newPage();
  await openPage(page, "/broker-dashboard");
  const row = page.getByRole("row").filter({ hasText: fileName });
  const open = row.getByRole("link", { name: `Open ${fileName} (opens in a new tab)` });
  await expect(open).toBeVisible();
  const preview = broker.waitForEvent("response", (response) => response.url().includes("/preview"));
  const popup = page.waitForEvent("popup");
  await open.click();
  const tab = await popup;
  const answer = await preview;
  expect(answer.status(), `the preview: ${answer.status()}`).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  // The new tab shows it in Chromium's PDF viewer, and what it shows is what the broker sent.
  expect(tab.url()).toContain(`/api/broker/documents/`);
  await tab.waitForLoadState();
  expect(await tab.evaluate(() => document.contentType)).toBe("application/pdf");
  const bytes = await (await broker.request.get(tab.url())).body();
  expect(Buffer.compare(bytes, pdf), "the document the broker sent, decrypted").toBe(0);
  await carrier.close();
  await broker.close();
});
