import { describe, expect, it } from "vitest";
import { CROSS_ORIGIN_MESSAGE, MISSING_ORIGIN_MESSAGE } from "../src/http/origin-check";
import { createUser, sessionCount, signIn, userRow } from "./support/accounts";
import { expectProblem } from "./support/assertions";
import { TestClient } from "./support/client";
import { ORIGIN } from "./support/worker";

const EVIL = "https://evil.example";

async function signedInClient() {
  const user = await createUser("carrier");
  const client = new TestClient();
  await signIn(client, user);
  return { user, client };
}

describe("the Origin check on state-changing requests", () => {
  it.each([
    [
      "PUT /api/user",
      (client: TestClient) => client.put("/api/user", { companyName: "Hijacked LLC" }, { origin: EVIL }),
    ],
    ["DELETE /api/user", (client: TestClient) => client.delete("/api/user", { origin: EVIL })],
    ["POST /api/logout", (client: TestClient) => client.post("/api/logout", undefined, { origin: EVIL })],
  ])("refuses %s with a session cookie from another origin, changing nothing", async (_route, call) => {
    const { user, client } = await signedInClient();

    const response = await call(client);

    expectProblem(response, 403, "FORBIDDEN", CROSS_ORIGIN_MESSAGE);
    const row = await userRow(user.email);
    expect(row?.company_name, "profile unchanged").not.toBe("Hijacked LLC");
    expect(await sessionCount(user.id), "session kept").toBe(1);
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("refuses a cookie request that sends no Origin at all", async () => {
    const { client } = await signedInClient();
    const response = await client.put("/api/user", { companyName: "No Origin LLC" }, { origin: null });
    expectProblem(response, 403, "FORBIDDEN", MISSING_ORIGIN_MESSAGE);
  });

  it("refuses a sign-in posted from another origin (login CSRF), even without cookies", async () => {
    const user = await createUser("carrier");
    const response = await new TestClient().post(
      "/api/login",
      { email: user.email, password: user.password },
      { origin: EVIL },
    );
    expectProblem(response, 403, "FORBIDDEN", CROSS_ORIGIN_MESSAGE);
  });

  it("accepts a cookie request from APP_ORIGIN (the portal)", async () => {
    const { client } = await signedInClient();
    const response = await client.put("/api/user", { companyName: "Allowed Origin LLC" }, { origin: ORIGIN });
    expect(response.status, response.describe).toBe(200);
  });

  it("refuses a cookie request from the API's own origin when it is not the portal's", async () => {
    const user = await createUser("carrier");
    const client = new TestClient({ baseUrl: "http://api.internal.test" });
    const signedIn = await client.post(
      "/api/login",
      { email: user.email, password: user.password },
      { origin: ORIGIN },
    );
    expect(signedIn.status, signedIn.describe).toBe(200);
    const response = await client.put(
      "/api/user",
      { companyName: "Own Origin LLC" },
      { origin: "http://api.internal.test" },
    );
    expectProblem(response, 403, "FORBIDDEN", CROSS_ORIGIN_MESSAGE);
    expect((await userRow(user.email))?.company_name).not.toBe("Own Origin LLC");
  });

  it("marks every answer nosniff, JSON and problems alike", async () => {
    const client = new TestClient();
    for (const response of [
      await client.get("/api/health"),
      await client.get("/api/user"),
      await client.get("/api/nope"),
    ]) {
      expect(response.headers.get("x-content-type-options"), response.describe).toBe("nosniff");
    }
  });

  it("does not block API clients that send neither Origin nor cookies", async () => {
    const user = await createUser("carrier");
    const response = await new TestClient().post(
      "/api/login",
      { email: user.email, password: user.password },
      { origin: null },
    );
    expect(response.status, response.describe).toBe(200);
  });

  it("lets safe methods through from anywhere", async () => {
    const { client } = await signedInClient();
    const response = await client.get("/api/user", { origin: EVIL });
    expect(response.status, response.describe).toBe(200);
  });
});
