// POST /api/loads/search looks its session up in the same D1 batch as the search
// (http/deferred-session.ts). These tests hold it to everything the eager lookup of other routes
// guarantees: the 401/402/400 order, the sliding expiry and its cookie, and no rows for a dead session.
import { env } from "cloudflare:workers";
import { searchRequestSchema } from "@truerate/domain/validation/search";
import { SEARCH_MESSAGES } from "@truerate/domain/validation/search-messages";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_EXPIRED_MESSAGE } from "../src/http/auth";
import { sessionIdOf } from "../src/services/accounts/sessions";
import { buildSearchQuery } from "../src/services/loads/search-query";
import { createUser, signIn } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { browser, call, sessionCookieOf } from "./support/call";
import { DAY, TestClock } from "./support/clock";
import { insertLoads, placeOf } from "./support/loads";

const RENO = { city: "Reno", state: "NV", lat: 39.52963, lng: -119.8138 };
const BOISE = { city: "Boise", state: "ID", lat: 43.6135, lng: -116.20345 };
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
const LANE = {
  origin: placeOf(RENO),
  destination: placeOf(BOISE),
  originRadius: 25,
  destinationRadius: 25,
  availableTypes: ["flatbed"],
};

let loadIds: string[];

beforeAll(async () => {
  const uploadedAt = Date.UTC(2026, 9, 1);
  loadIds = await insertLoads([
    { userId: null, trailerType: "flatbed", pickup: RENO, delivery: BOISE, uploadedAt },
    { userId: null, trailerType: "flatbed", pickup: RENO, delivery: BOISE, uploadedAt: uploadedAt + DAY },
  ]);
});

/** A carrier signed in on `clock`, subscribed through a provider whose period outlasts every test. */
async function subscribedCarrier(clock: TestClock) {
  const user = await createUser("carrier");
  await env.DB.prepare(
    `UPDATE users SET subscription_status = 'active', has_paid_subscription = 1, stripe_subscription_id = 'sub_test',
       subscription_period_end = ?2 WHERE id = ?1`,
  )
    .bind(user.id, clock.now() + 3650 * DAY)
    .run();
  const client = browser({ clock });
  await signIn(client, user);
  return { user, client, token: client.token ?? "" };
}

const sessionExpiry = async (token: string) =>
  (
    await env.DB.prepare("SELECT expires_at FROM sessions WHERE id = ?1")
      .bind(sessionIdOf(token))
      .first<{ expires_at: number }>()
  )?.expires_at ?? null;

describe("the search's session, looked up in the search's own D1 batch", () => {
  it("answers a live session's search, and the row ids match the lane", async () => {
    const { client } = await subscribedCarrier(new TestClock());
    const response = await call("searchLoads", { body: LANE, as: client });
    expect(response.status, response.describe).toBe(200);
    expect(response.body.map((row: { id: string }) => row.id).sort()).toEqual([...loadIds].sort());
  });

  it("slides the session past its half-life and re-sends the cookie, as every other route does", async () => {
    const clock = new TestClock();
    const { client, token } = await subscribedCarrier(clock);

    clock.advance(10 * DAY);
    const early = await call("searchLoads", { body: LANE, as: client });
    expect(early.status, early.describe).toBe(200);
    expect(sessionCookieOf(early), "no write before half-life").toBeNull();

    clock.advance(6 * DAY);
    const extended = await call("searchLoads", { body: LANE, as: client });
    expect(extended.status, extended.describe).toBe(200);
    expect(sessionCookieOf(extended)?.attributes).toContain(`Max-Age=${THIRTY_DAYS_SECONDS}`);
    expect(await sessionExpiry(token)).toBe(clock.now() + 30 * DAY);
  });

  it("answers an expired session 401 with the expired message, clears the cookie and removes the row", async () => {
    const clock = new TestClock();
    const { client, token } = await subscribedCarrier(clock);
    clock.advance(31 * DAY);

    const response = await call("searchLoads", { body: LANE, as: client });
    expectProblem(response, 401, "UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
    expect(response.body.details).toEqual({ sessionExpired: true });
    expect(sessionCookieOf(response)?.attributes).toContain("Max-Age=0");
    expect(await sessionExpiry(token), "expired row removed").toBeNull();
  });

  it("answers a well-formed but unknown token 401, whether the body is valid or not", async () => {
    const client = browser();
    for (const body of [LANE, {}]) {
      const response = await call("searchLoads", { body, session: "b".repeat(32), as: client });
      expectProblem(response, 401, "UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
      expect(sessionCookieOf(response)?.attributes).toContain("Max-Age=0");
    }
  });

  it("answers an unsubscribed carrier 402 with a valid body too, never the rows", async () => {
    const clock = new TestClock();
    const { user, client } = await subscribedCarrier(clock);
    await env.DB.prepare("UPDATE users SET subscription_status = 'canceled', has_paid_subscription = 0 WHERE id = ?1")
      .bind(user.id)
      .run();
    const response = await call("searchLoads", { body: LANE, as: client });
    expectProblem(response, 402, "SUBSCRIPTION_REQUIRED");
  });

  it("answers a subscribed carrier's invalid body 400 once the session is known", async () => {
    const { client } = await subscribedCarrier(new TestClock());
    const response = await call("searchLoads", { body: { ...LANE, availableTypes: [] }, as: client });
    expectProblem(response, 400, "VALIDATION_FAILED");
  });

  it("refuses an end date before the start date on the end date, rather than finding nothing", async () => {
    const { client } = await subscribedCarrier(new TestClock());
    const response = await call("searchLoads", {
      body: {
        ...LANE,
        startDate: "2026-10-02",
        endDate: "2026-10-01",
      },
      as: client,
    });
    expectFieldError(response, "endDate", SEARCH_MESSAGES.endBeforeStart);
  });
});

describe("the search statement's session guard", () => {
  const request = searchRequestSchema.parse(LANE);
  const run = (session: { sessionId: string; now: number }) => {
    const query = buildSearchQuery(request, { session });
    return env.DB.prepare(query.sql)
      .bind(...query.params)
      .all();
  };

  it("reads the lane for a live session, and no row at all for a dead or expired one", async () => {
    const clock = new TestClock();
    const { token } = await subscribedCarrier(clock);
    const sessionId = sessionIdOf(token);

    const live = await run({ sessionId, now: clock.now() });
    expect(live.results).toHaveLength(loadIds.length);
    expect(live.meta.rows_read).toBeGreaterThan(loadIds.length);

    for (const dead of [
      { sessionId: sessionIdOf("c".repeat(32)), now: clock.now() },
      { sessionId, now: clock.now() + 31 * DAY },
    ]) {
      const refused = await run(dead);
      expect(refused.results).toHaveLength(0);
      // Only the sessions lookup: the LIMIT is 0 before any load is read.
      expect(refused.meta.rows_read).toBeLessThanOrEqual(1);
    }
  });
});
