import { describe, expect, it } from "vitest";
import { CROSS_ORIGIN_MESSAGE, MISSING_ORIGIN_MESSAGE } from "../src/http/origin-check";
import { createUser, sessionCount, signIn, userRow } from "./support/accounts";
import { expectProblem } from "./support/assertions";
import { type Browser, browser, call, ORIGIN } from "./support/call";

const EVIL = "https://evil.example";

async function signedInClient() {
  const user = await createUser("carrier");
  const client = browser();
  await signIn(client, user);
  return { user, client };
}

describe("the Origin check on state-changing requests", () => {
  it.each([
    [
      "PUT /api/user",
      (client: Browser) =>
        call("updateCurrentUser", { body: { companyName: "Hijacked LLC" }, origin: EVIL, as: client }),
    ],
    ["DELETE /api/user", (client: Browser) => call("deleteCurrentUser", { origin: EVIL, as: client })],
    ["POST /api/logout", (client: Browser) => call("logout", { origin: EVIL, as: client })],
  ])("refuses %s with a session cookie from another origin, changing nothing", async (_route, request) => {
    const { user, client } = await signedInClient();

    const response = await request(client);

    expectProblem(response, 403, "FORBIDDEN", CROSS_ORIGIN_MESSAGE);
    const row = await userRow(user.email);
    expect(row?.company_name, "profile unchanged").not.toBe("Hijacked LLC");
    expect(await sessionCount(user.id), "session kept").toBe(1);
    expect((await call("getCurrentUser", { as: client })).status).toBe(200);
  });

  it("refuses a cookie request that sends no Origin at all", async () => {
    const { client } = await signedInClient();
    const response = await call("updateCurrentUser", {
      body: { companyName: "No Origin LLC" },
      origin: null,
      as: client,
    });
    expectProblem(response, 403, "FORBIDDEN", MISSING_ORIGIN_MESSAGE);
  });

  it("refuses a sign-in posted from another origin (login CSRF), even without cookies", async () => {
    const user = await createUser("carrier");
    const response = await call("login", {
      body: { email: user.email, password: user.password },
      origin: EVIL,
      as: browser(),
    });
    expectProblem(response, 403, "FORBIDDEN", CROSS_ORIGIN_MESSAGE);
  });

  it("accepts a cookie request from APP_ORIGIN (the portal)", async () => {
    const { client } = await signedInClient();
    const response = await call("updateCurrentUser", {
      body: { companyName: "Allowed Origin LLC" },
      origin: ORIGIN,
      as: client,
    });
    expect(response.status, response.describe).toBe(200);
  });

  it("refuses a cookie request from the API's own origin when it is not the portal's", async () => {
    const user = await createUser("carrier");
    const client = browser({ baseUrl: "http://api.internal.test" });
    const signedIn = await call("login", {
      body: { email: user.email, password: user.password },
      origin: ORIGIN,
      as: client,
    });
    expect(signedIn.status, signedIn.describe).toBe(200);
    const response = await call("updateCurrentUser", {
      body: { companyName: "Own Origin LLC" },
      origin: "http://api.internal.test",
      as: client,
    });
    expectProblem(response, 403, "FORBIDDEN", CROSS_ORIGIN_MESSAGE);
    expect((await userRow(user.email))?.company_name).not.toBe("Own Origin LLC");
  });

  it("marks every answer nosniff, JSON and problems alike", async () => {
    const client = browser();
    for (const response of [
      await call("getHealth", { as: client }),
      await call("getCurrentUser", { as: client }),
      await call({ method: "GET", path: "/api/nope" }, { as: client }),
    ]) {
      expect(response.headers.get("x-content-type-options"), response.describe).toBe("nosniff");
    }
  });

  it("does not block API clients that send neither Origin nor cookies", async () => {
    const user = await createUser("carrier");
    const response = await call("login", {
      body: { email: user.email, password: user.password },
      origin: null,
      as: browser(),
    });
    expect(response.status, response.describe).toBe(200);
  });

  it("lets safe methods through from anywhere", async () => {
    const { client } = await signedInClient();
    const response = await call("getCurrentUser", { origin: EVIL, as: client });
    expect(response.status, response.describe).toBe(200);
  });
});
