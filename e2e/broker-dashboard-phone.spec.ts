import { AXE_WIDTHS } from "./support/axe";
import { createBrokerageLoad, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { expectNoBrokenWords, expectNoPageOverflow, expectWithinWindow } from "./support/layout";
import { openPage } from "./support/load-pages";
import { LANE_FIELDS, originHeader } from "./support/loads";
import { allowLong, type BrowserContext, expect, type Page, test } from "./support/test";

// Issue 42, items 4 and 7: the broker's dashboard needs no sideways scrolling on a phone (every
// tab, and each row's facts and buttons on the screen), and its "Record" links open the load's
// record instead of bouncing back to the dashboard without a word.

async function openTab(page: Page, name: RegExp) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("the broker dashboard fits a phone and a laptop, tab by tab", async ({ browser, baseURL, asRole }) => {
  allowLong(90_000);
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  const run = Date.now().toString(36);
  const sentNumber = `E2E-FIT-${run}`;
  const waitingNumber = `E2E-FITW-${run}`;
  const fileName = `rate-con-fit-${run}.pdf`;
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber: sentNumber, rate: 1129.86 });
  await createBrokerageLoad(carrier.request, baseURL, { loadNumber: waitingNumber, rate: 2040 });
  const pdf = await rateConfirmationPdf({ loadNumber: sentNumber, rate: "$1,129.86" });
  await shareAsBroker(broker.request, baseURL, { loadId, fileName, pdf });

  const page = await broker.newPage();
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await openPage(page, "/broker-dashboard");
    const at = `at ${size.width} px`;
    for (const name of [/^Documents/, /^Loads/, /^Compliance$/, /^Analytics$/, /^Team/]) {
      await expectWithinWindow(page, page.getByRole("tab", { name }));
    }

    // Documents: the deadline, the carrier's response and the file's link are on the screen.
    const document = page.getByRole("row").filter({ hasText: fileName });
    await expectWithinWindow(page, document.getByRole("link", { name: `Open ${fileName} (opens in a new tab)` }));
    await expectWithinWindow(page, document.getByText(/^(On track|Due soon|Overdue|Urgent)/).first());
    await expectWithinWindow(page, document.getByText(/^(Awaiting carrier|Approved|Declined)$/));
    await expectNoPageOverflow(page, `Documents ${at}`);
    await expectNoBrokenWords(page, `Documents ${at}`);

    // Loads: the status and both buttons of a waiting load.
    await openTab(page, /^Loads/);
    const waiting = page.getByRole("row").filter({ hasText: waitingNumber });
    await expectWithinWindow(page, waiting.getByText("Pending Documents"));
    await expectWithinWindow(page, waiting.getByRole("button", { name: `Send Docs for load ${waitingNumber}` }));
    await expectWithinWindow(page, waiting.getByRole("link", { name: `Record of load ${waitingNumber}` }));
    await expectNoPageOverflow(page, `Loads ${at}`);
    await expectNoBrokenWords(page, `Loads ${at}`);

    for (const name of [/^Compliance$/, /^Analytics$/, /^Team/]) {
      await openTab(page, name);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectNoPageOverflow(page, `${name.source} ${at}`);
    }
  }
  await carrier.close();
  await broker.close();
});

test("a broker's Record link opens the load's record, at a laptop's width and a phone's", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(60_000);
  const carrier = await browser.newContext({ baseURL });
  const broker = await browser.newContext({ baseURL });
  await asRole(carrier, "carrier");
  await asRole(broker, "broker");
  const loadNumber = `E2E-REC-${Date.now().toString(36)}`;
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 1875 });

  const page = await broker.newPage();
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await openPage(page, "/broker-dashboard");
    await openTab(page, /^Loads/);
    await page.getByRole("link", { name: `Record of load ${loadNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/loads/${loadId}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Load ${loadNumber}` })).toBeVisible();
  }

  // A load of another brokerage is not found, said as such: never a silent return to the dashboard.
  const other = await createLoadOfAnotherBroker(carrier, baseURL);
  await openPage(page, `/loads/${other}`);
  await expect(page).toHaveURL(new RegExp(`/loads/${other}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
  await carrier.close();
  await broker.close();
});

/** A load the demo carrier hauled for a broker not on TrueRate: none of the demo brokerage's. */
async function createLoadOfAnotherBroker(carrier: BrowserContext, baseURL?: string) {
  const response = await carrier.request.post("/api/loads", {
    headers: originHeader(baseURL),
    data: {
      brokerName: "Elsewhere Logistics",
      brokerEmail: `ops-${Date.now().toString(36)}@elsewhere-logistics.test`,
      ...LANE_FIELDS,
      loadNumber: `E2E-ELSE-${Date.now().toString(36)}`,
      mileage: 781,
      weight: 38_000,
      rate: 2100,
      trailerType: "dry_van",
    },
  });
  expect(response.status(), `POST /api/loads: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
