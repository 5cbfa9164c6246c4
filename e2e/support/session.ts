import { type BrowserContext, expect } from "@playwright/test";
import { demoUser, type E2eRole } from "./users";

/**
 * Signs the browser context in as the seeded demo user of `role`, through POST /api/login on the
 * portal's origin: the session cookie lands in the context's cookie jar, as it would for a person.
 * The screens under test then run against the real accounts API.
 */
export async function signInAs(context: BrowserContext, _baseURL: string, role: E2eRole) {
  const user = demoUser(role);
  const response = await context.request.post("/api/login", { data: { email: user.email, password: user.password } });
  expect(
    response.status(),
    `POST /api/login as the demo ${role} should answer 200: ${await response.text()}. ` +
      "Was the e2e database seeded (scripts/e2e-api.mjs)?",
  ).toBe(200);
  const check = await context.request.get("/api/user");
  expect(check.status(), `GET /api/user after signing in: ${await check.text()}`).toBe(200);
  return user;
}

/**
 * Gives the browser a well-formed session cookie the API has never issued, as after a revocation:
 * the screens must treat it as an expired session.
 */
export async function addStaleSessionCookie(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "truerate_session", value: "a".repeat(32), url: baseURL ?? "", httpOnly: true }]);
}
