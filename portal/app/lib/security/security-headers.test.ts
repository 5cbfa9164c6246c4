import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";
import { applySecurityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("runs scripts only from this origin, with the page's nonce, or Stripe.js; never inline", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "https://js.stripe.com"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ nonce: "abc123" })).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("names no nonce when there is none (static files, data answers)", () => {
    expect(directives(contentSecurityPolicy()).get("script-src")).toEqual(["'self'", "https://js.stripe.com"]);
  });
});

describe("applySecurityHeaders", () => {
  const EVERY_ANSWER = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
  };

  it("sets the headers of every answer, and no HSTS outside production", () => {
    const headers = applySecurityHeaders(new Headers({ "set-cookie": "toast=1; Path=/" }), { production: false });
    expect(Object.fromEntries(headers)).toMatchObject(EVERY_ANSWER);
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("content-security-policy")).toBe(contentSecurityPolicy());
    expect(headers.has("strict-transport-security")).toBe(false);
    expect(headers.getSetCookie()).toEqual(["toast=1; Path=/"]);
  });

  it("keeps a policy the answer set itself (a page with its nonce)", () => {
    const own = contentSecurityPolicy({ nonce: "n0nce" });
    const headers = applySecurityHeaders(new Headers({ "content-security-policy": own }), { production: false });
    expect(headers.get("content-security-policy")).toBe(own);
  });

  it("in production adds HSTS and marks every cookie Secure, once", () => {
    const headers = new Headers();
    headers.append("set-cookie", "__toast=x; Path=/; SameSite=Lax");
    headers.append("set-cookie", "truerate_session=abc; Path=/; HttpOnly; Secure; SameSite=Lax");
    applySecurityHeaders(headers, { production: true });
    expect(Object.fromEntries(headers)).toMatchObject(EVERY_ANSWER);
    expect(headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(headers.getSetCookie()).toEqual([
      "__toast=x; Path=/; SameSite=Lax; Secure",
      "truerate_session=abc; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
  });
});
