import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LoadDeadline } from "../src/durable-objects/load-deadline";
import { loadDeadlineStub } from "../src/services/deadlines/stub";

const HOUR = 3600 * 1000;

// The object on its own: no load row exists for these ids, so a step that reaches D1 finds the
// load deleted and forgets itself. The engine with real loads is in deadline-engine.test.ts.

/** Each test names its own load, so each gets its own object and storage. */
function freshDeadline() {
  const loadId = crypto.randomUUID();
  return { loadId, stub: loadDeadlineStub({ env }, loadId) };
}

type Stub = ReturnType<typeof loadDeadlineStub>;

const storedAlarm = (stub: Stub) => runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());

describe("the LoadDeadline Durable Object", () => {
  it("arms its one alarm for the first reminder, 24 hours before the deadline", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;

    const state = await stub.schedule(loadId, deadlineAt);

    expect(state).toEqual({
      status: "scheduled",
      loadId,
      deadlineAt,
      next: "reminder-24",
      alarmAt: deadlineAt - 24 * HOUR,
      failures: 0,
    });
    expect(await storedAlarm(stub)).toBe(deadlineAt - 24 * HOUR);
  });

  it("skips reminders whose time has passed, never the deadline", async () => {
    const soon = freshDeadline();
    const soonDeadline = Date.now() + 20 * HOUR;
    expect(await soon.stub.schedule(soon.loadId, soonDeadline)).toMatchObject({ next: "reminder-12" });
    expect(await storedAlarm(soon.stub)).toBe(soonDeadline - 12 * HOUR);

    const close = freshDeadline();
    const closeDeadline = Date.now() + 2 * HOUR;
    expect(await close.stub.schedule(close.loadId, closeDeadline)).toMatchObject({ next: "deadline" });
    expect(await storedAlarm(close.stub)).toBe(closeDeadline);
  });

  it("keeps its progress when scheduled again for the same deadline", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;
    const first = await stub.schedule(loadId, deadlineAt);

    expect(await stub.schedule(loadId, deadlineAt)).toEqual(first);
    expect(await storedAlarm(stub)).toBe(deadlineAt - 24 * HOUR);
  });

  it("marks the deadline met and disarms the alarm when documents arrive in time", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;
    await stub.schedule(loadId, deadlineAt);

    const settledAt = Date.now();
    const state = await stub.settle(settledAt);

    expect(state).toEqual({ status: "met", loadId, deadlineAt, settledAt });
    expect(await storedAlarm(stub)).toBeNull();
    expect(await runDurableObjectAlarm(stub), "no alarm left to run").toBe(false);
    expect(await stub.status()).toMatchObject({ status: "met" });
    expect(await stub.schedule(loadId, deadlineAt + HOUR), "a met deadline stays met").toMatchObject({ status: "met" });
  });

  it("forgets the alarm and the state when the load is cancelled", async () => {
    const { loadId, stub } = freshDeadline();
    await stub.schedule(loadId, Date.now() + 48 * HOUR);

    await stub.cancel();

    expect(await stub.status()).toEqual({ status: "unscheduled" });
    expect(await storedAlarm(stub)).toBeNull();
    const keys = await runInDurableObject(stub, async (_instance, state) => [...(await state.storage.list()).keys()]);
    expect(keys, "no stored state left").toEqual([]);
  });

  it("forgets itself when its alarm fires for a load that no longer exists", async () => {
    const { loadId, stub } = freshDeadline();
    await stub.schedule(loadId, Date.now() + 48 * HOUR);

    expect(await runDurableObjectAlarm(stub), "an alarm was armed").toBe(true);

    expect(await stub.status()).toEqual({ status: "unscheduled" });
    expect(await storedAlarm(stub)).toBeNull();
    // A second delivery of the same alarm finds nothing to do.
    await runInDurableObject(stub, (instance: LoadDeadline) => instance.alarm());
    expect(await stub.status()).toEqual({ status: "unscheduled" });
  });

  it("keeps its step and re-arms itself when a step fails, rather than losing the deadline", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;
    await stub.schedule(loadId, deadlineAt);

    const before = Date.now();
    await runInDurableObject(stub, async (instance: LoadDeadline) => {
      // D1 unavailable for this one run.
      const failing = {
        prepare: () => {
          throw new Error("D1 unavailable");
        },
        batch: () => Promise.reject(new Error("D1 unavailable")),
      };
      Object.defineProperty(instance, "env", { value: { ...env, DB: failing }, configurable: true });
      await instance.alarm();
    });

    const state = await stub.status();
    expect(state, JSON.stringify(state)).toMatchObject({ status: "scheduled", next: "reminder-24", failures: 1 });
    const alarm = await storedAlarm(stub);
    expect(alarm, "re-armed about 10 seconds later").toBeGreaterThanOrEqual(before + 10_000);
    expect(alarm).toBeLessThan(before + 60_000);
  });

  it("restores its state from storage after the object is evicted", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;
    const scheduled = await stub.schedule(loadId, deadlineAt);

    await evictDurableObject(stub);

    expect(await stub.status()).toEqual(scheduled);
  });
});
