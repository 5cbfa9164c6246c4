import { describe, expect, it } from "vitest";
import { onRequest } from "../../../functions/_middleware";
import { STRICT_TRANSPORT_SECURITY } from "./security-headers";

/** The Pages middleware as the runtime calls it: `next()` answers, the middleware adds the headers. */
async function answer(environment: string, upstream: Response, env: Record<string, unknown> = {}, path = "/") {
  const context = {
    next: async () => upstream,
    env: { ENVIRONMENT: environment, ...env },
    request: new Request(`http://portal.test${path}`),
  };
  return (onRequest as unknown as (context: unknown) => Promise<Response>)(context);
}

describe("the portal's security middleware", () => {
  it("in production (ENVIRONMENT=production, portal/wrangler.toml) sends HSTS and makes every cookie Secure", async () => {
    const upstream = new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
    upstream.headers.append("set-cookie", "__toast=x; Path=/; Max-Age=60; SameSite=Lax");
    const response = await answer("production", upstream);
    expect(response.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(response.headers.getSetCookie()).toEqual(["__toast=x; Path=/; Max-Age=60; SameSite=Lax; Secure"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toBe("<!doctype html>");
  });

  it("in development sends the other headers, no HSTS, and leaves cookies for plain http", async () => {
    const upstream = new Response(null, {
      status: 302,
      headers: { location: "/auth", "set-cookie": "__toast=x; Path=/" },
    });
    const response = await answer("development", upstream);
    expect(response.status).toBe(302);
    expect(response.headers.has("strict-transport-security")).toBe(false);
    expect(response.headers.getSetCookie()).toEqual(["__toast=x; Path=/"]);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it.each(["/api/health", "/api//health", "/api/reset-password/....//....//", "/api"])(
    "sends %s to the API (never to the pages), with the headers",
    async (path) => {
      const asked: string[] = [];
      const api = {
        fetch: async (url: string) => {
          asked.push(new URL(url).pathname);
          return new Response(JSON.stringify({ code: "NOT_FOUND" }), {
            status: 404,
            headers: { "content-type": "application/problem+json" },
          });
        },
      };
      const pages = new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
      const response = await answer("development", pages, { API: api }, path);
      expect(asked).toEqual([new URL(`http://portal.test${path}`).pathname]);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );
});
