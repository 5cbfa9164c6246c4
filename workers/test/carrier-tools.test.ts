// Recent searches, saved lanes and rate alerts: what a carrier keeps between visits, and the
// scheduled job that e-mails a lane's crossing with an unsubscribe link.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { CARRIER_TOOLS_MESSAGES } from "../src/services/access/carrier-tools";
import { checkRateAlerts } from "../src/services/carrier-tools/rate-alerts-job";
import { SAVED_LANES_LIMIT } from "../src/services/carrier-tools/saved-lanes";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { testContext } from "./support/context";
import { expectStatus, insertLoads, type Problem, placeOf } from "./support/loads";
import { outbox, waitForMail } from "./support/mail";

const DALLAS = { city: "Dallas", state: "TX", lat: 32.78306, lng: -96.80667 };
const ATLANTA = { city: "Atlanta", state: "GA", lat: 33.749, lng: -84.38798 };
const HOUSTON = { city: "Houston", state: "TX", lat: 29.76328, lng: -95.36327 };
const MEMPHIS = { city: "Memphis", state: "TN", lat: 35.14953, lng: -90.04898 };
const DAY = 86_400_000;

const search = (startDate?: string) => ({
  origin: placeOf(DALLAS),
  destination: placeOf(ATLANTA),
  originRadius: 100,
  destinationRadius: 100,
  availableTypes: ["dry_van"],
  ...(startDate ? { startDate } : {}),
});

async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

interface Recent {
  searches: { id: string; label: string; request: ReturnType<typeof search>; searchedAt: string }[];
  kept: number;
}

async function recentOf(user: Awaited<ReturnType<typeof signedInUser>>, count: number): Promise<Recent> {
  let recent: Recent = { searches: [], kept: 0 };
  await expect
    .poll(
      async () => {
        recent = await expectStatus<Recent>(await call("listRecentSearches", { as: user }), 200);
        return recent.searches.length;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(count);
  return recent;
}

describe("recent searches", () => {
  it("keeps a user's last 20, newest first, each once, with the request to post again; others never see them", async () => {
    const carrier = await signedInUser("carrier");
    const other = await signedInUser("carrier");
    for (let day = 1; day <= 22; day += 1) {
      const date = `2026-10-${String(day).padStart(2, "0")}`;
      await expectStatus(await call("searchLoads", { body: search(date), as: carrier }), 200);
      // Recorded after the answer: wait for each, so "newest" is the order they were made in.
      await expect
        .poll(
          async () =>
            (
              await env.DB.prepare("SELECT COUNT(*) AS n FROM recent_searches WHERE request LIKE ?1")
                .bind(`%${date}%`)
                .first<{ n: number }>()
            )?.n,
          { timeout: 10_000, interval: 20 },
        )
        .toBe(1);
    }
    const recent = await recentOf(carrier, 20);
    expect(recent.kept).toBe(20);
    expect(recent.searches[0]?.label).toBe("Dallas, TX → Atlanta, GA · Dry Van · 100 / 100 mi · 2026-10-22 to …");
    expect(recent.searches.at(-1)?.request.startDate).toBe("2026-10-03");
    // The stored request is a valid search: posting it again runs, and moves it to the top once.
    const oldest = recent.searches.at(-1)?.request;
    await expectStatus(await call("searchLoads", { body: oldest, as: carrier }), 200);
    await expect
      .poll(async () => (await recentOf(carrier, 20)).searches[0]?.request.startDate, { timeout: 10_000 })
      .toBe("2026-10-03");
    expect((await recentOf(carrier, 20)).searches.filter((s) => s.request.startDate === "2026-10-03")).toHaveLength(1);

    expect((await recentOf(other, 0)).searches).toEqual([]);
    const refused = await call("searchLoads", { body: { ...search(), availableTypes: [] }, as: other });
    expect(refused.status).toBe(400);
    expect((await recentOf(other, 0)).searches).toEqual([]);
    expect((await call("listRecentSearches")).status).toBe(401);
  });
});

const lane = (origin = DALLAS, destination = ATLANTA, equipment = "dry_van") => ({
  origin: { city: origin.city, state: origin.state.toLowerCase() },
  destination: { city: destination.city, state: destination.state },
  equipment,
});

describe("saved lanes", () => {
  it("saves a lane once, up to the limit, lists it only to its carrier and removes it", async () => {
    const carrier = await signedInUser("carrier");
    const saved = await expectStatus<{ id: string; label: string; origin: { state: string }; current: unknown }>(
      await call("saveLane", { body: lane(), as: carrier }),
      201,
    );
    expect(saved.label).toBe("Dallas, TX → Atlanta, GA · Dry Van");
    expect(saved.origin.state).toBe("TX");
    expect(saved.current).toMatchObject({ status: "withheld", reason: "too_few_reports" });

    const again = await expectStatus<Problem & { details: { savedLaneId: string } }>(
      await call("saveLane", { body: lane(), as: carrier }),
      409,
    );
    expect(again.message).toBe("This lane is already saved.");
    expect(again.details.savedLaneId).toBe(saved.id);

    const trailers = ["reefer", "flatbed", "power_only"];
    const ends = [DALLAS, ATLANTA, HOUSTON, MEMPHIS];
    const more = ends.flatMap((from) =>
      ends.filter((to) => to !== from).flatMap((to) => trailers.map((t) => lane(from, to, t))),
    );
    for (const body of more.slice(0, SAVED_LANES_LIMIT - 1))
      await expectStatus(await call("saveLane", { body, as: carrier }), 201);
    const full = await expectStatus<Problem>(
      await call("saveLane", { body: more[SAVED_LANES_LIMIT], as: carrier }),
      409,
    );
    expect(full.message).toBe("You can save up to 20 lanes. Remove one to save another.");

    const listed = await expectStatus<{ lanes: { id: string }[]; limit: number }>(
      await call("listSavedLanes", { as: carrier }),
      200,
    );
    expect(listed.lanes).toHaveLength(20);
    expect(listed.lanes[0]?.id).toBe(saved.id);

    const other = await signedInUser("carrier");
    expect((await expectStatus<{ lanes: unknown[] }>(await call("listSavedLanes", { as: other }), 200)).lanes).toEqual(
      [],
    );
    await expectStatus(await call("deleteSavedLane", { params: { id: saved.id }, as: other }), 404);
    await expectStatus(
      await call("setLaneAlert", {
        params: { id: saved.id },
        body: { thresholdPerMile: 2, direction: "above" },
        as: other,
      }),
      404,
    );
    await expectStatus(await call("deleteSavedLane", { params: { id: saved.id }, as: carrier }), 204);
    await expectStatus(await call("deleteSavedLane", { params: { id: saved.id }, as: carrier }), 404);
  });

  it("is for subscribed carriers: brokers get 403, a bad lane 400", async () => {
    const broker = await signedInUser("broker");
    const refused = await expectStatus<Problem>(await call("saveLane", { body: lane(), as: broker }), 403);
    expect(refused.message).toBe("Saved lanes and rate alerts are for carriers.");
    const carrier = await signedInUser("carrier");
    const bad = await expectStatus<Problem>(
      await call("saveLane", { body: { ...lane(), origin: { city: "Dallas", state: "ZZ" } }, as: carrier }),
      400,
    );
    expect(bad.details?.fields?.["origin.state"]).toEqual(["State must be a two-letter US state code"]);
    const saved = await expectStatus<{ id: string }>(await call("saveLane", { body: lane(), as: carrier }), 201);
    const threshold = await expectStatus<Problem>(
      await call("setLaneAlert", {
        params: { id: saved.id },
        body: { thresholdPerMile: 0, direction: "sideways" },
        as: carrier,
      }),
      400,
    );
    expect(threshold.details?.fields).toMatchObject({
      thresholdPerMile: ["The threshold must be at least $0.10 per mile"],
      direction: ["Direction must be above or below"],
    });
  });
  it("turns a lane's alert off and keeps the lane: 204, then 404 once it has none", async () => {
    const carrier = await signedInUser("carrier");
    const saved = await expectStatus<{ id: string }>(await call("saveLane", { body: lane(), as: carrier }), 201);
    await expectStatus(
      await call("setLaneAlert", {
        params: { id: saved.id },
        body: { thresholdPerMile: 2.5, direction: "above" },
        as: carrier,
      }),
      200,
    );
    await expectStatus(await call("removeLaneAlert", { params: { id: saved.id }, as: carrier }), 204);
    const listed = await expectStatus<{ lanes: { id: string; alert: unknown }[] }>(
      await call("listSavedLanes", { as: carrier }),
      200,
    );
    expect(listed.lanes, JSON.stringify(listed)).toEqual([expect.objectContaining({ id: saved.id, alert: null })]);
    const none = await expectStatus<Problem>(
      await call("removeLaneAlert", { params: { id: saved.id }, as: carrier }),
      404,
    );
    expect(none.message).toBe(CARRIER_TOOLS_MESSAGES.noAlert);
  });
});

/** Reports of the Dallas → Atlanta dry van lane from four brokers and as many carriers as reports. */
async function reports(count: number, ratePerMile: number) {
  const carriers = await Promise.all(Array.from({ length: count }, () => signedInUser("carrier")));
  await insertLoads(
    carriers.map((carrier, index) => ({
      userId: carrier.id,
      brokerEmail: `dispatch@broker${index % 4}.example.test`,
      trailerType: "dry_van",
      pickup: DALLAS,
      delivery: ATLANTA,
      mileage: 800,
      rateCents: Math.round(ratePerMile * 800 * 100),
      uploadedAt: Date.now() - DAY,
    })),
  );
}

describe("rate alerts", () => {
  it("e-mails and notifies once when the lane's figure crosses the threshold, never when it does not, and unsubscribes", async () => {
    await reports(8, 2.25);
    const carrier = await signedInUser("carrier");
    const saved = await expectStatus<{
      id: string;
      current: { status: string; carrierRate: { perMile: { median: number } } };
    }>(await call("saveLane", { body: lane(), as: carrier }), 201);
    expect(saved.current.status).toBe("published");
    expect(saved.current.carrierRate.perMile.median).toBe(2.25);
    const alerted = await expectStatus<{ alert: { thresholdPerMile: number; lastSeenPerMile: number } }>(
      await call("setLaneAlert", {
        params: { id: saved.id },
        body: { thresholdPerMile: 2.5, direction: "above" },
        as: carrier,
      }),
      200,
    );
    expect(alerted.alert).toEqual({ thresholdPerMile: 2.5, direction: "above", lastSeenPerMile: 2.25 });

    // A carrier whose subscription lapsed has the same alert, and is never checked.
    const lapsed = await signedInUser("carrier");
    const lapsedLane = await expectStatus<{ id: string }>(await call("saveLane", { body: lane(), as: lapsed }), 201);
    await expectStatus(
      await call("setLaneAlert", {
        params: { id: lapsedLane.id },
        body: { thresholdPerMile: 2.5, direction: "above" },
        as: lapsed,
      }),
      200,
    );
    await env.DB.prepare("UPDATE users SET subscription_status = 'inactive' WHERE id = ?1").bind(lapsed.id).run();

    // Below the threshold: the job checks the alert and sends nothing.
    expect(await checkRateAlerts(testContext({ now: Date.now() }))).toEqual({ checked: 1, sent: 0 });
    await runCron(Date.now());
    const notices = () =>
      env.DB.prepare("SELECT title, message FROM notifications WHERE user_id = ?1")
        .bind(carrier.id)
        .all<{ title: string; message: string }>();
    expect((await notices()).results).toEqual([]);

    // More reports at $3.00 move the median to $3.00: one crossing, one e-mail, one notice.
    await reports(12, 3);
    await runCron(Date.now());
    const mail = await waitForMail(carrier.email, "rate-alert");
    expect(mail.subject).toBe("Rate alert: Dallas, TX → Atlanta, GA · Dry Van is at or above $2.50/mi");
    expect(mail.text).toContain("the published median carrier rate is now $3.00/mi");
    // Still above on the next runs: nothing more.
    expect(await checkRateAlerts(testContext({ now: Date.now() + 1 }))).toEqual({ checked: 1, sent: 0 });
    await runCron(Date.now() + 2);
    await expect.poll(async () => (await notices()).results.length, { timeout: 10_000 }).toBe(1);
    const all = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?1 AND template = 'rate-alert'",
    )
      .bind(carrier.email.toLowerCase())
      .first<{ n: number }>();
    expect(all?.n).toBe(1);
    // The notice is among the carrier's unread notifications.
    const unread = await expectStatus<{ title: string }[] | { notifications: { title: string }[] }>(
      await call("listCarrierNotifications", { as: carrier }),
      200,
    );
    expect(JSON.stringify(unread)).toContain("Rate alert: Dallas, TX → Atlanta, GA · Dry Van");
    expect(await outbox(lapsed.email)).toEqual([]);
    const lanes = await expectStatus<{ lanes: { alert: { lastSeenPerMile: number } }[] }>(
      await call("listSavedLanes", { as: carrier }),
      200,
    );
    expect(lanes.lanes[0]?.alert.lastSeenPerMile).toBe(3);

    // The e-mail's link: reading it changes nothing; posting turns the alert off, and says so again.
    const token = /\/alerts\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    expect(token.length).toBeGreaterThanOrEqual(40);
    const read = await expectStatus<{ active: boolean }>(
      await call("getRateAlertSubscription", { params: { token } }),
      200,
    );
    expect(read.active).toBe(true);
    const off = await expectStatus<{ active: boolean; message: string }>(
      await call("unsubscribeRateAlert", { params: { token } }),
      200,
    );
    expect(off).toEqual({
      lane: "Dallas, TX → Atlanta, GA · Dry Van",
      active: false,
      message: "Rate alerts for Dallas, TX → Atlanta, GA · Dry Van are off. You will get no more e-mails about it.",
    });
    expect(
      (await expectStatus<{ active: boolean }>(await call("getRateAlertSubscription", { params: { token } }), 200))
        .active,
    ).toBe(false);
    const after = await expectStatus<{ lanes: { alert: unknown }[] }>(
      await call("listSavedLanes", { as: carrier }),
      200,
    );
    expect(after.lanes[0]?.alert).toBeNull();
    await expectStatus(await call("unsubscribeRateAlert", { params: { token: "not-a-token" } }), 404);

    // Unsubscribed, the lane crosses again (down under $2.50, then back above): the job no longer
    // checks it, and no second e-mail or notice arrives.
    const median = async () =>
      (
        await expectStatus<{ lanes: { current: { carrierRate: { perMile: { median: number } } } }[] }>(
          await call("listSavedLanes", { as: carrier }),
          200,
        )
      ).lanes[0]?.current.carrierRate.perMile.median;
    await reports(25, 2);
    expect(await median()).toBeLessThan(2.5);
    expect(await checkRateAlerts(testContext({ now: Date.now() + 3 }))).toEqual({ checked: 0, sent: 0 });
    await reports(30, 3.5);
    expect(await median()).toBeGreaterThanOrEqual(2.5);
    expect(await checkRateAlerts(testContext({ now: Date.now() + 4 }))).toEqual({ checked: 0, sent: 0 });
    await runCron(Date.now() + 5);
    const rateAlertMails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?1 AND template = 'rate-alert'",
    )
      .bind(carrier.email.toLowerCase())
      .first<{ n: number }>();
    expect(rateAlertMails?.n).toBe(1);
    expect((await notices()).results).toHaveLength(1);
  });
});
