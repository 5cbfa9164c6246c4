import { describe, expect, it } from "vitest";
import {
  grantedScopes,
  hashClientSecret,
  newClientId,
  newClientSecret,
  parseScopes,
  secretMatches,
} from "./credentials";
import { decide, rateLimitHeaders } from "./rate-limit";

describe("client secrets", () => {
  it("are random, prefixed, and stored only as a hash", () => {
    const secret = newClientSecret();
    expect(secret).toMatch(/^trs_[a-z2-7]{32}$/);
    expect(newClientSecret()).not.toBe(secret);
    expect(hashClientSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientSecret(secret)).not.toContain(secret.slice(4));
  });

  it("of a sandbox client say so in the id and the secret; live ones never carry the sandbox prefix", () => {
    expect(newClientSecret(true)).toMatch(/^trs_sbx_[a-z2-7]{32}$/);
    expect(newClientId(true)).toMatch(/^sbx_[0-9a-f-]{36}$/);
    expect(newClientId()).toMatch(/^[0-9a-f-]{36}$/);
    // Base32 lower case has no underscore, so a live secret can never start with `trs_sbx_`.
    expect(newClientSecret()).not.toMatch(/^trs_sbx_/);
  });

  it("accept the previous secret only inside the overlap", () => {
    const stored = { secretHash: "new", previousSecretHash: "old", previousSecretExpiresAt: new Date(1_000) };
    expect(secretMatches(stored, "new", 5_000)).toBe(true);
    expect(secretMatches(stored, "old", 999)).toBe(true);
    expect(secretMatches(stored, "old", 1_000)).toBe(false);
    expect(secretMatches(stored, "other", 0)).toBe(false);
  });
});

describe("scopes", () => {
  it("grant what is held, or refuse a scope the client lacks", () => {
    expect(parseScopes("rates:read  loads:write bogus")).toEqual(["loads:write", "rates:read"]);
    expect(grantedScopes(["loads:write", "rates:read"], undefined)).toEqual(["loads:write", "rates:read"]);
    expect(grantedScopes(["loads:write", "rates:read"], "rates:read")).toEqual(["rates:read"]);
    expect(grantedScopes(["rates:read"], "webhooks:manage")).toBeNull();
  });
});

describe("rate limits", () => {
  it("count within a minute and tell when to come back", () => {
    const now = Date.parse("2026-11-23T12:00:45Z");
    expect(decide(10, 10, now)).toEqual({ allowed: true, limit: 10, remaining: 0, resetSeconds: 15 });
    const refused = decide(11, 10, now);
    expect(refused.allowed).toBe(false);
    expect(rateLimitHeaders(refused)).toMatchObject({ "Retry-After": "15", RateLimit: '"per-client";r=0;t=15' });
  });
});
