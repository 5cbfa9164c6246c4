import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expectNoAxeViolations } from "./support/axe";
import { createBrokerageLoad } from "./support/documents";
import { openPage, toasts } from "./support/load-pages";
import { allowLong, expect, test } from "./support/test";

// The Data quality tab: an administrator finds a report screening held, sees it beside its lane's
// figures, releases it with a reason (none given, nothing is sent), and the queue empties.

/**
 * Holds a load for review as the entry screening would (a browser test cannot stage a burst
 * cheaply), writing the API's local D1 directly; retried while the running API holds the lock.
 */
function holdForReview(loadId: string): void {
  if (!/^[0-9a-f-]{36}$/.test(loadId)) throw new Error(`not a load id: ${loadId}`);
  const sql = `UPDATE loads SET review_status = 'quarantined', review_reason = 'burst' WHERE id = '${loadId}'`;
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(
      "npx",
      [
        "wrangler",
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        process.env.E2E_STATE_DIR ?? ".wrangler/e2e",
        "--command",
        sql,
      ],
      { cwd: join(import.meta.dirname, ".."), encoding: "utf8", env: { ...process.env, WRANGLER_LOG: "error" } },
    );
    if (result.status === 0) return;
    const output = result.stderr || result.stdout;
    if (!output.includes("SQLITE_BUSY") || attempt >= 5) throw new Error(`wrangler d1 execute failed: ${output}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
  }
}

test("an admin releases a held report with a reason and the queue empties", async ({ browser, baseURL, asRole }) => {
  allowLong(60_000);
  const loadNumber = `E2E-HELD-${Date.now().toString(36)}`;
  const carrier = await browser.newContext({ baseURL });
  const admin = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await asRole(carrier, "carrier");
  await asRole(admin, "admin");
  const loadId = await createBrokerageLoad(carrier.request, baseURL, { loadNumber, rate: 2150 });
  holdForReview(loadId);

  const page = await admin.newPage();
  await openPage(page, "/admin?tab=data-quality");
  await expect(page.getByRole("tab", { name: "Data quality", selected: true })).toBeVisible();
  const queue = page.getByRole("table", { name: "Reports held for review" });
  const row = queue.getByRole("row").filter({ hasText: loadNumber });
  await expect(row).toContainText("Dallas, TX → Atlanta, GA");
  await expect(row).toContainText("$2,150.00");
  await expect(row).toContainText("one source sent more reports on this lane");
  // The lane's figures beside it: a demo database without the market publishes none, and says why.
  await expect(row).toContainText(/(Fewer than|One broker is more than) .* (this lane|lane's reports)/);
  await expect(page.getByRole("table", { name: "Sources" })).toContainText("Demo Trucking LLC");
  await expectNoAxeViolations(page, "the Data quality tab with a held report");

  // The checkbox names its report; ticking it offers the bulk decisions.
  const tick = row.getByRole("checkbox", { name: `Select report of load ${loadNumber}` });
  await tick.check();
  await expect(page.getByRole("group", { name: "Decide the selected reports" })).toContainText("1 selected");
  await tick.uncheck();

  await row.getByRole("button", { name: `Release load ${loadNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: `Release load ${loadNumber}?` });
  await dialog.getByRole("button", { name: "Release report" }).click();
  const reason = dialog.getByLabel("Reason (required)");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("Please enter a reason for this decision");
  await expectNoAxeViolations(page, "the release dialog asking for its reason");
  await reason.fill("Called the carrier: a real load, sent twice by mistake");
  await dialog.getByRole("button", { name: "Release report" }).click();

  await expect(toasts(page).getByText(`Released load ${loadNumber}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Released load ${loadNumber}` })).toBeFocused();
  await expect(page.getByText("Nothing is held for review")).toBeVisible();

  // The API agrees: counted now, with the administrator's reason.
  const answer = await admin.request.get("/api/admin/data-quality/quarantine");
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()).items.map((item: { id: string }) => item.id)).not.toContain(loadId);
});
