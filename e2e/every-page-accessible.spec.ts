import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pickRegistryBrokerage } from "./support/accounts";
import { AXE_WIDTHS, expectNoAxeViolations } from "./support/axe";
import { makeLoadOverdue } from "./support/deadlines";
import { createBrokerageLoad, rateConfirmationPdf, shareAsBroker } from "./support/documents";
import { expectNoPageOverflow, expectTablesFit, expectWithinWindow } from "./support/layout";
import { choosePlace, openPage, toasts } from "./support/load-pages";
import { LANE_FIELDS, originHeader } from "./support/loads";
import { waitForMail } from "./support/outbox";
import { fillCard, subscribeThroughApi, TEST_CARDS } from "./support/payments";
import { type APIRequestContext, allowLong, type BrowserContext, expect, type Page, test } from "./support/test";

// Every page of the portal, in each state a person can reach it in (loaded, empty, error), must be
// axe-clean at 1280 and 390 px, and at 1280 px no table may be wider than its container. The table
// below is keyed by the route files of portal/app/routes: a page route without a row, or a row
// without a route, fails the suite, so a new page cannot ship unchecked.
//
// Loaders run in the portal's server, so the browser cannot fake an API failure for them: the error
// states are the ones a person meets (a bad id's 404, a form's field errors, a used or unknown link,
// an access refusal). A state a page does not have is named with the reason it does not exist.

/** Who visits: a signed-out visitor, the seeded demo accounts, and fresh accounts without any data. */
type Role =
  | "anonymous"
  | "carrier"
  | "freshCarrier"
  | "unsubscribedCarrier"
  | "broker"
  | "freshBroker"
  | "waitingBroker"
  | "admin";

/** What the seed made once for this file. */
interface Seed {
  brokerageLoadId: string;
  brokerageLoadNumber: string;
  /**
   * A load of the demo carrier whose deadline passed, made on first use: one per run, not one per
   * worker, since every overdue load sorts ahead of later ones in the admin's 48H Tracker.
   */
  overdueLoadId: () => Promise<string>;
  unansweredLoadId: string;
  respondPath: string;
  partnerName: string;
  freshCarrierEmail: string;
}

interface Visit {
  as: Role;
  /** What is shown, said for the test's name. */
  what: string;
  /** Brings the page into the state and proves it is there (so a check never runs on the wrong screen). */
  open: (page: Page, seed: Seed) => Promise<void>;
  /** What must still be in view once the same state is narrowed to a phone's width. */
  onPhone?: (page: Page) => Promise<void>;
  /** Opened again at each width: a state that each width reaches through a control of its own (the account menu). */
  openAtEachWidth?: boolean;
}

/** A state the page does not have, and why. */
interface Absent {
  absent: string;
}

type State = Visit[] | Absent;

interface PageStates {
  loaded: State;
  empty: State;
  error: State;
}

/** Layout routes render no page of their own: each is checked through every page inside it. */
const LAYOUT_ROUTES = new Set(["_app", "_bare"]);
const ZERO_ID = "00000000-0000-4000-8000-000000000000";

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
const invalidField = (page: Page) => expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
const tab = async (page: Page, name: string | RegExp) => {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
};

const FORM_ONLY = "a form with nothing of its own to list: it has no empty state";
const NO_API_FAILURE =
  "its only failure is the API itself failing, which a browser test cannot cause: the loader runs in the portal's server";

const PAGES: Record<string, PageStates> = {
  _index: {
    loaded: [
      {
        as: "anonymous",
        what: "the landing page",
        open: async (page) => {
          await openPage(page, "/");
          await h1(page, "Know what the broker really got paid");
        },
      },
      {
        as: "carrier",
        what: "the home search",
        open: async (page) => {
          await openPage(page, "/");
          await expect(page.getByRole("form", { name: "New search" })).toBeVisible();
        },
      },
      {
        as: "carrier",
        what: "the My Loads tab with the newest loads",
        open: async (page) => {
          await openPage(page, "/");
          await tab(page, "My Loads");
          await expect(
            page.getByRole("list", { name: "Your latest loads" }).getByRole("listitem").first(),
          ).toBeVisible();
        },
      },
      {
        as: "carrier",
        what: "the open account menu (the avatar's dropdown at 1280 px, the menu toggle's panel at 390 px)",
        openAtEachWidth: true,
        open: async (page) => {
          await openPage(page, "/");
          if ((page.viewportSize()?.width ?? 1280) >= 768) {
            await page.getByRole("button", { name: /^Account menu for / }).click();
            await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
          } else {
            await page.getByRole("button", { name: "Account menu", exact: true }).click();
            await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
          }
        },
      },
    ],
    // The search form has nothing to be empty; its Recent and My Loads tabs do (a search that finds
    // nothing is /search-results' empty state).
    empty: ["Recent", "My Loads"].map((name) => ({
      as: "freshCarrier" as const,
      what: `the ${name} tab of a new carrier`,
      open: async (page: Page) => {
        await openPage(page, "/");
        await tab(page, name);
      },
    })),
    error: [
      {
        as: "carrier",
        what: "a search without cities",
        open: async (page) => {
          await openPage(page, "/");
          await page.getByRole("button", { name: "SEARCH LOADS" }).click();
          await invalidField(page);
        },
      },
    ],
  },
  "_app.$": {
    loaded: { absent: "any unknown path: it has only its 'Page Not Found' answer" },
    empty: { absent: "any unknown path: it has only its 'Page Not Found' answer" },
    error: [
      {
        as: "carrier",
        what: "Page Not Found inside the shell",
        open: async (page) => {
          await openPage(page, "/no-such-page");
          await h1(page, "Page Not Found");
        },
      },
      {
        as: "anonymous",
        what: "Page Not Found in the public header and footer",
        open: async (page) => {
          await openPage(page, "/no-such-page");
          await h1(page, "Page Not Found");
          await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
        },
      },
    ],
  },
  "[__crash]": {
    loaded: { absent: "the crash test route always throws" },
    empty: { absent: "the crash test route always throws" },
    error: [
      {
        as: "anonymous",
        what: "the crash screen",
        open: async (page) => {
          await page.goto("/__crash");
          await h1(page, "Something went wrong");
        },
      },
    ],
  },
  "_app.admin": {
    loaded: [
      {
        as: "admin",
        what: "Load Management",
        open: async (page) => {
          await openPage(page, "/admin");
          await expect(page.getByRole("table").first()).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "the 48H Tracker",
        open: async (page) => {
          await openPage(page, "/admin");
          await tab(page, "48H Tracker");
          await expect(page.getByRole("tabpanel").getByRole("table").first()).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "Brokerage Search",
        open: async (page) => {
          await openPage(page, "/admin");
          await tab(page, "Brokerage Search");
          await expect(page.getByRole("tabpanel")).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "Brokerage Search's results, with their registration and rating badges",
        open: async (page) => {
          await openPage(page, "/admin");
          await tab(page, "Brokerage Search");
          await page.getByLabel("Brokerage name, MC or USDOT number").fill("Demo Freight");
          await page.getByRole("button", { name: "Search", exact: true }).click();
          await expect(page.getByRole("table", { name: "Brokerages" })).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "Document Management",
        open: async (page) => {
          await openPage(page, "/admin");
          await tab(page, "Document Management");
          await expect(page.getByRole("tabpanel").getByRole("table").first()).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "Document Management's All documents",
        open: async (page) => {
          await openPage(page, "/admin");
          await tab(page, "Document Management");
          await tab(page, "All documents");
          await expect(page.getByRole("table", { name: "All documents" })).toBeVisible();
        },
      },
      // Tables of their own: the held reports keep their table on a phone and scroll in a focusable region.
      ...(
        [
          ["data-quality", "Data quality"],
          ["waiver-clauses", "Waiver clauses"],
          ["identity", "Broker identity"],
        ] as const
      ).map(([name, label]) => ({
        as: "admin" as const,
        what: `the ${label} tab`,
        open: async (page: Page) => {
          await openPage(page, `/admin?tab=${name}`);
          await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
          await expect(page.getByRole("tabpanel").getByText(/Loading/)).toHaveCount(0);
        },
      })),
      {
        as: "admin",
        what: "Broker disputes",
        open: async (page) => {
          await openPage(page, "/admin?tab=broker-disputes");
          await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Broker disputes" })).toBeVisible();
          await expect(page.getByRole("tabpanel").getByText(/Loading/)).toHaveCount(0);
        },
      },
    ],
    empty: [
      {
        as: "admin",
        what: "Broker disputes that were rejected: none",
        open: async (page) => {
          await openPage(page, "/admin?tab=broker-disputes");
          await page.getByRole("radio", { name: "Rejected" }).click();
          await expect(page.getByText("No rejected disputes.")).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "Load Management on a day without loads",
        open: async (page) => {
          await openPage(page, "/admin?date=2001-01-02");
          await expect(page.getByRole("tabpanel").getByRole("table")).toHaveCount(0);
        },
      },
    ],
    error: [
      {
        as: "admin",
        what: "a true rate saved empty, its message in the table",
        open: async (page) => {
          await openPage(page, "/admin");
          await page
            .getByRole("button", { name: /^Save true rate for load / })
            .first()
            .click();
          await invalidField(page);
        },
      },
      {
        as: "carrier",
        what: "a carrier refused and sent home",
        open: async (page) => {
          await openPage(page, "/admin");
          await expect(toasts(page).getByRole("listitem").first()).toBeVisible();
        },
      },
    ],
  },
  "_app.admin_.complaints.$loadId": {
    loaded: [
      {
        as: "admin",
        what: "the packet of an overdue load",
        open: async (page, seed) => {
          await openPage(page, `/admin/complaints/${await seed.overdueLoadId()}`);
          await expect(page.getByText("No document was sent for this load.")).toBeVisible();
        },
      },
    ],
    empty: { absent: "a packet always holds the load's fields; a load without documents says so within it (loaded)" },
    error: [
      {
        as: "admin",
        what: "a load that is not overdue",
        open: async (page, seed) => {
          await openPage(page, `/admin/complaints/${seed.brokerageLoadId}`);
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "an unknown load",
        open: async (page) => {
          await openPage(page, `/admin/complaints/${ZERO_ID}`);
          await h1(page, "Page Not Found");
        },
      },
    ],
  },
  "_app.admin_.partners": {
    loaded: [
      {
        as: "admin",
        what: "an organisation without clients yet, and one whose only client was revoked",
        open: async (page, seed) => {
          await openPage(page, "/admin/partners");
          await expect(page.getByRole("article", { name: seed.partnerName })).toBeVisible();
          const revoked = page.getByRole("article", { name: seed.partnerName.replace("Partner", "Revoked") });
          await expect(revoked.getByRole("row", { name: /A11y TMS/ })).toContainText("revoked");
        },
      },
    ],
    empty: {
      absent:
        "no organisations at all exists only on a database no spec has used (partners.spec.ts shares it); an organisation without clients is shown under loaded",
    },
    error: [
      {
        as: "admin",
        what: "an organisation without a name",
        open: async (page) => {
          await openPage(page, "/admin/partners");
          // Blank, not empty: the browser's own check would stop an empty name before the API sees it.
          await page.getByLabel("Organisation name").fill("   ");
          await page.getByRole("button", { name: "Create organisation" }).click();
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  "_app.brokers.$key": {
    loaded: [
      {
        as: "carrier",
        what: "a broker's profile with the events behind its figures",
        open: async (page) => {
          await openPage(page, "/brokers/mc%3AMC1234567?events=on_time");
          await h1(page, "Demo Freight Brokerage LLC");
          await expect(page.getByRole("heading", { name: "Transparency score" })).toBeVisible();
        },
      },
      {
        as: "broker",
        what: "the brokerage's own profile with its reply and dispute forms",
        open: async (page) => {
          await openPage(page, "/brokers/mine");
          await expect(page.getByRole("button", { name: "Publish reply" })).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "a profile with the brokerage's disputes",
        open: async (page) => {
          await openPage(page, "/brokers/mc%3AMC1234567");
          await expect(page.getByRole("heading", { name: "Disputes" })).toBeVisible();
        },
      },
    ],
    empty: [
      {
        as: "freshBroker",
        what: "a new brokerage's profile: not enough evidence, no reply, no disputes",
        open: async (page) => {
          await openPage(page, "/brokers/mine");
          await expect(page.getByText("Not enough evidence").first()).toBeVisible();
          await expect(page.getByText("No disputes filed.")).toBeVisible();
        },
      },
    ],
    error: [
      {
        as: "carrier",
        what: "an unknown broker",
        open: async (page) => {
          await openPage(page, "/brokers/mc%3AMC000001");
          await h1(page, "Page Not Found");
        },
      },
      {
        as: "broker",
        what: "another brokerage's profile",
        open: async (page) => {
          await openPage(page, "/brokers/mc%3AMC7654321");
          await h1(page, "Page Not Found");
        },
      },
    ],
  },
  "_app.broker-dashboard": {
    loaded: [
      ...["Documents", "Loads", "Compliance", "Analytics", "Team"].map((name) => ({
        as: "broker" as const,
        what: `the ${name} tab`,
        open: async (page: Page) => {
          await openPage(page, "/broker-dashboard");
          await tab(page, new RegExp(`^${name}`));
        },
      })),
      {
        as: "broker",
        what: "the send-documents dialog",
        open: async (page, seed) => {
          await openPage(page, "/broker-dashboard");
          await tab(page, /^Loads/);
          await page.getByRole("button", { name: new RegExp(`for load ${seed.brokerageLoadNumber}$`) }).click();
          await expect(page.getByRole("dialog", { name: "Send Compliance Documents" })).toBeVisible();
        },
      },
    ],
    empty: ["Documents", "Loads", "Compliance", "Analytics", "Team"].map((name) => ({
      as: "freshBroker" as const,
      what: `the ${name} tab of a new brokerage`,
      open: async (page: Page) => {
        await openPage(page, "/broker-dashboard");
        await tab(page, new RegExp(`^${name}`));
      },
    })),
    error: [
      {
        as: "carrier",
        what: "a carrier told it is for brokers",
        open: async (page) => {
          await openPage(page, "/broker-dashboard");
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
      {
        as: "waitingBroker",
        what: "a broker waiting for approval",
        open: async (page) => {
          await openPage(page, "/broker-dashboard");
          await expect(page.getByRole("main").getByRole("status").first()).toBeVisible();
        },
      },
    ],
  },
  "_app.documents": {
    loaded: [
      {
        as: "carrier",
        what: "Shared Documents with a broker's rate confirmation",
        open: async (page) => {
          await openPage(page, "/documents");
          await h1(page, "Shared Documents");
          await expect(page.getByRole("main").getByText("Approve").first()).toBeVisible();
        },
      },
      {
        as: "carrier",
        what: "the decline dialog",
        open: async (page) => {
          await openPage(page, "/documents");
          await page
            .getByRole("button", { name: /^Decline / })
            .first()
            .click();
          await expect(page.getByRole("dialog", { name: "Decline this document?" })).toBeVisible();
        },
      },
    ],
    empty: [
      {
        as: "freshCarrier",
        what: "Shared Documents of a new carrier",
        open: async (page) => {
          await openPage(page, "/documents");
          await expect(page.getByText(/No documents have been shared with you yet/)).toBeVisible();
        },
      },
      {
        // Brokers are kept to their dashboard; the Document Manager is everyone else's: an administrator's.
        as: "admin",
        what: "the Document Manager of an administrator without documents",
        open: async (page) => {
          await openPage(page, "/documents");
          await h1(page, "Document Manager");
        },
      },
    ],
    error: { absent: NO_API_FAILURE },
  },
  "_app.help": {
    loaded: [
      {
        as: "carrier",
        what: "the Help Center",
        open: async (page) => {
          await openPage(page, "/help");
          await h1(page, "Help Center");
        },
      },
      {
        as: "anonymous",
        what: "the Help Center in the public header and footer",
        open: async (page) => {
          await openPage(page, "/help");
          await h1(page, "Help Center");
          await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
        },
      },
    ],
    empty: { absent: "written content: nothing to be empty" },
    error: { absent: "written content with no loader: nothing can fail" },
  },
  "_app.loads.$id": {
    loaded: [
      {
        as: "carrier",
        what: "a load with its broker's document",
        open: async (page, seed) => {
          await openPage(page, `/loads/${seed.brokerageLoadId}`);
          await h1(page, `Load ${seed.brokerageLoadNumber}`);
        },
      },
      {
        as: "broker",
        what: "a load's record, opened by its brokerage's broker from the dashboard",
        open: async (page, seed) => {
          await openPage(page, `/loads/${seed.brokerageLoadId}`);
          await h1(page, `Load ${seed.brokerageLoadNumber}`);
        },
      },
      {
        as: "admin",
        what: "the true-rate entry beside the record",
        open: async (page, seed) => {
          await openPage(page, `/loads/${seed.brokerageLoadId}`);
          await expect(page.getByRole("heading", { name: "Verify the true rate" })).toBeVisible();
        },
      },
    ],
    empty: [
      {
        as: "carrier",
        what: "a load its broker has not answered",
        open: async (page, seed) => {
          await openPage(page, `/loads/${seed.unansweredLoadId}`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        },
      },
    ],
    error: [
      {
        as: "carrier",
        what: "an unknown load",
        open: async (page) => {
          await openPage(page, `/loads/${ZERO_ID}`);
          await h1(page, "Page Not Found");
        },
      },
      {
        as: "admin",
        what: "a true rate saved empty",
        open: async (page, seed) => {
          await openPage(page, `/loads/${seed.brokerageLoadId}`);
          await page.getByRole("button", { name: `Save true rate for load ${seed.brokerageLoadNumber}` }).click();
          await invalidField(page);
        },
      },
    ],
  },
  "_app.paid-home": {
    loaded: [
      {
        as: "carrier",
        what: "the home search",
        open: async (page) => {
          await openPage(page, "/paid-home");
          await expect(page.getByRole("form", { name: "New search" })).toBeVisible();
        },
      },
    ],
    empty: { absent: "the same home screen as / for a signed-in user, whose empty tabs are checked there" },
    error: { absent: "the same search form as /, whose field errors are checked there" },
  },
  "_app.profile": {
    loaded: [
      {
        as: "carrier",
        what: "a subscriber's profile",
        open: async (page) => {
          await openPage(page, "/profile");
          await expect(page.getByRole("region", { name: "Subscription Management" })).toBeVisible();
        },
      },
      {
        as: "carrier",
        what: "the delete-account dialog",
        open: async (page) => {
          await openPage(page, "/profile");
          await page.getByRole("button", { name: "Delete Account" }).click();
          await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
        },
      },
      {
        as: "admin",
        what: "an administrator's profile",
        open: async (page) => {
          await openPage(page, "/profile");
          await h1(page, "Profile");
        },
      },
    ],
    empty: [
      {
        as: "unsubscribedCarrier",
        what: "a carrier without a subscription",
        open: async (page) => {
          await openPage(page, "/profile");
          await expect(page.getByRole("region", { name: "Subscription Management" })).toBeVisible();
        },
      },
    ],
    error: [
      {
        as: "carrier",
        what: "a phone number that is not one",
        open: async (page) => {
          await openPage(page, "/profile");
          await page.getByLabel("Phone number").fill("12");
          await page.getByRole("button", { name: "Save Changes" }).click();
          await invalidField(page);
        },
      },
    ],
  },
  "_app.search-results": {
    loaded: [
      {
        as: "carrier",
        what: "the rows of a search",
        open: async (page) => {
          await openPage(page, "/");
          await choosePlace(page, "Origin city", "Dallas", "Dallas, TX");
          await choosePlace(page, "Destination city", "Atlanta", "Atlanta, GA");
          await page.getByLabel("Trailer type").selectOption({ label: "Dry Van" });
          await page.getByRole("button", { name: "SEARCH LOADS" }).click();
          await expect(page.getByRole("table", { name: "Loads matching your search" })).toBeVisible();
        },
        // On a phone each row is a card: its rate and true rate on the screen, not behind a sideways scroll.
        onPhone: async (page) => {
          const card = page.getByRole("table", { name: "Loads matching your search" }).locator("tbody tr").first();
          for (const label of ["Rate", "True Rate"])
            await expectWithinWindow(page, card.locator(`[data-label="${label}"]`));
        },
      },
    ],
    empty: [
      {
        as: "carrier",
        what: "no search yet",
        open: async (page) => {
          await openPage(page, "/search-results");
          await page.evaluate(() => window.sessionStorage.removeItem("searchResults"));
          await openPage(page, "/search-results");
          await expect(page.getByText("No search results found")).toBeVisible();
        },
      },
    ],
    error: [
      {
        as: "carrier",
        what: "stored results it cannot read",
        open: async (page) => {
          await openPage(page, "/search-results");
          await page.evaluate(() => window.sessionStorage.setItem("searchResults", "{"));
          await openPage(page, "/search-results");
          await expect(page.getByRole("alert").filter({ hasText: "Failed to load search results" })).toBeVisible();
        },
      },
    ],
  },
  "_app.shipments": {
    loaded: [
      {
        as: "carrier",
        what: "the carrier's loads",
        open: async (page) => {
          await openPage(page, "/shipments");
          await expect(page.getByRole("table", { name: "Your submitted loads" })).toBeVisible();
        },
      },
      {
        as: "carrier",
        what: "the delete confirmation",
        open: async (page) => {
          await openPage(page, "/shipments");
          await page
            .getByRole("button", { name: /^Delete/ })
            .first()
            .click();
          await expect(page.getByRole("alertdialog")).toBeVisible();
        },
      },
    ],
    empty: [
      {
        as: "freshCarrier",
        what: "a new carrier's empty list",
        open: async (page) => {
          await openPage(page, "/shipments");
          await expect(page.getByText("You have not uploaded any loads yet.")).toBeVisible();
        },
      },
    ],
    error: { absent: NO_API_FAILURE },
  },
  "_app.subscription": {
    loaded: [
      {
        as: "unsubscribedCarrier",
        what: "the payment form",
        open: async (page) => {
          await openPage(page, "/subscription");
          await expect(page.getByLabel("Card number")).toBeVisible();
        },
      },
      {
        as: "anonymous",
        what: "the offer to a visitor",
        open: async (page) => {
          await openPage(page, "/subscription");
          await h1(page, "Complete Your Subscription");
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: [
      {
        as: "unsubscribedCarrier",
        what: "a declined card",
        open: async (page) => {
          await openPage(page, "/subscription");
          await fillCard(page, TEST_CARDS.declined);
          await page.getByLabel("Postal Code").fill("43215");
          await page.getByRole("button", { name: /^Subscribe/ }).click();
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  "_app.tools": {
    loaded: [
      {
        as: "carrier",
        what: "a registry record",
        open: async (page) => {
          await openPage(page, "/tools?q=MC654321");
          await expect(page.getByRole("article", { name: "Demo Trucking LLC (carrier)" })).toBeVisible();
        },
      },
    ],
    empty: [
      {
        as: "carrier",
        what: "a lookup that matches nothing",
        open: async (page) => {
          await openPage(page, "/tools?q=zzqx%20nothing");
          await expect(page.getByText(/No carrier or broker in the registry matches/)).toBeVisible();
        },
      },
    ],
    error: [
      {
        as: "carrier",
        what: "a lookup too short",
        open: async (page) => {
          await openPage(page, "/tools?q=x");
          await expect(page.getByText("Search query must be at least 2 characters")).toBeVisible();
        },
      },
    ],
  },
  "_app.upload-load": {
    loaded: [
      {
        as: "carrier",
        what: "the load form",
        open: async (page) => {
          await openPage(page, "/upload-load");
          await expect(page.getByRole("form", { name: "Load details" })).toBeVisible();
        },
      },
      {
        as: "carrier",
        what: "the confirmation after an upload, with its Open load button",
        open: async (page) => {
          await openPage(page, "/upload-load");
          await page.getByRole("combobox", { name: "Broker name" }).fill("Axe Check Brokers LLC");
          await page.getByLabel("Broker email").fill("dispatch@axe-check.test");
          await page.getByLabel("Load number").fill(`E2E-AXE-${Date.now().toString(36)}`);
          await choosePlace(page, "Pickup location", "Dallas", "Dallas, TX");
          await choosePlace(page, "Delivery location", "Atlanta", "Atlanta, GA");
          await expect(page.getByLabel("Mileage")).toHaveValue(/^\d+$/);
          await page.getByLabel("Trailer type").selectOption({ label: "Dry Van" });
          await page.getByLabel("Weight (lbs)").fill("40000");
          await page.getByLabel("Rate ($)").fill("2150");
          await page.getByRole("button", { name: "Upload Load" }).click();
          await expect(page.getByRole("link", { name: /^Open load E2E-AXE-/ })).toBeVisible();
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: [
      {
        as: "carrier",
        what: "an empty load",
        open: async (page) => {
          await openPage(page, "/upload-load");
          await page.getByRole("button", { name: "Upload Load" }).click();
          await invalidField(page);
        },
      },
    ],
  },
  "_bare.alerts.unsubscribe.$token": {
    loaded: {
      absent:
        "a real link exists only in a rate alert e-mail: e2e/carrier-tools.spec.ts opens a saved lane's link (axe at both widths, on and off) and workers/test/carrier-tools.test.ts follows it from the outbox",
    },
    empty: { absent: "a link always names one lane's alert" },
    error: [
      {
        as: "anonymous",
        what: "an unknown link",
        open: async (page) => {
          await openPage(page, "/alerts/unsubscribe/not-a-real-token");
          await expect(page.getByRole("alert").first()).toContainText("This unsubscribe link is not valid");
        },
      },
    ],
  },
  "_bare.auth-check.$": {
    loaded: [
      {
        as: "carrier",
        what: "the check while the API answers",
        open: async (page) => {
          // Held, and the check's own 8-second limit switched off, so the screen stays while axe
          // reads it: it moves on as soon as the API answers or the limit passes.
          await page.addInitScript(() => {
            AbortSignal.timeout = () => new AbortController().signal;
          });
          await page.route("**/api/subscription-check", () => {});
          await page.goto("/auth-check");
          await expect(page.getByText("Checking subscription status...")).toBeVisible();
        },
      },
    ],
    empty: { absent: "a waiting screen: whatever the API answers, it moves on" },
    error: { absent: "a failed check sends the user on to the offer page, checked there" },
  },
  "_bare.auth.$": {
    loaded: [
      {
        as: "anonymous",
        what: "Login",
        open: async (page) => {
          await openPage(page, "/auth");
          await h1(page, "Welcome to TrueRate");
        },
      },
      {
        as: "anonymous",
        what: "Register",
        open: async (page) => {
          await openPage(page, "/auth?tab=register");
          await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: [
      {
        as: "anonymous",
        what: "an empty sign-in",
        open: async (page) => {
          await openPage(page, "/auth");
          await page.getByRole("button", { name: "Log In" }).click();
          await invalidField(page);
        },
      },
      {
        as: "anonymous",
        what: "the expired-session notice",
        open: async (page) => {
          await openPage(page, "/auth?session_expired=true");
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  "_bare.checkout": {
    loaded: [
      {
        as: "unsubscribedCarrier",
        what: "the card form",
        open: async (page) => {
          await openPage(page, "/checkout");
          await expect(page.getByLabel("Card number")).toBeVisible();
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: [
      {
        as: "unsubscribedCarrier",
        what: "a declined card",
        open: async (page) => {
          await openPage(page, "/checkout");
          await fillCard(page, TEST_CARDS.declined);
          await page.getByRole("button", { name: "Pay Now" }).click();
          await expect(page.getByRole("alert").filter({ hasText: "Payment Error" })).toBeVisible();
        },
      },
    ],
  },
  "_bare.dev.mail": {
    loaded: [
      {
        as: "anonymous",
        what: "a verification mail",
        open: async (page, seed) => {
          await openPage(page, `/dev/mail?to=${encodeURIComponent(seed.freshCarrierEmail)}`);
          await expect(page.getByText(/code is \d{6}/).first()).toBeVisible();
        },
      },
    ],
    empty: [
      {
        as: "anonymous",
        what: "an address without mail",
        open: async (page) => {
          await openPage(page, "/dev/mail?to=nobody%40example.test");
          await expect(page.getByText("No messages for nobody@example.test.")).toBeVisible();
        },
      },
    ],
    error: [
      {
        as: "anonymous",
        what: "an address that is not one",
        open: async (page) => {
          await openPage(page, "/dev/mail?to=not-an-address");
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  "_bare.login": {
    loaded: [
      {
        as: "anonymous",
        what: "the sign-in screen",
        open: async (page) => {
          await openPage(page, "/login");
          await h1(page, "Welcome to TrueRate");
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: [
      {
        as: "anonymous",
        what: "an empty sign-in",
        open: async (page) => {
          await openPage(page, "/login");
          await page.getByRole("button", { name: "Log In" }).click();
          await invalidField(page);
        },
      },
    ],
  },
  "_bare.register": {
    loaded: [
      {
        as: "anonymous",
        what: "the registration form",
        open: async (page) => {
          await openPage(page, "/register");
          await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: { absent: "the same registration form as /auth?tab=register, whose sign-in errors are checked there" },
  },
  "_bare.payment-success.$": {
    loaded: [
      {
        as: "carrier",
        what: "the result while the API answers",
        open: async (page) => {
          await page.route("**/api/payment-api/**", () => {});
          await page.route("**/api/payment/**", () => {});
          await openPage(page, "/payment-success?subscription_id=sub_offline_unknown");
          await h1(page, "Payment Status");
          await page.unrouteAll({ behavior: "ignoreErrors" });
        },
      },
    ],
    empty: { absent: "a result page: without a payment to look up it says so as its error" },
    error: [
      {
        as: "carrier",
        what: "an unknown subscription",
        open: async (page) => {
          await openPage(page, "/payment-success?subscription_id=sub_offline_unknown");
          await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
        },
      },
    ],
  },
  "_bare.reset-password.$token": {
    loaded: [
      {
        as: "anonymous",
        what: "the new-password form",
        open: async (page) => {
          await openPage(page, "/reset-password/an-unchecked-token");
          await expect(page.getByRole("form", { name: "Reset password" })).toBeVisible();
        },
      },
    ],
    empty: { absent: FORM_ONLY },
    error: [
      {
        as: "anonymous",
        what: "passwords that differ",
        open: async (page) => {
          await openPage(page, "/reset-password/an-unchecked-token");
          await page.getByLabel("New Password").fill("a-new-password-1");
          await page.getByLabel("Confirm Password").fill("another-password-2");
          await page.getByRole("button", { name: "Reset Password" }).click();
          await invalidField(page);
        },
      },
      {
        as: "anonymous",
        what: "an unknown or expired link",
        open: async (page) => {
          await openPage(page, "/reset-password/an-unchecked-token");
          await page.getByLabel("New Password").fill("a-new-password-1");
          await page.getByLabel("Confirm Password").fill("a-new-password-1");
          await page.getByRole("button", { name: "Reset Password" }).click();
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  "_bare.respond.$token": {
    loaded: [
      {
        as: "anonymous",
        what: "a broker's request form",
        open: async (page, seed) => {
          await openPage(page, seed.respondPath);
          await expect(page.getByLabel("Rate confirmation (required)")).toBeVisible();
        },
      },
    ],
    empty: { absent: "a request always names its load; the form is what it asks for" },
    error: [
      {
        as: "anonymous",
        what: "an empty answer",
        open: async (page, seed) => {
          await openPage(page, seed.respondPath);
          await page.getByRole("button", { name: "Send to the carrier" }).click();
          await invalidField(page);
        },
      },
      {
        as: "anonymous",
        what: "an unknown link",
        open: async (page) => {
          await openPage(page, "/respond/not-a-real-token");
          await expect(page.getByRole("alert").first()).toBeVisible();
        },
      },
    ],
  },
  "_bare.subscription-info": {
    loaded: [
      {
        as: "anonymous",
        what: "the plan offer",
        open: async (page) => {
          await openPage(page, "/subscription-info");
          await h1(page, "Subscribe to TrueRate");
        },
      },
    ],
    empty: { absent: "a fixed offer" },
    error: { absent: "a fixed offer; who is asking only picks the plan" },
  },
};

/** The page routes of the portal: its route folders whose module renders (route.tsx), less the layouts. */
function pageRoutes(): string[] {
  const dir = join(import.meta.dirname, "../portal/app/routes");
  return readdirSync(dir)
    .filter((folder) => existsSync(join(dir, folder, "route.tsx")))
    .filter((route) => !LAYOUT_ROUTES.has(route))
    .sort();
}

// No trace: it would record axe's half-megabyte script on every check, and a failure already names
// each violation and its elements.
test.use({ trace: "off" });

test("every page route of the portal has a row in the accessibility table, and every row a route", () => {
  expect(Object.keys(PAGES).sort()).toEqual(pageRoutes());
});

test.describe("every page, axe-clean at 1280 and 390 px in each of its states", () => {
  // Both workers share the pages; each seeds once, so the suite takes half the time when it can.
  test.describe.configure({ mode: "parallel" });
  const contexts = new Map<Role, BrowserContext>();
  const pages = new Map<Role, Page>();
  let seed: Seed;

  test.beforeAll(async ({ browser, playwright, baseURL, asRole, newUser }) => {
    allowLong(120_000);
    // Verifying an e-mail signs this client in: its later writes name the origin, as a browser's would.
    const api: APIRequestContext = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: originHeader(baseURL),
    });
    const open = async (role: Role) => {
      const context = await browser.newContext({ baseURL });
      contexts.set(role, context);
      pages.set(role, await context.newPage());
      return context;
    };
    // Each worker seeds its own (parallel mode): a run id of its own keeps their load numbers apart.
    const run = `${Date.now().toString(36)}${test.info().workerIndex}${Math.random().toString(36).slice(2, 6)}`;

    // The demo carrier: a load for the demo brokerage (a broker's document follows), one the
    // deadline passed on (when first asked for), and one for a broker not on TrueRate (its link).
    const carrier = await open("carrier");
    await asRole(carrier, "carrier");
    const brokerageLoadNumber = `A11Y-${run}`;
    const brokerageLoadId = await createBrokerageLoad(carrier.request, baseURL, {
      loadNumber: brokerageLoadNumber,
      rate: 2450,
    });
    let overdueLoad: Promise<string> | undefined;
    const overdueLoadId = () => {
      overdueLoad ??= createBrokerageLoad(carrier.request, baseURL, {
        loadNumber: `A11Y-LATE-${run}`,
        rate: 1980,
      }).then((id) => {
        makeLoadOverdue(id);
        return id;
      });
      return overdueLoad;
    };
    const outsider = `ops-a11y-${run}@unlisted-haulers.test`;
    const unanswered = await carrier.request.post("/api/loads", {
      headers: originHeader(baseURL),
      data: {
        brokerName: `Unlisted Haulers ${run}`,
        brokerEmail: outsider,
        ...LANE_FIELDS,
        loadNumber: `A11Y-OPEN-${run}`,
        mileage: 781,
        weight: 38_000,
        rate: 2100,
        trailerType: "dry_van",
      },
    });
    expect(unanswered.status(), `POST /api/loads: ${await unanswered.text()}`).toBe(201);
    const unansweredLoadId = ((await unanswered.json()) as { id: string }).id;

    const broker = await open("broker");
    await asRole(broker, "broker");
    await shareAsBroker(broker.request, baseURL, {
      loadId: brokerageLoadId,
      fileName: `rate-confirmation-${run}.pdf`,
      pdf: await rateConfirmationPdf({ loadNumber: brokerageLoadNumber, rate: "$2,450.00" }),
    });

    const admin = await open("admin");
    await asRole(admin, "admin");
    const partnerName = `A11y Partner ${run}`;
    const partner = await admin.request.post("/api/admin/partners", {
      headers: originHeader(baseURL),
      data: { name: partnerName },
    });
    expect(partner.status(), `POST /api/admin/partners: ${await partner.text()}`).toBe(201);
    // Beside it, one whose only client was revoked: a clients table with nothing to focus in it.
    const withClient = await admin.request.post("/api/admin/partners", {
      headers: originHeader(baseURL),
      data: { name: `A11y Revoked ${run}` },
    });
    expect(withClient.status(), `POST /api/admin/partners: ${await withClient.text()}`).toBe(201);
    const client = await admin.request.post(`/api/admin/partners/${(await withClient.json()).id}/clients`, {
      headers: originHeader(baseURL),
      data: { name: "A11y TMS", scopes: ["rates:read"] },
    });
    expect(client.status(), `POST …/clients: ${await client.text()}`).toBe(201);
    const revoked = await admin.request.post(`/api/admin/partner-clients/${(await client.json()).client.id}/revoke`, {
      headers: originHeader(baseURL),
    });
    expect(revoked.status(), `POST …/revoke: ${await revoked.text()}`).toBeLessThan(300);

    // Fresh accounts: a subscribed carrier and broker with nothing of their own, an unsubscribed
    // carrier, and a subscribed broker waiting to join the demo brokerage.
    const freshCarrier = await newUser(api, { type: "carrier", label: "a11y-fresh" });
    const fresh = await open("freshCarrier");
    await asRole(fresh, freshCarrier);
    await subscribeThroughApi(fresh, baseURL ?? "");

    await asRole(await open("unsubscribedCarrier"), await newUser(api, { type: "carrier", label: "a11y-unpaid" }));

    // The first broker of a brokerage founds it; one whose brokerage someone founded before waits
    // for approval (the members list answers 403), so another brokerage is tried.
    const freshBroker = await open("freshBroker");
    for (let attempt = 0; ; attempt += 1) {
      const brokerage = await pickRegistryBrokerage(api);
      // A retry signs in again: without the last try's session, whose cookie would need an Origin.
      await freshBroker.clearCookies();
      await asRole(freshBroker, await newUser(api, { type: "broker", label: "a11y-founder", brokerage }));
      const members = await freshBroker.request.get("/api/brokerage/members");
      if (members.status() === 200) break;
      expect(attempt, `a brokerage no one founded yet: ${await members.text()}`).toBeLessThan(4);
    }
    await subscribeThroughApi(freshBroker, baseURL ?? "");

    const waiting = await open("waitingBroker");
    await asRole(waiting, await newUser(api, { type: "broker", label: "a11y-joiner" }));
    await subscribeThroughApi(waiting, baseURL ?? "");

    await open("anonymous");
    const link = await waitForMail(api, outsider, "load-request", /(https?:\/\/\S+\/respond\/\S+)/);
    seed = {
      brokerageLoadId,
      brokerageLoadNumber,
      overdueLoadId,
      unansweredLoadId,
      respondPath: new URL(link).pathname,
      partnerName,
      freshCarrierEmail: freshCarrier.email,
    };
    await api.dispose();
  });

  test.afterAll(async () => {
    await Promise.all([...contexts.values()].map((context) => context.close()));
  });

  for (const [route, states] of Object.entries(PAGES)) {
    for (const state of ["loaded", "empty", "error"] as const) {
      const visits = states[state];
      if ("absent" in visits) continue;
      for (const visit of visits) {
        test(`${route} ${state}: ${visit.what} (${visit.as})`, async () => {
          const page = pages.get(visit.as);
          if (!page) throw new Error(`no page for ${visit.as}`);
          // Opened once at 1280 px, then narrowed to 390 px: the layout is CSS (Radix's breakpoints),
          // so the same state is checked at both widths without reaching it twice.
          for (const [index, size] of AXE_WIDTHS.entries()) {
            const label = `${route} ${state} (${visit.what}) at ${size.width} px`;
            await page.setViewportSize(size);
            if (index === 0 || visit.openAtEachWidth) await visit.open(page, seed);
            // Soft: one run names every violation of every width and state, not only the first.
            await expectNoAxeViolations(page, label, { soft: true });
            if (size.width >= 1280) await expectTablesFit(page, label, { soft: true });
            await expectNoPageOverflow(page, label, { soft: true });
            if (index > 0) await visit.onPhone?.(page);
          }
        });
      }
    }
  }
});
