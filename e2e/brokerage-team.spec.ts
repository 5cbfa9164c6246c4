import { expect, test } from "@playwright/test";
import { signInWithOrigin } from "./support/documents";
import { openPage, toasts } from "./support/load-pages";
import { demoUser } from "./support/users";

// Joining a brokerage waits for a member (docs/decisions/0009): the seeded newcomer asked to join
// Demo Freight Brokerage LLC; the newcomer is told to wait, and the demo broker approves them.

test("a broker waiting to join is told so, and a member approves them from the Team tab", async ({
  browser,
  baseURL,
}) => {
  const newcomerContext = await browser.newContext({ baseURL });
  const memberContext = await browser.newContext({ baseURL });
  await signInWithOrigin(newcomerContext, baseURL, "newcomer");
  await signInWithOrigin(memberContext, baseURL, "broker");
  const newcomer = demoUser("newcomer");

  const waiting = await newcomerContext.newPage();
  await openPage(waiting, "/broker-dashboard");
  await expect(waiting.getByRole("status").getByText("Waiting for approval", { exact: true })).toBeVisible();
  await expect(waiting.getByRole("tab", { name: /^Loads/ })).toHaveCount(0);

  const member = await memberContext.newPage();
  await openPage(member, "/broker-dashboard");
  await member.getByRole("tab", { name: "Team (1 waiting)" }).click();
  const row = member.getByRole("row", { name: new RegExp(newcomer.email) });
  await expect(row.getByText("Waiting for approval")).toBeVisible();
  await row.getByRole("button", { name: `Approve ${newcomer.email}` }).click();
  await expect(toasts(member).getByText("Request approved")).toBeVisible();
  await expect(row.getByText("Member", { exact: true })).toBeVisible();
  await expect(member.getByRole("tab", { name: "Team", exact: true })).toBeVisible();

  await waiting.reload();
  await expect(waiting.getByRole("tab", { name: /^Loads/ })).toBeVisible();
  await expect(waiting.getByText("Waiting for approval", { exact: true })).toHaveCount(0);

  await newcomerContext.close();
  await memberContext.close();
});
