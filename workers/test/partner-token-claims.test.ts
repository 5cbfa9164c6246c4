// What a partner token is checked against on every call: its issuer, audience and subject, and the
// client's current grant in D1 (a scope removed from a client is refused at once, and a token minted
// with a leaked key claims no more than its client holds). No key printed in the source signs.
import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import type { Env } from "../src/core/env";
import { signResponseToken } from "../src/services/load-requests/response-token";
import { expectProblem } from "./support/assertions";
import { call } from "./support/call";
import { createPartner, PartnerClient, partnerLoad } from "./support/partners";

const LOOKUP = {
  lanes: [
    {
      origin: { city: "Dallas", state: "TX" },
      destination: { city: "Atlanta", state: "GA" },
      equipment: "dry_van",
      timeframeDays: 7,
    },
  ],
};

/** A token as the API signs it, with any claim changed: `key` defaults to this run's real secret. */
async function forgedToken(
  claims: { sub: string; org: string; scope: string; iss?: string; aud?: string },
  key = env.PARTNER_TOKEN_SECRET ?? "",
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: claims.org, scope: claims.scope })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
    .setIssuer(claims.iss ?? "truerate")
    .setAudience(claims.aud ?? "truerate-partner-api-v1")
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(key));
}

const setGrant = (clientId: string, scopes: string) =>
  env.DB.prepare("UPDATE partner_clients SET scopes = ?2 WHERE id = ?1").bind(clientId, scopes).run();

describe("partner tokens against the client's current grant", () => {
  it("refuse a scope removed from the client at once, with the same live token, and honour it when restored", async () => {
    const partner = await createPartner();
    const client = await new PartnerClient(partner).authenticate();
    expect((await call("lookupLaneRates", { body: LOOKUP, as: client })).status).toBe(200);

    // No admin operation edits a client's scopes yet, so the grant is changed where it is kept.
    await setGrant(partner.clientId, "loads:write webhooks:manage");
    expectProblem(
      await call("lookupLaneRates", { body: LOOKUP, as: client }),
      403,
      "FORBIDDEN",
      "This token lacks the rates:read scope",
    );
    const pushed = await call("pushPartnerLoads", { body: { loads: [partnerLoad("GRANT-1")] }, as: client });
    expect(pushed.status, "a scope still granted keeps working").toBe(200);

    await setGrant(partner.clientId, "loads:write rates:read webhooks:manage");
    expect((await call("lookupLaneRates", { body: LOOKUP, as: client })).status).toBe(200);
  });

  it("limit a token signed with a leaked key to what its client was granted", async () => {
    const partner = await createPartner({ scopes: ["rates:read"] });
    const token = await forgedToken({
      sub: partner.clientId,
      org: partner.organisationId,
      scope: "loads:write rates:read webhooks:manage",
    });
    const client = new PartnerClient(partner);
    client.token = token;
    expect((await call("lookupLaneRates", { body: LOOKUP, as: client })).status).toBe(200);
    expectProblem(
      await call("listWebhookEndpoints", { as: client }),
      403,
      "FORBIDDEN",
      "This token lacks the webhooks:manage scope",
    );
    expectProblem(
      await call("pushPartnerLoads", { body: { loads: [partnerLoad("LEAK-1")] }, as: client }),
      403,
      "FORBIDDEN",
      "This token lacks the loads:write scope",
    );
  });

  it("refuse with 401 a token of another issuer, audience or subject, or one naming another client's organisation", async () => {
    const partner = await createPartner();
    const other = await createPartner();
    const claims = { sub: partner.clientId, org: partner.organisationId, scope: "rates:read" };
    const tokens = {
      issuer: await forgedToken({ ...claims, iss: "someone-else" }),
      audience: await forgedToken({ ...claims, aud: "truerate:load-response" }),
      "unknown subject": await forgedToken({ ...claims, sub: crypto.randomUUID() }),
      "subject of another organisation": await forgedToken({ ...claims, sub: other.clientId }),
    };
    for (const [label, token] of Object.entries(tokens)) {
      const client = new PartnerClient(partner);
      client.token = token;
      const answer = await call("lookupLaneRates", { body: LOOKUP, as: client });
      expectProblem(answer, 401, "UNAUTHENTICATED", "The access token is invalid or has expired");
      expect(answer.headers.get("www-authenticate"), label).toContain("Bearer");
    }
  });
});

describe("signing keys", () => {
  it("include none printed in the source: the former development key signs nothing", async () => {
    const partner = await createPartner();
    const client = new PartnerClient(partner);
    client.token = await forgedToken(
      { sub: partner.clientId, org: partner.organisationId, scope: "rates:read" },
      "truerate-development-partner-token-key-not-for-production",
    );
    expectProblem(await call("lookupLaneRates", { body: LOOKUP, as: client }), 401, "UNAUTHENTICATED");
  });

  it("are required in every environment: without them nothing is issued or signed", async () => {
    const partner = await createPartner();
    const unset = { ENVIRONMENT: "development", PARTNER_TOKEN_SECRET: undefined } satisfies Partial<Env>;
    expectProblem(
      await new PartnerClient(partner, { bindings: unset }).exchange(),
      500,
      "INTERNAL_ERROR",
      "The service is misconfigured",
    );
    const short = { ...env, PARTNER_TOKEN_SECRET: "too-short" };
    expectProblem(await new PartnerClient(partner, { bindings: short }).exchange(), 500, "INTERNAL_ERROR");
    const claims = { loadId: "load-1", nonce: "nonce-1", issuedAt: Date.now() };
    await expect(signResponseToken({ env: { ...env, RESPONSE_LINK_SECRET: undefined } }, claims)).rejects.toThrow(
      /RESPONSE_LINK_SECRET must be set/,
    );
    await expect(
      signResponseToken({ env: { ...env, ENVIRONMENT: "test", RESPONSE_LINK_SECRET: "" } }, claims),
    ).rejects.toThrow(/RESPONSE_LINK_SECRET must be set/);
  });
});
