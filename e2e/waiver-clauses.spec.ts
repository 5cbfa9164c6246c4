import { expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad, DEMO_BROKERAGE, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { openPage } from "./support/load-pages";
import { allowLong, expect, test } from "./support/test";

// Issue 25, waiver clauses (found by the document reader, issue 41): a broker sends a rate confirmation whose terms waive the
// carrier's right to the broker's record; the carrier sees a warning on the document with the quoted
// sentence and what 49 CFR 371.3 says, and an administrator finds it in the console. Axe clean.

const CLAUSE = "Carrier hereby relinquishes any right to audit or review the broker's records.";

const rateConfirmationWithClause = (loadNumber: string) =>
  rateConfirmationPdf({ loadNumber, rate: "$2,150.00" }, ["TERMS: Carrier shall deliver on the agreed date.", CLAUSE]);

test("the carrier is warned of a waiver clause in a rate confirmation, and an admin sees it listed", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-WAIVER-${run}`;
  const fileName = `rate-con-waiver-${run}.pdf`;
  const carrierContext = await browser.newContext({ baseURL });
  const brokerContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  await asRole(adminContext, "admin");
  const loadId = await createBrokerageLoad(carrierContext.request, baseURL, { loadNumber, rate: 2150 });
  await shareAsBroker(brokerContext.request, baseURL, {
    loadId,
    fileName,
    pdf: await rateConfirmationWithClause(loadNumber),
  });

  // The carrier: Shared Documents, the document's card, the warning inside it.
  const carrier = await carrierContext.newPage();
  await openPage(carrier, "/documents");
  const card = carrier.getByRole("article", { name: fileName });
  const warning = card.getByRole("alert");
  // The document reader reads the share in the background (a second or two): look again until it has.
  await expect(async () => {
    if (!(await warning.isVisible())) await openPage(carrier, "/documents");
    await expect(warning).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(
    warning.getByRole("heading", { name: "This rate confirmation waives your right to the broker's record" }),
  ).toBeVisible();
  await expect(warning).toContainText(CLAUSE);
  await expect(warning).toContainText("each party to the transaction has the right to review that record");
  await expect(warning).toContainText("TrueRate cannot give legal advice");
  await expectNoAxeViolations(carrier, "Shared Documents with a waiver-clause warning");

  // The administrator: the Waiver clauses tab lists it with its broker and load.
  const admin = await adminContext.newPage();
  await openPage(admin, "/admin?tab=waiver-clauses");
  await expect(admin.getByRole("tab", { name: "Waiver clauses", selected: true })).toBeVisible();
  const row = admin.getByRole("table", { name: "Waiver clauses" }).getByRole("row").filter({ hasText: fileName });
  await expect(row).toContainText(CLAUSE);
  await expect(row).toContainText(DEMO_BROKERAGE.name);
  await expect(row).toContainText(loadNumber);
  await expectNoAxeViolations(admin, "the Waiver clauses tab");
});
