import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, expect, vi } from "vitest";
import { takeDrifts, watchAnswers } from "./support/contract-watch";

// Every answer any worker test receives is checked against openapi/openapi.json, whatever `call`
// (support/call.ts) sends it to (the worker's entry, the API with a test clock, a suite's own app):
// every app is built by createApp(), whose outermost middleware is requestContext, so the check
// wraps that one. A drift fails the test that met it, after the test, with every broken answer.
// Vitest runs a mock's factory in an AsyncLocalStorage and then calls its disable(), which workerd
// does not implement (it throws); disabling is only Vitest's speed-up for Node, so a no-op is faithful.
AsyncLocalStorage.prototype.disable = () => {};

vi.mock("../src/http/middleware", async (importOriginal) => {
  const original = await importOriginal<typeof import("../src/http/middleware")>();
  return { ...original, requestContext: watchAnswers(original.requestContext) };
});

afterEach(() => {
  const drifts = takeDrifts();
  expect(drifts, `answers that break openapi/openapi.json:\n${drifts.join("\n")}`).toEqual([]);
});
