import { type BrowserContext, expect } from "@playwright/test";
import { demoUser, type E2eRole } from "./users";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The one way a test signs in (the `asRole` fixture, e2e/support/test.ts): POST /api/login on the
 * context's own portal (its baseURL: a spec may run against a second portal), so the session cookie
 * lands in `context`'s jar, shared by its pages, as it would for a person. It names the portal's
 * origin, as a browser does (the API refuses a signed-in context's write without one), read from
 * where the context's requests go. `who` is a seeded demo user's
 * role or an account a test made (`newUser`). For the demo carrier it also fails early and plainly
 * when the e2e database has no gazetteer (the seed loads it; the load screens need it).
 */
export async function signInContext<Who extends E2eRole | Credentials>(
  context: BrowserContext,
  who: Who,
): Promise<Who extends E2eRole ? ReturnType<typeof demoUser> : Who> {
  const user: Credentials = typeof who === "string" ? demoUser(who as E2eRole) : (who as Credentials);
  const origin = new URL((await context.request.get("/api/health")).url()).origin;
  const login = await context.request.post("/api/login", {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  const named = typeof who === "string" ? `the demo ${who}` : user.email;
  expect(
    login.status(),
    `POST /api/login as ${named} should answer 200: ${await login.text()}. Was the e2e database seeded (scripts/e2e-api.mjs)?`,
  ).toBe(200);
  const check = await context.request.get("/api/user");
  expect(check.status(), `GET /api/user after signing in: ${await check.text()}`).toBe(200);
  if (who === "carrier") {
    const places = await context.request.get("/api/places?q=Dallas");
    expect(places.status(), `GET /api/places: ${await places.text()}`).toBe(200);
    expect(await places.json(), "the e2e database has no places: the seed must import the gazetteer").not.toEqual([]);
  }
  return user as Who extends E2eRole ? ReturnType<typeof demoUser> : Who;
}

/**
 * Gives the browser a well-formed session cookie the API has never issued, as after a revocation:
 * the screens must treat it as an expired session.
 */
export async function addStaleSessionCookie(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "truerate_session", value: "a".repeat(32), url: baseURL ?? "", httpOnly: true }]);
}
