import { ACCESS_TOKEN_SECONDS } from "@truerate/domain/partners/credentials";
import { describe, expect, it } from "vitest";
import { createUser, signIn } from "./support/accounts";
import { expectProblem, expectThrottled } from "./support/assertions";
import { browser, call } from "./support/call";
import { TestClock } from "./support/clock";
import { createPartner, PartnerClient } from "./support/partners";

describe("partner credentials", () => {
  it("exchange client credentials for a bearer token, form-encoded or JSON", async () => {
    const partner = await createPartner();
    const client = new PartnerClient(partner);
    const json = await client.exchange();
    expect(json.status, json.describe).toBe(200);
    expect(json.body).toMatchObject({ token_type: "Bearer", expires_in: ACCESS_TOKEN_SECONDS });
    expect(json.body.scope).toBe("loads:write rates:read webhooks:manage");
    expect(json.body.access_token.split(".")).toHaveLength(3);

    const form = await call("exchangeClientCredentials", {
      raw: {
        text: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: partner.clientId,
          client_secret: partner.clientSecret,
          scope: "rates:read",
        }).toString(),
        type: "application/x-www-form-urlencoded",
      },
    });
    expect(form.status, form.describe).toBe(200);
    expect(form.body.scope).toBe("rates:read");
  });

  it("refuse a wrong secret, an unknown client, a foreign grant and a scope not held", async () => {
    const partner = await createPartner({ scopes: ["rates:read"] });
    const client = new PartnerClient(partner);
    expectProblem(
      await client.exchange({ client_secret: "trs_wrong" }),
      401,
      "UNAUTHENTICATED",
      "Invalid client credentials",
    );
    expectProblem(
      await client.exchange({ client_id: crypto.randomUUID() }),
      401,
      "UNAUTHENTICATED",
      "Invalid client credentials",
    );
    expectProblem(await client.exchange({ grant_type: "password" }), 400, "BAD_REQUEST");
    expectProblem(await client.exchange({ scope: "loads:write" }), 403, "FORBIDDEN");
  });

  it("keep only a hash of the secret, and show it once", async () => {
    const partner = await createPartner();
    const listed = await call("listPartnerOrganisations", { as: partner.admin });
    expect(listed.status, listed.describe).toBe(200);
    expect(listed.text).not.toContain(partner.clientSecret);
    expect(listed.text).not.toContain("secretHash");
  });

  it("answer 401 once the token expires", async () => {
    const clock = new TestClock();
    const partner = await createPartner();
    const client = await new PartnerClient(partner, { clock }).authenticate();
    expect((await call("listPartnerLoadChanges", { as: client })).status).toBe(200);
    clock.advance(ACCESS_TOKEN_SECONDS * 1000 + 1000);
    expectProblem(
      await call("listPartnerLoadChanges", { as: client }),
      401,
      "UNAUTHENTICATED",
      "The access token is invalid or has expired",
    );
  });

  it("stop a revoked client's live tokens and its secret at once", async () => {
    const partner = await createPartner();
    const client = await new PartnerClient(partner).authenticate();
    const revoked = await call("revokePartnerClient", { params: { id: partner.clientId }, as: partner.admin });
    expect(revoked.status, revoked.describe).toBe(200);
    expectProblem(
      await call("listPartnerLoadChanges", { as: client }),
      401,
      "UNAUTHENTICATED",
      "This API client has been revoked",
    );
    expectProblem(await client.exchange(), 401, "UNAUTHENTICATED");
  });

  it("rotate with an overlap in which both secrets work, then only the new one", async () => {
    const clock = new TestClock();
    const admin = browser({ clock });
    const partner = await createPartner({ admin });
    const rotated = await call("rotatePartnerClientSecret", {
      params: { id: partner.clientId },
      body: { overlapHours: 1 },
      as: admin,
    });
    expect(rotated.status, rotated.describe).toBe(200);
    const fresh = { clientId: partner.clientId, clientSecret: rotated.body.clientSecret };
    expect((await new PartnerClient(partner, { clock }).exchange()).status).toBe(200);
    expect((await new PartnerClient(fresh, { clock }).exchange()).status).toBe(200);
    clock.advance(61 * 60 * 1000);
    expect((await new PartnerClient(partner, { clock }).exchange()).status).toBe(401);
    expect((await new PartnerClient(fresh, { clock }).exchange()).status).toBe(200);
  });

  it("refuse a token without the operation's scope, and a missing token", async () => {
    const partner = await createPartner({ scopes: ["rates:read"] });
    const client = await new PartnerClient(partner).authenticate();
    expectProblem(
      await call("listPartnerLoadChanges", { as: client }),
      403,
      "FORBIDDEN",
      "This token lacks the loads:write scope",
    );
    client.token = null;
    const anonymous = await call("listPartnerLoadChanges", { as: client });
    expectProblem(anonymous, 401, "UNAUTHENTICATED");
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("limit each client per minute with RateLimit headers and a 429 with Retry-After", async () => {
    const partner = await createPartner({ rateLimitPerMinute: 2 });
    const client = await new PartnerClient(partner).authenticate();
    const first = await call("listPartnerLoadChanges", { as: client });
    expect(first.headers.get("ratelimit"), first.describe).toMatch(/^"per-client";r=1;t=\d+$/);
    expect(first.headers.get("ratelimit-policy")).toBe('"per-client";q=2;w=60');
    await call("listPartnerLoadChanges", { as: client });
    expectThrottled(await call("listPartnerLoadChanges", { as: client }));
    // Another client of the same limit is not affected.
    const other = await new PartnerClient(await createPartner({ rateLimitPerMinute: 2 })).authenticate();
    expect((await call("listPartnerLoadChanges", { as: other })).status).toBe(200);
  });

  it("is managed by administrators only", async () => {
    const carrierClient = browser();
    await signIn(carrierClient, await createUser("carrier"));
    expectProblem(await call("listPartnerOrganisations", { as: carrierClient }), 403, "FORBIDDEN");
    expectProblem(
      await call("createPartnerOrganisation", { body: { name: "x" }, as: browser() }),
      401,
      "UNAUTHENTICATED",
    );
  });
});
