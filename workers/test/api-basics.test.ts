import { describe, expect, it } from "vitest";
import { type CallResponse, call } from "./support/call";

async function problem(response: CallResponse) {
  expect(response.headers.get("content-type"), response.text).toContain("application/problem+json");
  return response.body as { code: string; message: string; status: number; requestId: string };
}

describe("the API skeleton", () => {
  it("answers health with the database reachable", async () => {
    const response = await call("getHealth");
    const body = response.body;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: "ok", database: "ok" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("serves an OpenAPI 3.1 document that lists the health route", async () => {
    const response = await call({ method: "GET", path: "/api/openapi.json" });
    const document = response.body as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/health");
  });

  it("serves the reference page pointing at the locally served script, not a CDN", async () => {
    const response = await call({ method: "GET", path: "/api/docs" });
    const html = response.text;
    expect(response.status).toBe(200);
    expect(html).toContain("/api/docs/assets/standalone.js");
    expect(html).not.toContain("cdn.jsdelivr.net");
  });

  it("answers an unknown /api path with a 404 problem", async () => {
    const response = await call({ method: "GET", path: "/api/no-such-thing" });
    expect(response.status).toBe(404);
    const body = await problem(response);
    expect(body.code).toBe("NOT_FOUND");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("refuses a body in an unknown content type with 415", async () => {
    const response = await call({ method: "POST", path: "/api/health" }, { raw: { text: "hi", type: "text/plain" } });
    expect(response.status).toBe(415);
    expect((await problem(response)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("keeps a well-formed caller request id", async () => {
    const response = await call("getHealth", { headers: { "x-request-id": "caller-req-12345" } });
    expect(response.headers.get("x-request-id")).toBe("caller-req-12345");
  });
});

describe("malformed bodies", () => {
  for (const operationId of ["login", "register", "requestPasswordReset"] as const) {
    it(`${operationId} with broken JSON answers 400 MALFORMED_JSON, not a 500`, async () => {
      const response = await call(operationId, { raw: { text: '{"email": "a@b.test", ', type: "application/json" } });
      expect(response.status, response.text).toBe(400);
      expect((await problem(response)).code).toBe("MALFORMED_JSON");
    });
  }

  it("a JSON body that is not an object answers 400 with the validation problem", async () => {
    const response = await call("login", { raw: { text: "[1, 2, 3]", type: "application/json" } });
    expect(response.status, response.text).toBe(400);
    expect((await problem(response)).code).toBe("VALIDATION_FAILED");
  });
});
