import { describe, expect, it } from "vitest";
import document from "../../openapi/openapi.json";
import { createApp } from "../src/http/app";
import { call } from "./support/call";
import { type CheckedAnswer, contractChecker } from "./support/contract";
import { checkedAnswers, takeDrifts } from "./support/contract-watch";

const checker = contractChecker();
const problem = (status: number) => ({
  type: "https://truerate.app/problems/not-found",
  title: "NOT_FOUND",
  status,
  detail: "x",
  code: "NOT_FOUND",
  message: "x",
  error: "x",
  requestId: "r",
});
const answer = (
  method: string,
  path: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): CheckedAnswer => ({
  method,
  url: `http://api.test${path}`,
  status,
  headers: new Headers({ "content-type": "application/json", ...headers }),
  text: body === undefined ? "" : JSON.stringify(body),
});

describe("the response validator", () => {
  it("passes an answer that keeps the document", () => {
    const health = { status: "ok", version: "0.1.0", database: "ok", time: "2026-11-25T12:00:00.000Z" };
    expect(checker.check(answer("GET", "/api/health", 200, health))).toEqual([]);
    expect(checker.check(answer("GET", "/api/health", 200, { ...health, status: "sunny" }))).toEqual([
      'GET /api/health → 200: body #/status: Instance does not match any of ["ok","degraded"].',
    ]);
  });

  it("fails a body that breaks its schema: null where the schema allows no null", () => {
    // A document as it was before the fix: trueRate an object that cannot be null.
    const drifting = structuredClone(document) as { components: { schemas: Record<string, unknown> } };
    const withNull = { type: "object", properties: { trueRate: { $ref: "#/components/schemas/TrueRateFigures" } } };
    drifting.components.schemas.Health = { ...withNull, required: ["trueRate"] };
    const body = { trueRate: null };
    expect(contractChecker(drifting).check(answer("GET", "/api/health", 200, body))).toEqual([
      'GET /api/health → 200: body #/trueRate: Instance type "null" is invalid. Expected "object".',
    ]);
    // The committed document allows the withheld true rate's null.
    const lanes = document.components.schemas.PublishedLane.properties.trueRate;
    expect(JSON.stringify(lanes)).toContain('"type":"null"');
  });

  it("fails an undeclared status, a missing required header, and an undeclared media type", () => {
    expect(checker.check(answer("GET", "/api/health", 418, problem(418)))).toEqual([
      "GET /api/health → 418: /api/health declares no 418 answer",
    ]);
    const created = { id: "x", brokerRegistrationStatus: "unregistered" };
    expect(checker.check(answer("POST", "/api/loads", 201, created)).join("\n")).toContain(
      "the declared header Location is missing",
    );
    const pdf: CheckedAnswer = {
      ...answer("GET", "/api/documents/abc/download", 200, undefined),
      headers: new Headers({ "content-type": "application/zip" }),
      text: null,
    };
    expect(checker.check(pdf)).toEqual([
      expect.stringContaining("GET /api/documents/abc/download → 200: media type application/zip is not one of"),
    ]);
  });

  it("checks a declared header's value against its schema", () => {
    const limited = (retryAfter: string) =>
      answer("POST", "/api/login", 429, problem(429), {
        "content-type": "application/problem+json",
        "retry-after": retryAfter,
      });
    expect(checker.check(limited("soon"))).toEqual([
      'POST /api/login → 429: header Retry-After #: Instance type "string" is invalid. Expected "integer".',
    ]);
    expect(checker.check(limited("30"))).toEqual([]);
  });

  it("exempts only unknown /api paths answering the 404 problem, and the listed non-operations", () => {
    const unknown = answer("GET", "/api/no-such-route", 404, problem(404), {
      "content-type": "application/problem+json",
    });
    expect(checker.check(unknown)).toEqual([]);
    expect(checker.check({ ...unknown, status: 200 })).toEqual([
      "GET /api/no-such-route → 200: no operation of the document matches this request",
    ]);
    expect(checker.check(answer("GET", "/api/docs", 200, undefined, { "content-type": "text/html" }))).toEqual([]);
  });

  it("watches every app the tests build, and a drifting answer fails its test", async () => {
    const before = checkedAnswers();
    await call("getHealth");
    expect(checkedAnswers()).toBe(before + 1);

    const app = createApp();
    app.get("/api/health", (c) => c.json({ status: "teapot" }, 418));
    await call({ method: "GET", path: "/api/health" }, { app });
    // Taken here, or the watch's afterEach would fail this test with it.
    expect(takeDrifts()).toEqual(["GET /api/health → 418: /api/health declares no 418 answer"]);
  });
});
