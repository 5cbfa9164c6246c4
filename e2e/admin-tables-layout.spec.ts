import { makeLoadOverdue } from "./support/deadlines";
import { createBrokerageLoad, DEMO_BROKERAGE, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { expectNoBrokenWords, expectNoPageOverflow, expectTablesFit, expectWithinWindow } from "./support/layout";
import { openPage } from "./support/load-pages";
import { allowLong, expect, type Page, test } from "./support/test";

// Issue 42, item 2: the admin tables never break a word, a number or a date across lines ("$1,1 /
// 29", "Novemb / er", "Detai / ls"), at a laptop's width or a phone's, and on a phone each table is
// a list of cards whose buttons are on the screen, not past its edge.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** Each admin table, brought on screen, and a control in its rows that must be in view. */
const TABLES: {
  name: string;
  open: (page: Page) => Promise<void>;
  control: (page: Page) => ReturnType<Page["getByRole"]>;
}[] = [
  {
    name: "Load Management",
    open: async (page) => {
      await openPage(page, "/admin");
      await expect(page.getByRole("table", { name: /^Loads/ })).toBeVisible();
    },
    control: (page) => page.getByRole("link", { name: /^Record of load / }).first(),
  },
  {
    name: "the Verification queue",
    open: async (page) => {
      await openPage(page, "/admin?tab=verification");
      await expect(page.getByRole("table", { name: "Loads awaiting a verified true rate" })).toBeVisible();
    },
    control: (page) => page.getByRole("button", { name: /^Compare evidence for load / }).first(),
  },
  {
    name: "the 48H Tracker",
    open: async (page) => {
      await openPage(page, "/admin");
      await openTab(page, "48H Tracker");
      await page.getByRole("radio", { name: "Missed" }).click();
      await expect(page.getByText(/^Page 1 · \d+ missed in all$/)).toBeVisible();
    },
    control: (page) => page.getByRole("button", { name: /^Notify the broker of load / }).first(),
  },
  {
    name: "Brokerage Search",
    open: async (page) => {
      await openPage(page, "/admin");
      await openTab(page, "Brokerage Search");
      await page.getByLabel("Brokerage name, MC or USDOT number").fill(DEMO_BROKERAGE.name);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("table", { name: "Brokerages" })).toBeVisible();
    },
    control: (page) => page.getByRole("button", { name: `Details of ${DEMO_BROKERAGE.name}` }),
  },
  {
    name: "Document Management",
    open: async (page) => {
      await openPage(page, "/admin");
      await openTab(page, "Document Management");
      await expect(page.getByRole("table", { name: "Load compliance" })).toBeVisible();
    },
    control: (page) => page.getByRole("button", { name: /^Approve / }).first(),
  },
  {
    name: "All documents",
    open: async (page) => {
      await openPage(page, "/admin");
      await openTab(page, "Document Management");
      await openTab(page, "All documents");
      await expect(page.getByRole("table", { name: "All documents" })).toBeVisible();
    },
    control: (page) => page.getByRole("link", { name: /^Download / }).first(),
  },
];

test.describe("admin tables keep their words whole", () => {
  test.beforeAll(async ({ browser, baseURL, asRole }) => {
    allowLong(60_000);
    // A missed load with a shared document: the tracker's Missed filter, Notify and a review to show.
    const run = Date.now().toString(36);
    const carrier = await browser.newContext({ baseURL });
    const broker = await browser.newContext({ baseURL });
    await asRole(carrier, "carrier");
    await asRole(broker, "broker");
    const loadNumber = `E2E-LAYOUT-${run}`;
    const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 1129.86 });
    const pdf = await rateConfirmationPdf({ loadNumber, rate: "$1,129.86" });
    await shareAsBroker(broker.request, baseURL, { loadId, fileName: `rate-con-${loadNumber}.pdf`, pdf });
    makeLoadOverdue(loadId);
    await Promise.all([carrier.close(), broker.close()]);
  });

  for (const table of TABLES) {
    test(`${table.name} at 1280 and 390 px`, async ({ browser, baseURL, asRole }) => {
      const admin = await browser.newContext({ baseURL, viewport: WIDTHS[0] });
      await asRole(admin, "admin");
      const page = await admin.newPage();
      await table.open(page);
      for (const size of WIDTHS) {
        const label = `${table.name} at ${size.width} px`;
        await page.setViewportSize(size);
        await expectNoBrokenWords(page, label, { soft: true });
        await expectNoPageOverflow(page, label, { soft: true });
        if (size.width >= 1280) await expectTablesFit(page, label, { soft: true });
        await expectWithinWindow(page, table.control(page));
      }
      await admin.close();
    });
  }
});
