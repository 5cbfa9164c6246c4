import { textPdfBytes } from "@truerate/domain/documents/test-pdf";
import { AXE_WIDTHS, expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad, shareAsBroker } from "./support/documents";
import { expectNoPageOverflow } from "./support/layout";
import { openPage } from "./support/load-pages";
import { allowLong, expect, type Page, test } from "./support/test";

// Issue 42, item 8: the carrier's Shared Documents is a page of 20 at a time, searched by load
// number or file name and filtered by type, status and load, all in the address; at 1280 and 390 px.

const PAGE_SIZE = 20;
const cards = (page: Page) => page.getByRole("region", { name: /^Shared Documents/ }).getByRole("article");
const heading = (page: Page, total: number) =>
  expect(page.getByRole("heading", { level: 2, name: `Shared Documents (${total})` })).toBeVisible();

test("Shared Documents pages, searches and filters what brokers sent, at both widths", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(240_000);
  const run = Date.now().toString(36);
  const carrierContext = await browser.newContext({ baseURL });
  const brokerContext = await browser.newContext({ baseURL });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  const busy = `PG-${run}-A`;
  const quiet = `PG-${run}-B`;
  const busyId = await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber: busy, rate: 2100 });
  const quietId = await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber: quiet, rate: 1900 });
  // A one-line text PDF: read in milliseconds, so 22 readings leave the API free for the next test.
  const note = Buffer.from(textPdfBytes([["Delivery note"]]));
  // One more than a page on the busy load; one rate confirmation, named apart, on the quiet one.
  for (let index = 1; index <= PAGE_SIZE + 1; index += 1)
    await shareAsBroker(brokerContext.request, baseURL, {
      loadId: busyId,
      fileName: `paging-${run}-${index}.pdf`,
      pdf: note,
    });
  await shareAsBroker(brokerContext.request, baseURL, {
    loadId: quietId,
    fileName: `ratecon-${run}.pdf`,
    pdf: note,
    documentType: "rate_confirmation",
  });

  const page = await carrierContext.newPage();
  for (const size of AXE_WIDTHS) {
    const at = `${size.width} px`;
    await page.setViewportSize(size);
    await openPage(page, "/documents");
    const search = page.getByRole("search", { name: "Find shared documents" });
    await search.getByLabel("Load number or file name").fill(run);
    await search.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${run}`));
    await heading(page, PAGE_SIZE + 2);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByText(`Showing 1 to ${PAGE_SIZE} of ${PAGE_SIZE + 2} results`)).toBeVisible();
    await expectNoPageOverflow(page, `the first page at ${at}`);
    await expectNoAxeViolations(page, `Shared Documents, searched, at ${at}`);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(2);
    await expect(
      page.getByText(`Showing ${PAGE_SIZE + 1} to ${PAGE_SIZE + 2} of ${PAGE_SIZE + 2} results`),
    ).toBeVisible();

    // A file name search; then the type; then the load, whose choices name the carrier's loads.
    await search.getByLabel("Load number or file name").fill(`ratecon-${run}`);
    await search.getByRole("button", { name: "Show" }).click();
    await heading(page, 1);
    await expect(cards(page)).toHaveCount(1);
    await expect(page).not.toHaveURL(/page=2/);
    await search.getByLabel("Load number or file name").fill(run);
    await search.getByLabel("Type").selectOption({ label: "Rate Confirmation" });
    await search.getByRole("button", { name: "Show" }).click();
    // The file name search also showed one: wait for this answer, or the next choices are made in
    // the form this navigation is about to replace.
    await expect(page).toHaveURL(/type=rate_confirmation/);
    await heading(page, 1);
    await expect(cards(page).first()).toContainText(`ratecon-${run}`);
    await search.getByLabel("Type").selectOption({ label: "All types" });
    await search.getByLabel("Load", { exact: true }).selectOption({ label: busy });
    await search.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`load=${busyId}`));
    await heading(page, PAGE_SIZE + 1);
    await search.getByLabel("Status").selectOption({ label: "Approved" });
    await search.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=approved/);
    await heading(page, 0);
    await expect(page.getByText("No shared documents match this search and these filters.")).toBeVisible();
    await expectNoPageOverflow(page, `nothing matching at ${at}`);
    await expectNoAxeViolations(page, `Shared Documents, nothing matching, at ${at}`);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(search.getByLabel("Load number or file name")).toHaveValue("");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  }
  await carrierContext.close();
  await brokerContext.close();
});
