import { describe, expect, it } from "vitest";
import committedContract from "../../openapi/openapi.json";
import { createTrueRateClient, TrueRateApiError } from "../../sdk/src/index";
import { call, workerFetch } from "./support/call";

/** The SDK against the running worker, in-process: no network, same code path as production. */
const sdkFor = (baseUrl: string) => createTrueRateClient({ baseUrl, fetch: workerFetch() });

describe("the SDK against the worker", () => {
  it("reads health through the friendly method", async () => {
    const health = await sdkFor("http://api.test").health();
    expect(health, JSON.stringify(health)).toMatchObject({ status: "ok", database: "ok" });
  });

  it("reads health through the typed client, with the response at hand", async () => {
    const { data, error, response } = await sdkFor("http://api.test").GET("/api/health");
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(data?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("throws the API's 404 problem as a TrueRateApiError", async () => {
    // A base URL under a prefix the worker does not serve turns every call into a 404.
    const error = await sdkFor("http://api.test/no-such-prefix")
      .health()
      .catch((caught: unknown) => caught);

    expect(error, String(error)).toBeInstanceOf(TrueRateApiError);
    const apiError = error as TrueRateApiError;
    expect(apiError).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(apiError.message).toContain("/no-such-prefix/api/health");
    expect(apiError.requestId, "the problem names the request").toMatch(/^[A-Za-z0-9._-]{8,}$/);
  });

  it("is generated from the contract the worker serves", async () => {
    const response = await call({ method: "GET", path: "/api/openapi.json" });
    const served = response.body;
    // Key order may differ (the file is sorted); the content may not. Run `npm run openapi` when this fails.
    expect(served).toEqual(committedContract);
  });
});
