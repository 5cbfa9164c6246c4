import { describe, expect, expectTypeOf, it } from "vitest";
import {
  createPartnerClient,
  type PartnerLoadInput,
  type RetryOptions,
  TrueRateApiError,
  type WebhookEvent,
} from "./index";

const BASE = "https://api.example";
const load = { partnerLoadId: "TMS-1" } as PartnerLoadInput;
const pushed = { created: 1, updated: 0, unchanged: 0, rejected: 0, quarantined: 0, results: [] };
const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code, message: code, requestId: `r-${status}` }), {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
  });

interface Sent {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: string;
}

/**
 * A partner client against a scripted API: the token endpoint issues `token-1`, `token-2`, …;
 * every other request gets the next answer of `answers` (the last one repeats). Records what was sent.
 */
function scripted(answers: Array<(sent: Sent) => Response>, retry: RetryOptions = { baseDelayMs: 1 }) {
  const sent: Sent[] = [];
  let tokens = 0;
  let answered = 0;
  const partner = createPartnerClient({
    baseUrl: `${BASE}/`,
    clientId: "client-1",
    clientSecret: "trs_secret",
    retry,
    fetch: async (request) => {
      const url = new URL(request.url);
      const one: Sent = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        authorization: request.headers.get("authorization"),
        idempotencyKey: request.headers.get("idempotency-key"),
        body: await request.text(),
      };
      sent.push(one);
      if (url.pathname === "/api/v1/oauth/token") {
        tokens += 1;
        return Response.json({ access_token: `token-${tokens}`, token_type: "Bearer", expires_in: 900, scope: "" });
      }
      const answer = answers[Math.min(answered, answers.length - 1)];
      answered += 1;
      if (!answer) throw new Error("no answer scripted");
      return answer(one);
    },
  });
  const calls = () => sent.filter((one) => one.path !== "/api/v1/oauth/token");
  return { partner, sent, calls };
}

describe("retries", () => {
  it("sends a push again after 429 with the same body and the same Idempotency-Key it made", async () => {
    const { partner, calls } = scripted([
      () => problem(429, "TOO_MANY_REQUESTS", { "retry-after": "0" }),
      () => problem(503, "SERVICE_UNAVAILABLE"),
      () => Response.json(pushed),
    ]);

    expect(await partner.pushLoads([load])).toEqual(pushed);

    const pushes = calls();
    expect(pushes).toHaveLength(3);
    const key = pushes[0]?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(pushes.map((one) => one.idempotencyKey)).toEqual([key, key, key]);
    expect(new Set(pushes.map((one) => one.body)).size).toBe(1);
    expect(JSON.parse(pushes[0]?.body ?? "")).toEqual({ loads: [load] });
  });

  it("keeps the caller's key, and makes a new one for each push call", async () => {
    const { partner, calls } = scripted([() => Response.json(pushed)]);
    await partner.pushLoads([load], { idempotencyKey: "batch-7" });
    await partner.pushLoads([load]);
    await partner.pushLoads([load]);
    const [mine, first, second] = calls().map((one) => one.idempotencyKey);
    expect(mine).toBe("batch-7");
    expect(first).not.toBe(second);
  });

  it("waits as long as Retry-After says", async () => {
    const { partner, calls } = scripted([
      () => problem(429, "TOO_MANY_REQUESTS", { "retry-after": "1" }),
      () => Response.json({ lanes: [] }),
    ]);
    const begin = performance.now();
    await partner.lookupRates([]);
    expect(performance.now() - begin).toBeGreaterThanOrEqual(990);
    expect(calls()).toHaveLength(2);
  });

  it("gives up after maxAttempts with the last problem, its Retry-After readable", async () => {
    const { partner, calls } = scripted([() => problem(429, "TOO_MANY_REQUESTS", { "retry-after": "0" })], {
      baseDelayMs: 1,
      maxAttempts: 4,
    });
    const error = await partner.lookupRates([]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TrueRateApiError);
    expect(error).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", retryAfterSeconds: 0 });
    expect(calls()).toHaveLength(4);
  });

  it("does not wait longer than maxDelayMs: a longer Retry-After is the caller's to handle", async () => {
    const { partner, calls } = scripted([() => problem(429, "TOO_MANY_REQUESTS", { "retry-after": "120" })], {
      baseDelayMs: 1,
      maxDelayMs: 5_000,
    });
    const error = await partner.lookupRates([]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 120 });
    expect(calls()).toHaveLength(1);
  });

  it("never repeats a write without a key after 503, nor any 500", async () => {
    const { partner, calls } = scripted([() => problem(503, "SERVICE_UNAVAILABLE")]);
    await expect(partner.createWebhookEndpoint("https://tms.example/hooks", ["document.shared"])).rejects.toMatchObject(
      {
        status: 503,
      },
    );
    expect(calls()).toHaveLength(1);
    const broken = scripted([() => problem(500, "INTERNAL_ERROR")]);
    await expect(broken.partner.getLoad("TMS-1")).rejects.toMatchObject({ status: 500 });
    expect(broken.calls()).toHaveLength(1);
  });

  it("retries nothing with maxAttempts 1", async () => {
    const { partner, calls } = scripted([() => problem(429, "TOO_MANY_REQUESTS", { "retry-after": "0" })], {
      maxAttempts: 1,
    });
    await expect(partner.lookupRates([])).rejects.toMatchObject({ status: 429 });
    expect(calls()).toHaveLength(1);
  });
});

describe("tokens", () => {
  it("fetches one token for concurrent first calls and sends it as a bearer", async () => {
    const { partner, sent } = scripted([() => Response.json({ lanes: [] })]);
    await Promise.all([partner.lookupRates([]), partner.lookupRates([]), partner.lookupRates([])]);
    expect(sent.filter((one) => one.path === "/api/v1/oauth/token")).toHaveLength(1);
    expect(sent.filter((one) => one.path !== "/api/v1/oauth/token").map((one) => one.authorization)).toEqual([
      "Bearer token-1",
      "Bearer token-1",
      "Bearer token-1",
    ]);
    expect(JSON.parse(sent[0]?.body ?? "")).toMatchObject({ client_id: "client-1", client_secret: "trs_secret" });
  });

  it("after a 401, fetches a fresh token and sends the request once more", async () => {
    const { partner, calls } = scripted([
      () => problem(401, "UNAUTHENTICATED"),
      (sent) => Response.json({ lanes: [], by: sent.authorization }),
    ]);
    expect(await partner.lookupRates([])).toEqual({ lanes: [], by: "Bearer token-2" });
    expect(calls().map((one) => one.authorization)).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("refreshes once only: a second 401 is the caller's error", async () => {
    const { partner, sent } = scripted([() => problem(401, "UNAUTHENTICATED")]);
    await expect(partner.lookupRates([])).rejects.toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(sent.map((one) => one.path)).toEqual([
      "/api/v1/oauth/token",
      "/api/v1/rates/lookups",
      "/api/v1/oauth/token",
      "/api/v1/rates/lookups",
    ]);
  });
});

describe("broker scores", () => {
  it("posts the brokers to /api/v1/brokers/scores and answers the scores in order", async () => {
    const answer = { asOf: "2026-11-27T00:00:00.000Z", brokers: [{ query: { mcNumber: "MC123456" }, found: false }] };
    const { partner, sent } = scripted([() => Response.json(answer)]);
    expect(await partner.brokerScores([{ mcNumber: "MC123456" }])).toEqual(answer);
    const call = sent.find((one) => one.path === "/api/v1/brokers/scores");
    expect(call?.method).toBe("POST");
    expect(JSON.parse(call?.body ?? "{}")).toEqual({ brokers: [{ mcNumber: "MC123456" }] });
  });

  it("is retried after a 503, as a read", async () => {
    const { partner, sent } = scripted([
      () => problem(503, "SERVICE_UNAVAILABLE", { "retry-after": "0" }),
      () => Response.json({ asOf: "2026-11-27T00:00:00.000Z", brokers: [] }),
    ]);
    expect((await partner.brokerScores([{ dotNumber: "1234567" }])).brokers).toEqual([]);
    expect(sent.filter((one) => one.path === "/api/v1/brokers/scores")).toHaveLength(2);
  });
});

describe("pagination", () => {
  const change = (id: string) => ({ partnerLoadId: id });

  it("follows the change feed's cursor until hasMore is false", async () => {
    const feed = [
      { items: [change("a"), change("b")], hasMore: true, nextCursor: "c1" },
      { items: [change("c")], hasMore: true, nextCursor: "c2" },
      { items: [], hasMore: false, nextCursor: "c2" },
    ];
    const { partner, calls } = scripted(feed.map((page) => () => Response.json(page)));
    const seen: string[] = [];
    for await (const item of partner.changes({ since: "2026-11-01T00:00:00Z", limit: 2 })) {
      seen.push(item.partnerLoadId);
    }
    expect(seen).toEqual(["a", "b", "c"]);
    expect(calls().map((one) => one.search)).toEqual([
      "?since=2026-11-01T00%3A00%3A00Z&limit=2",
      "?limit=2&cursor=c1",
      "?limit=2&cursor=c2",
    ]);
  });

  it("gives the pages, so a partner keeps the last cursor to poll from later", async () => {
    const { partner } = scripted([() => Response.json({ items: [change("a")], hasMore: false, nextCursor: "c9" })]);
    const cursors: (string | null)[] = [];
    for await (const page of partner.changePages({ cursor: "c8" })) cursors.push(page.nextCursor);
    expect(cursors).toEqual(["c9"]);
  });

  it("pages the delivery log by its last id until a page is short, stopping early when asked", async () => {
    const delivery = (id: string) => ({ id });
    const { partner, calls } = scripted([
      () => Response.json([delivery("m5"), delivery("m4")]),
      () => Response.json([delivery("m3"), delivery("m2")]),
      () => Response.json([delivery("m1")]),
    ]);
    const ids: string[] = [];
    for await (const one of partner.deliveries({ status: "failed", limit: 2 })) ids.push(one.id);
    expect(ids).toEqual(["m5", "m4", "m3", "m2", "m1"]);
    expect(calls().map((one) => one.search)).toEqual([
      "?status=failed&limit=2",
      "?status=failed&limit=2&before=m4",
      "?status=failed&limit=2&before=m2",
    ]);

    const early = scripted([() => Response.json([delivery("m5"), delivery("m4")])]);
    for await (const one of early.partner.deliveries({ limit: 2 })) if (one.id === "m5") break;
    expect(early.calls(), "no page is read past a break").toHaveLength(1);
  });

  it("throws the problem of a failed page from the loop", async () => {
    const { partner } = scripted([() => problem(400, "BAD_REQUEST")]);
    const failed = async () => {
      for await (const _ of partner.changes({ cursor: "bogus" })) {
        // never reached
      }
    };
    await expect(failed()).rejects.toMatchObject({ status: 400, code: "BAD_REQUEST" });
  });
});

describe("webhook events", () => {
  it("are a union discriminated by type", () => {
    const data = (event: WebhookEvent) => {
      if (event.type === "true_rate.verified") return event.data.trueRate;
      if (event.type === "load.deadline_missed") return event.data.deadlineAt;
      if (event.type === "document.identity_failed") return event.data.identity.outcome;
      return undefined;
    };
    expectTypeOf(data).returns.toEqualTypeOf<number | string | undefined>();
    expectTypeOf<WebhookEvent["type"]>().toEqualTypeOf<
      | "load.deadline_met"
      | "load.deadline_missed"
      | "document.shared"
      | "document.identity_failed"
      | "true_rate.verified"
      | "webhook.ping"
    >();
  });
});
