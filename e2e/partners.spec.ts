import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AXE_WIDTHS, expectNoAxeViolations } from "./support/axe";
import { openPage } from "./support/load-pages";
import { originHeader } from "./support/loads";
import { allowLong, expect, test } from "./support/test";

// The admin's Partners screen: create a partner organisation, issue it an API client (the secret
// shown once), then revoke the client; issue a sandbox client.

test("an admin creates a partner, issues an API client and revokes it", async ({ browser, baseURL, asRole }) => {
  const name = `E2E TMS ${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL });
  await asRole(context, "admin");
  const page = await context.newPage();
  await openPage(page, "/admin/partners");
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();

  const create = page.getByRole("form", { name: "New partner organisation" });
  await create.getByLabel("Organisation name").fill(name);
  await create.getByLabel("Carrier account e-mail").fill("carrier@truerate.test");
  await create.getByRole("button", { name: "Create organisation" }).click();
  const partner = page.getByRole("article", { name });
  await expect(partner.getByText("Submits loads for carrier@truerate.test")).toBeVisible();
  await expect(partner.getByText("No API clients yet.")).toBeVisible();

  await partner.getByLabel("Client name").fill("Production TMS");
  await partner.getByRole("button", { name: "Issue client" }).click();
  const issued = page.getByRole("status").filter({ hasText: "copy it now" });
  await expect(issued).toContainText(/Client secret: trs_[a-z2-7]{32}/);
  const clients = partner.getByRole("table");
  await expect(clients.getByRole("row", { name: /Production TMS/ })).toContainText(
    "loads:write, rates:read, webhooks:manage",
  );

  await clients.getByRole("button", { name: "Revoke Production TMS" }).click();
  await expect(clients.getByRole("row", { name: /Production TMS/ })).toContainText("revoked");

  // A sandbox client: its own prefix, the sandbox scopes only, marked in the list.
  await partner.getByLabel("Client name").fill("Test TMS");
  await partner.getByRole("checkbox", { name: /webhooks:manage/ }).click();
  await partner.getByRole("checkbox", { name: /Sandbox client/ }).click();
  await partner.getByRole("button", { name: "Issue client" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test TMS" })).toContainText(
    /Client id: sbx_[0-9a-f-]{36}.*Client secret: trs_sbx_[a-z2-7]{32}/s,
  );
  await expect(clients.getByRole("row", { name: /Test TMS/ })).toContainText("sandbox");
  await expect(clients.getByRole("row", { name: /Test TMS/ })).toContainText("loads:write, rates:read");
  await context.close();
});

// Forty-two organisations, some with clients (one revoked): the tab reads them a page at a time,
// finds and orders them, and stays accessible at both widths, with the experimental label/name
// rule on too (every control's name contains its visible text) and no landmark twice.
test("the Partners tab pages, finds and orders 42 organisations, axe clean at 1280 and 390 px", async ({
  browser,
  baseURL,
  asRole,
}) => {
  allowLong(120_000);
  const run = Date.now().toString(36);
  const context = await browser.newContext({ baseURL });
  await asRole(context, "admin");
  const headers = originHeader(baseURL);
  const names = Array.from({ length: 42 }, (_, index) => `Many ${run} ${String(index).padStart(2, "0")}`);
  for (const [index, name] of names.entries()) {
    const created = await context.request.post("/api/admin/partners", { headers, data: { name } });
    expect(created.status(), `POST /api/admin/partners: ${await created.text()}`).toBe(201);
    if (index % 7 !== 0) continue;
    const client = await context.request.post(`/api/admin/partners/${(await created.json()).id}/clients`, {
      headers,
      data: { name: `Client ${index}`, scopes: ["rates:read"] },
    });
    expect(client.status(), `POST …/clients: ${await client.text()}`).toBe(201);
    if (index === 14) {
      const revoked = await context.request.post(
        `/api/admin/partner-clients/${(await client.json()).client.id}/revoke`,
        { headers },
      );
      expect(revoked.status(), `POST …/revoke: ${await revoked.text()}`).toBeLessThan(300);
    }
  }

  const page = await context.newPage();
  const find = page.getByRole("search", { name: "Find partner organisations" });
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const articles = page.getByRole("article");
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await openPage(page, `/admin/partners?q=${encodeURIComponent(`many ${run}`)}`);
    await expect(page.getByText("Showing 1 to 20 of 42 results")).toBeVisible();
    await expect(articles).toHaveCount(20);
    await expect(articles.first()).toHaveAccessibleName(names[41] as string);
    await expectNoAxeViolations(page, `Partners, 42 organisations, page 1 at ${size.width} px`);
    await expectLabelsMatchNames(page, `Partners page 1 at ${size.width} px`);

    // The last page, from the pager.
    await pager.getByRole("button", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(page.getByText("Showing 41 to 42 of 42 results")).toBeVisible();
    await expect(articles).toHaveCount(2);
    await expect(articles.last()).toHaveAccessibleName(names[0] as string);
    for (const control of [find.getByLabel("Name contains"), pager.getByRole("button", { name: "Previous" })]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page, `Partners, page 3 at ${size.width} px`);
  }

  // Ordered by name, from the find form: the first organisation leads, with its client.
  await page.setViewportSize(AXE_WIDTHS[0]);
  await find.getByLabel("Name contains").fill(`Many ${run} 0`);
  await find.getByLabel("Order").selectOption("name");
  await find.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("Showing 1 to 10 of 10 results")).toBeVisible();
  await expect(articles.first()).toHaveAccessibleName(names[0] as string);
  await expect(articles.first().getByRole("row", { name: /Client 0/ })).toContainText("active");
  await find.getByLabel("Name contains").fill("no organisation is called this");
  await find.getByRole("button", { name: "Show" }).click();
  await expect(
    page.getByText('No partner organisation\'s name contains "no organisation is called this".'),
  ).toBeVisible();
  await expectNoAxeViolations(page, "Partners, nothing found");
  await context.close();
});

/** axe's experimental rule: a control's accessible name contains the text it shows. */
async function expectLabelsMatchNames(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withRules(["label-content-name-mismatch", "landmark-unique"])
    .setLegacyMode(true)
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.length} nodes`),
    `label/name and landmark checks on ${label}`,
  ).toEqual([]);
}
