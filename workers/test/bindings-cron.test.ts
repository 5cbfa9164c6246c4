import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "../src/db/client";
import worker from "../src/index";

const db = createDb(env.DB);
const MINUTE = 60 * 1000;

async function runCron(scheduledTime: number) {
  const controller = createScheduledController({ scheduledTime, cron: "*/15 * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the housekeeping cron", () => {
  it("deletes expired sessions, idempotency keys and throttles, and keeps live ones", async () => {
    const now = Date.now();
    const [user] = await db
      .insert(schema.users)
      .values({ email: `cron-${crypto.randomUUID()}@example.com`, passwordHash: "hash" })
      .returning();
    const userId = user?.id ?? "";
    await db.insert(schema.sessions).values([
      { id: "session-expired", userId, expiresAt: new Date(now - MINUTE) },
      { id: "session-live", userId, expiresAt: new Date(now + 30 * MINUTE) },
    ]);
    await db.insert(schema.idempotencyKeys).values([
      { id: "key-expired", scope: "user", key: "a", requestHash: "h", expiresAt: new Date(now - MINUTE) },
      { id: "key-live", scope: "user", key: "b", requestHash: "h", expiresAt: new Date(now + MINUTE) },
    ]);
    await db.insert(schema.authThrottles).values([
      {
        key: "throttle-lifted",
        windowStartedAt: new Date(now - 25 * 60 * MINUTE),
        blockedUntil: new Date(now - MINUTE),
      },
      { key: "throttle-cooling", windowStartedAt: new Date(now - 60 * MINUTE), blockedUntil: new Date(now - MINUTE) },
      { key: "throttle-blocking", windowStartedAt: new Date(now), blockedUntil: new Date(now + 15 * MINUTE) },
    ]);

    await runCron(now);

    const sessions = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(inArray(schema.sessions.id, ["session-expired", "session-live"]));
    expect(sessions.map((session) => session.id)).toEqual(["session-live"]);
    const keys = await db
      .select({ id: schema.idempotencyKeys.id })
      .from(schema.idempotencyKeys)
      .where(inArray(schema.idempotencyKeys.id, ["key-expired", "key-live"]));
    expect(keys.map((key) => key.id)).toEqual(["key-live"]);
    const throttles = await db
      .select({ key: schema.authThrottles.key })
      .from(schema.authThrottles)
      .where(inArray(schema.authThrottles.key, ["throttle-lifted", "throttle-cooling", "throttle-blocking"]));
    expect(throttles.map((throttle) => throttle.key).sort()).toEqual(["throttle-blocking", "throttle-cooling"]);
  });

  it("deletes nothing that is still valid, however often it runs", async () => {
    const now = Date.now();
    const [user] = await db
      .insert(schema.users)
      .values({ email: `cron-${crypto.randomUUID()}@example.com`, passwordHash: "hash" })
      .returning();
    const id = `session-${crypto.randomUUID()}`;
    await db.insert(schema.sessions).values({ id, userId: user?.id ?? "", expiresAt: new Date(now + MINUTE) });

    await runCron(now);
    await runCron(now);

    const kept = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(inArray(schema.sessions.id, [id]));
    expect(kept).toEqual([{ id }]);
  });
});
