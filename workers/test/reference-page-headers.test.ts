import { describe, expect, it } from "vitest";
import { type CallResponse, call } from "./support/call";

const docs = () => call({ method: "GET", path: "/api/docs" });

function directive(policy: string, name: string): string[] {
  const part = policy.split(";").find((entry) => entry.trim().startsWith(`${name} `)) ?? "";
  return part.trim().split(/\s+/).slice(1);
}

describe("the API reference page's security headers", () => {
  it("runs Scalar's bundle from this origin and its one inline script by nonce, and cannot be framed", async () => {
    const response = await docs();
    const html = response.text;
    expect(response.status, html.slice(0, 300)).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /<script src="\/api\/docs\/assets\/standalone\.js" nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce, html).toBeTruthy();
    expect(directive(policy, "script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    // Every inline script on the page carries the same nonce, or the browser refuses it.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length, html).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // zod is told not to try eval before the bundle runs, so the page reports no violation.
    expect(html.indexOf("__zod_globalConfig")).toBeGreaterThan(0);
    expect(html.indexOf("__zod_globalConfig")).toBeLessThan(html.indexOf("standalone.js"));
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    // No font or script from Scalar's CDN: the page works offline and asks no one else.
    expect(html).not.toMatch(/fonts\.scalar\.com|cdn\.jsdelivr\.net/);
  });

  it("uses a fresh nonce for each page", async () => {
    const [first, second] = await Promise.all([docs(), docs()]);
    const nonceOf = (response: CallResponse) =>
      directive(response.headers.get("content-security-policy") ?? "", "script-src")[1];
    expect(nonceOf(first)).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });
});
