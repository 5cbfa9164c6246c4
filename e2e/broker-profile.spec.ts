import { expectNoAxeViolations } from "./support/axe";
import { makeLoadOverdue } from "./support/deadlines";
import { createBrokerageLoad, DEMO_BROKERAGE } from "./support/documents";
import { runLocalSql } from "./support/e2e-database";
import { choosePlace, openPage, toasts } from "./support/load-pages";
import { allowLong, expect, test } from "./support/test";

// Issue 25, the broker profile: a carrier reaches the demo brokerage's profile from its load; the
// brokerage replies publicly and disputes a missed deadline; an administrator finds the dispute in the
// console and upholds it with a reason, and the profile shows it removed. Axe clean for each role.

// A lane of its own (El Paso, which no other spec uses), so this load never changes another spec's rows.
const EL_PASO = { pickupCity: "El Paso", pickupState: "TX", pickupLatitude: 31.75872, pickupLongitude: -106.48693 };

test("carrier, brokerage and administrator on a broker profile: reply, dispute, decision", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  const run = Date.now().toString(36);
  const loadNumber = `E2E-PROFILE-${run}`;
  const reply = `We answer every 371.3 request the same day (${run}).`;
  const carrierContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const brokerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await asRole(carrierContext, "carrier");
  await asRole(brokerContext, "broker");
  await asRole(adminContext, "admin");
  const loadId = await createBrokerageLoad(carrierContext.request, baseURL, {
    loadNumber,
    rate: 3900,
    mileage: 1450,
    ...EL_PASO,
  });
  // The deadline passed with no answer, as the deadline engine records it.
  makeLoadOverdue(loadId);
  runLocalSql(
    `INSERT INTO compliance_events (id, load_id, type) VALUES ('${crypto.randomUUID()}', '${loadId}', 'deadline_missed')`,
  );

  // The carrier: the load's page links its broker; a search result leads to the broker's profile.
  const carrier = await carrierContext.newPage();
  await carrier.goto(`/loads/${loadId}`);
  await expect(carrier.getByRole("link", { name: DEMO_BROKERAGE.name })).toBeVisible();
  await openPage(carrier, "/");
  await choosePlace(carrier, "Origin city", "El Paso", "El Paso, TX");
  await choosePlace(carrier, "Destination city", "Atlanta", "Atlanta, GA");
  await carrier.getByLabel("Trailer type").selectOption({ label: "Dry Van" });
  await carrier.getByRole("button", { name: "SEARCH LOADS" }).click();
  const results = carrier.getByRole("table", { name: "Loads matching your search" });
  // The lane figures above the table load after it and move it down: click once they are in.
  await expect(carrier.getByRole("region", { name: "Lane summary" })).toHaveAttribute("aria-busy", "false");
  await results.getByRole("link", { name: DEMO_BROKERAGE.name }).first().click();
  await expect(carrier.getByRole("heading", { level: 1, name: DEMO_BROKERAGE.name })).toBeVisible();
  await expect(carrier.getByRole("heading", { name: "Transparency score" })).toBeVisible();
  // Its standing in the load page's identity panel: each check with the values it used and their source.
  const identity = carrier.getByRole("region", { name: "Broker identity" });
  await expect(identity.getByRole("listitem", { name: "FMCSA authority" })).toContainText("(source: FMCSA");
  await expect(carrier.getByRole("region", { name: "371.3 answers by month" })).toBeVisible();
  await expect(carrier.getByRole("region", { name: "Median hours to answer by month" })).toBeVisible();
  await carrier.getByRole("link", { name: /^See the events\W+Missed$/ }).click();
  const events = carrier.getByRole("region", { name: /Missed deadlines/ });
  await expect(events.getByRole("link", { name: `Load ${loadNumber}` })).toBeVisible();
  await expectNoAxeViolations(carrier, "a broker profile as a carrier, with its missed deadlines");

  // The brokerage: its own profile, a public reply, a dispute of the missed deadline.
  const broker = await brokerContext.newPage();
  await broker.goto("/brokers/mine");
  await expect(broker.getByRole("heading", { level: 1, name: DEMO_BROKERAGE.name })).toBeVisible();
  await broker.getByLabel(/public reply/).fill(reply);
  await broker.getByRole("button", { name: "Publish reply" }).click();
  await expect(toasts(broker)).toContainText("Your reply is published on the profile");
  await expect(broker.getByRole("region", { name: "The broker's reply" })).toContainText(reply);
  await broker.getByRole("link", { name: /^See the events\W+Missed$/ }).click();
  const dispute = broker.getByRole("region", { name: "Dispute an event" });
  await dispute.getByRole("combobox", { name: "Event" }).click();
  await broker.getByRole("option", { name: new RegExp(`Load ${loadNumber}`) }).click();
  await dispute
    .getByLabel("What happened")
    .fill("We faxed the rate confirmation the same afternoon; the log is attached.");
  await dispute.getByRole("button", { name: "File dispute" }).click();
  await expect(toasts(broker)).toContainText("Dispute filed");
  const own = broker.getByRole("region", { name: "Disputes" }).getByRole("listitem").filter({ hasText: loadNumber });
  await expect(own).toContainText("open");
  await expectNoAxeViolations(broker, "the brokerage's own profile with its reply and dispute");

  // The administrator: the console's Broker disputes tab, then the decision on the profile.
  const admin = await adminContext.newPage();
  await admin.goto("/admin?tab=broker-disputes");
  const row = admin.getByRole("row").filter({ hasText: loadNumber });
  await expect(row).toContainText("We faxed the rate confirmation");
  await expectNoAxeViolations(admin, "the Broker disputes tab");
  await row.getByRole("link", { name: DEMO_BROKERAGE.name }).click();
  const item = admin.getByRole("region", { name: "Disputes" }).getByRole("listitem").filter({ hasText: loadNumber });
  await item.getByLabel(`Reason for the decision on load ${loadNumber}`).fill("The fax log shows it arrived in time.");
  await item.getByRole("button", { name: "Uphold" }).click();
  await expect(toasts(admin)).toContainText("Dispute upheld");
  await expect(item).toContainText("The fax log shows it arrived in time.");
  await expect(item).toContainText("upheld");
  await expectNoAxeViolations(admin, "a broker profile as an administrator, a dispute decided");

  // The carrier sees the missed deadline removed from the score.
  await carrier.reload();
  await expect(
    carrier.getByRole("row").filter({ hasText: loadNumber }).getByText("upheld: removed from score"),
  ).toBeVisible();
  await carrierContext.close();
  await brokerContext.close();
  await adminContext.close();
});
