import { signInWithOrigin } from "./support/documents";
import { openPage } from "./support/load-pages";
import { expect, test } from "./support/test";

// The admin's Partners screen: create a partner organisation, issue it an API client (the secret
// shown once), then revoke the client; issue a sandbox client.

test("an admin creates a partner, issues an API client and revokes it", async ({ browser, baseURL }) => {
  const name = `E2E TMS ${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL });
  await signInWithOrigin(context, baseURL, "admin");
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
