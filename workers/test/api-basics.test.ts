import { describe, expect, it } from "vitest";
import { send } from "./support/worker";

const api = (path: string, init?: RequestInit) => send(new Request(`http://api.test${path}`, init));

async function problem(response: Response) {
  expect(response.headers.get("content-type"), await response.clone().text()).toContain("application/problem+json");
  return (await response.json()) as { code: string; message: string; status: number; requestId: string };
}

describe("the API skeleton", () => {
  it("answers health with the database reachable", async () => {
    const response = await api("/api/health");
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: "ok" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("serves an OpenAPI 3.1 document that lists the health route", async () => {
    const response = await api("/api/openapi.json");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/health");
  });

  it("serves the reference page pointing at the locally served script, not a CDN", async () => {
    const response = await api("/api/docs");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("/api/docs/assets/standalone.js");
    expect(html).not.toContain("cdn.jsdelivr.net");
  });

  it("answers an unknown /api path with a 404 problem", async () => {
    const response = await api("/api/no-such-thing");
    expect(response.status).toBe(404);
    const body = await problem(response);
    expect(body.code).toBe("NOT_FOUND");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("refuses a body in an unknown content type with 415", async () => {
    const response = await api("/api/health", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(response.status).toBe(415);
    expect((await problem(response)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("keeps a well-formed caller request id", async () => {
    const response = await api("/api/health", { headers: { "x-request-id": "caller-req-12345" } });
    expect(response.headers.get("x-request-id")).toBe("caller-req-12345");
  });
});

describe("malformed bodies", () => {
  for (const path of ["/api/login", "/api/register", "/api/reset-password-request"]) {
    it(`POST ${path} with broken JSON answers 400 MALFORMED_JSON, not a 500`, async () => {
      const response = await api(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": "a@b.test", ',
      });
      expect(response.status, await response.clone().text()).toBe(400);
      expect((await problem(response)).code).toBe("MALFORMED_JSON");
    });
  }

  it("a JSON body that is not an object answers 400 with the validation problem", async () => {
    const response = await api("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[1, 2, 3]",
    });
    expect(response.status, await response.clone().text()).toBe(400);
    expect((await problem(response)).code).toBe("VALIDATION_FAILED");
  });
});
