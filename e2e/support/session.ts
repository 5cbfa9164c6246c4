import { type BrowserContext, expect } from "@playwright/test";
import { E2E_ROLE_COOKIE, E2E_USERS, type E2eRole } from "./users";

/**
 * Signs the browser context in as a user of `role`. THE place to switch to real sessions: once the
 * accounts API can create a user and a session, replace the body with that (create the user, then
 * add the session cookie the API returns) and drop accounts-stub.ts. The tests do not change.
 *
 * Today it sets the cookie the e2e accounts stub recognises, then checks the portal really answers
 * GET /api/user through the stub: a portal started without it (a reused `npm start` server) would
 * otherwise fail later with a confusing redirect to the sign-in screen.
 */
export async function signInAs(context: BrowserContext, baseURL: string, role: E2eRole) {
  await context.addCookies([{ name: E2E_ROLE_COOKIE, value: role, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  const response = await context.request.get("/api/user");
  expect(
    response.status(),
    `GET /api/user should answer 200 for the e2e ${role}. Is the portal running with ` +
      "API_ORIGIN=http://127.0.0.1:8790 (the accounts stub)? Stop any other portal on :8788 and rerun.",
  ).toBe(200);
  return E2E_USERS[role];
}
