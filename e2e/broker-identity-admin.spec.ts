import { expectNoAxeViolations } from "./support/axe";
import { DEMO_BROKERAGE } from "./support/documents";
import { openPage } from "./support/load-pages";
import { createLoad } from "./support/loads";
import { allowLong, expect, test } from "./support/test";

// Issue 44, the administrator's side: a load names Demo Freight but is written from a look-alike of its
// domain (rn for m); the admin finds it in the console's Broker identity queue with the failing check in
// words and its evidence, and opens its complaint packet, which carries the checks. Axe clean.

const LOOKALIKE_EMAIL = "dispatch@dernofreight.test";

test("an administrator reads a flagged load's failing identity check and evidence, then opens its complaint packet", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(60_000);
  const loadNumber = `E2E-IDENTITY-${Date.now().toString(36)}`;
  const carrierContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await asRole(carrierContext, "carrier");
  await asRole(adminContext, "admin");
  // Created here, so the test needs no seeded identity case: the look-alike needs only Demo Freight's registration.
  await createLoad(carrierContext.request, baseURL, {
    loadNumber,
    rate: 2100,
    weight: 40_000,
    trailerType: "dry_van",
    brokerName: DEMO_BROKERAGE.name,
    brokerEmail: LOOKALIKE_EMAIL,
    brokerMcNumber: DEMO_BROKERAGE.mcNumber,
  });

  const admin = await adminContext.newPage();
  await openPage(admin, "/admin?tab=identity");
  await expect(admin.getByRole("tab", { name: "Broker identity", selected: true })).toBeVisible();
  const row = admin
    .getByRole("table", { name: "Loads whose broker identity fails" })
    .getByRole("row")
    .filter({ hasText: loadNumber });
  await expect(row).toBeVisible({ timeout: 15_000 });
  const checks = row.getByRole("list", { name: `Failing checks of load ${loadNumber}` });
  await expect(checks).toContainText("E-mail domain");
  await expect(checks).toContainText("Failed");
  await expect(checks).toContainText("dernofreight.test");
  await expect(checks).toContainText("demofreight.test");
  // The evidence: the value and where it came from.
  await expect(checks).toContainText(LOOKALIKE_EMAIL);
  await expect(checks).toContainText("the load as reported");
  await expectNoAxeViolations(admin, "the Broker identity queue");

  await row.getByRole("link", { name: `Complaint packet of load ${loadNumber}` }).click();
  await expect(admin).toHaveURL(/\/admin\/complaints\/[^/?]+\?from=identity$/);
  await expect(admin.getByRole("heading", { name: `Load ${loadNumber}` })).toBeVisible();
  const identity = admin.getByRole("list", { name: "Broker identity checks of this load" });
  await expect(identity).toContainText("dernofreight.test");
  await expect(identity).toContainText("the load as reported");
  await expect(admin.getByText("Brokering in a name or under an authority not its own")).toBeVisible();
  await expectNoAxeViolations(admin, "the complaint packet of a flagged load");
  await admin.getByRole("link", { name: "Back to the broker identity queue" }).click();
  await expect(admin.getByRole("tab", { name: "Broker identity", selected: true })).toBeVisible();
});
