import { describe, expect, it } from "vitest";
import { createTrueRateClient, TrueRateApiError, UNEXPECTED_RESPONSE } from "./index";

/** A client whose every request gets `answer`, and which records the requests it sent. */
function clientAnswering(answer: () => Response) {
  const requests: Request[] = [];
  const client = createTrueRateClient({
    baseUrl: "https://api.example/",
    headers: { cookie: "truerate_session=abc" },
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { client, requests };
}

const problem = {
  type: "https://truerate.app/problems/validation-failed",
  title: "VALIDATION_FAILED",
  status: 400,
  detail: "Please enter a valid email",
  code: "VALIDATION_FAILED",
  message: "Please enter a valid email",
  error: "Please enter a valid email",
  details: { fields: { email: ["Please enter a valid email"], bad: "not a list" } },
  requestId: "req-12345678",
};

describe("the SDK facade", () => {
  it("calls the API's path under the base URL with the configured headers", async () => {
    const health = { status: "ok", version: "0.1.0", database: "ok", time: "2026-11-23T12:00:00.000Z" };
    const { client, requests } = clientAnswering(() => Response.json(health));

    expect(await client.health()).toEqual(health);
    expect(requests[0]?.url).toBe("https://api.example/api/health");
    expect(requests[0]?.headers.get("cookie")).toBe("truerate_session=abc");
  });

  it("throws the API's problem as a TrueRateApiError", async () => {
    const { client } = clientAnswering(
      () =>
        new Response(JSON.stringify(problem), { status: 400, headers: { "content-type": "application/problem+json" } }),
    );

    const error = await client.health().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TrueRateApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Please enter a valid email",
      requestId: "req-12345678",
    });
    expect((error as TrueRateApiError).fieldErrors, "only well-formed field lists").toEqual({
      email: ["Please enter a valid email"],
    });
  });

  it("describes an answer that is not a problem, keeping the request id header", async () => {
    const { client } = clientAnswering(
      () =>
        new Response("<h1>Bad gateway</h1>", {
          status: 502,
          statusText: "Bad Gateway",
          headers: { "x-request-id": "edge-1" },
        }),
    );

    const error = await client.health().catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 502,
      code: UNEXPECTED_RESPONSE,
      message: "502: Bad Gateway",
      requestId: "edge-1",
    });
    expect((error as TrueRateApiError).fieldErrors).toEqual({});
    expect((error as TrueRateApiError).fromServer).toBe(false);
  });

  it("words a refused answer below 500 that is not JSON as 'status: body'", async () => {
    const { client } = clientAnswering(() => new Response("Slow down", { status: 429 }));

    const error = await client.health().catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 429, code: UNEXPECTED_RESPONSE, message: "429: Slow down" });
  });

  it("keeps the server's message from a JSON body that is not a full problem", async () => {
    const { client } = clientAnswering(() => Response.json({ message: "Database unavailable" }, { status: 500 }));

    const error = await client.health().catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 500, code: UNEXPECTED_RESPONSE, message: "Database unavailable" });
    expect((error as TrueRateApiError).fromServer).toBe(true);
  });
});
