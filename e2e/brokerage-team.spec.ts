import { openPage, toasts } from "./support/load-pages";
import { type BrowserContext, expect, test } from "./support/test";

// Joining a brokerage waits for a member (docs/decisions/0009). The seeded newcomer's request to
// join Demo Freight Brokerage LLC stays pending for every run; the approval uses a broker
// registered by the test itself, so a retry starts from a fresh request.

test("a broker waiting to join is told so and sees nothing of the brokerage", async ({ browser, baseURL, asRole }) => {
  const context = await browser.newContext({ baseURL });
  await asRole(context, "newcomer");
  const page = await context.newPage();
  await openPage(page, "/broker-dashboard");
  await expect(page.getByRole("status").getByText("Waiting for approval", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Loads/ })).toHaveCount(0);
  await context.close();
});

test("a member approves a request to join from the Team tab", async ({
  browser,
  baseURL,
  playwright,
  asRole,
  newUser,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const joiner = await newUser(api, { type: "broker", label: "joiner" });
  await api.dispose();

  const member: BrowserContext = await browser.newContext({ baseURL });
  await asRole(member, "broker");
  const page = await member.newPage();
  await openPage(page, "/broker-dashboard");
  await page.getByRole("tab", { name: /^Team \(\d+ waiting\)$/ }).click();
  const row = page.getByRole("row", { name: new RegExp(joiner.email.replace(/[.+]/g, "\\$&")) });
  await expect(row.getByText("Waiting for approval")).toBeVisible();
  await row.getByRole("button", { name: `Approve ${joiner.email}` }).click();
  await expect(toasts(page).getByText("Request approved")).toBeVisible();
  await expect(row.getByText("Member", { exact: true })).toBeVisible();

  // The new member reads the brokerage's dashboard through the API like any member.
  const joined = await browser.newContext({ baseURL });
  await asRole(joined, joiner);
  const members = await joined.request.get("/api/brokerage/members");
  expect(members.status(), await members.text()).toBe(200);
  await joined.close();
  await member.close();
});
