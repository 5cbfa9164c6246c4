import { toastHeaders } from "../portal/app/lib/toast.server";
import { TOAST_COOKIE } from "../portal/app/lib/toast-queue";
import { expect, test } from "./support/test";

// A loader or action flashes a toast by cookie (portal/app/lib/toast.server.ts); here the test
// plays that part with the very same helper, then checks what the next page shows.
test("a flashed toast appears once in the notifications region, 356 px wide, and leaves after 4 s", async ({
  page,
  context,
  baseURL,
}) => {
  const headers = await toastHeaders({ title: "Saved", description: "Your changes are saved.", variant: "info" });
  const value = headers.get("set-cookie")?.split(";")[0]?.slice(`${TOAST_COOKIE}=`.length) ?? "";
  await context.addCookies([{ name: TOAST_COOKIE, value, url: baseURL ?? "" }]);

  await page.goto("/");
  const region = page.getByRole("region", { name: "Notifications" });
  await expect(region.getByText("Saved", { exact: true })).toBeVisible();
  await expect(region.getByText("Your changes are saved.")).toBeVisible();
  await expect(region.getByRole("list")).toHaveAttribute("aria-live", "polite");
  expect((await region.boundingBox())?.width).toBe(356);

  // The flash is spent: the cookie was cleared by the page that showed it.
  expect((await context.cookies()).some((cookie) => cookie.name === TOAST_COOKIE)).toBe(false);
  await expect(region.getByRole("listitem")).toHaveCount(0, { timeout: 6_000 });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(region.getByRole("listitem")).toHaveCount(0);
});

test("a toast can be dismissed with its close button", async ({ page, context, baseURL }) => {
  const headers = await toastHeaders({ title: "Payment Failed", variant: "destructive" });
  const value = headers.get("set-cookie")?.split(";")[0]?.slice(`${TOAST_COOKIE}=`.length) ?? "";
  await context.addCookies([{ name: TOAST_COOKIE, value, url: baseURL ?? "" }]);

  await page.goto("/");
  const region = page.getByRole("region", { name: "Notifications" });
  await expect(region.getByRole("alert")).toHaveText("Payment Failed");
  await expect(async () => {
    await region.getByRole("button", { name: "Dismiss notification" }).click({ timeout: 1_000 });
    await expect(region.getByRole("listitem")).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
});
