import { expectNoAxeViolations } from "./support/axe";
import { openPage } from "./support/load-pages";
import { createLoad } from "./support/loads";
import { allowLong, expect, test } from "./support/test";

// Issue 44, the carrier's side: a load whose broker's authority is revoked (Closed Door Logistics in
// the FMCSA sample) shows the Broker identity panel with the failing check in words and its
// evidence; the load form checks a broker as it is typed, a look-alike of Demo Freight's domain
// failing before the load is saved, and saving stays possible.

test("the demo carrier reads a flagged broker's identity on the load page and as the load form is typed", async ({
  page,
  context,
  baseURL,
  asRole,
}) => {
  allowLong(90_000);
  await asRole(context, "carrier");
  const id = await createLoad(context.request, baseURL, {
    loadNumber: `E2E-IDENTITY-${Date.now().toString(36)}`,
    rate: 2100,
    weight: 38_000,
    trailerType: "dry_van",
    brokerName: "Closed Door Logistics Inc",
    brokerEmail: "ops@closeddoorlogistics.example",
    brokerMcNumber: "MC1187001",
  });

  await openPage(page, `/loads/${id}`);
  const panel = page.getByRole("region", { name: "Broker identity" });
  await expect(panel.getByText("Verdict:")).toContainText("Failed");
  const authority = panel.getByRole("listitem", { name: "FMCSA authority" });
  await expect(authority).toContainText("Failed");
  await expect(authority).toContainText("revoked or inactive");
  const evidence = authority.getByRole("list", { name: "Evidence of FMCSA authority" });
  await expect(evidence).toContainText("MC1187001");
  await expect(evidence).toContainText("FMCSA census file census-sample-2026-11-01.csv, as of 2026-11-01");
  // No rate confirmation read yet: not enough data, never a pass, and no mismatch warning.
  await expect(panel.getByRole("listitem", { name: "Rate confirmation match" })).toContainText("Not enough data");
  await expect(page.getByText("Warning: the shared rate confirmation does not match this load.")).toHaveCount(0);
  await expectNoAxeViolations(page, "the load page with its Broker identity panel", { soft: true });

  await openPage(page, "/upload-load");
  const check = page.getByRole("region", { name: "Broker identity" });
  await expect(check).toContainText("its identity is checked here before you save");
  await page.getByRole("combobox", { name: "Broker name" }).fill("Demo Freight Brokerage LLC");
  await page.getByLabel("Broker email").fill("dispatch@demofrieght.test");
  const contact = check.getByRole("listitem", { name: "E-mail domain" });
  await expect(contact).toContainText("Failed");
  await expect(contact).toContainText("demofrieght.test");
  await expect(contact.getByRole("list", { name: "Evidence of E-mail domain" })).toContainText(
    "demofreight.test (Demo Freight Brokerage LLC)",
  );
  await expect(check.getByText("Verdict:")).toContainText("Failed");
  // It informs, never blocks: the upload button stays there to press.
  await expect(page.getByRole("button", { name: "Upload Load" })).toBeEnabled();
  await expectNoAxeViolations(page, "the load form with the broker's identity check", { soft: true });
});
