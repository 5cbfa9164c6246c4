import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadDeadlineStub } from "../src/durable-objects/load-deadline";

const HOUR = 3600 * 1000;

/** Each test names its own load, so each gets its own object and storage. */
function freshDeadline() {
  const loadId = crypto.randomUUID();
  return { loadId, stub: loadDeadlineStub(env, loadId) };
}

const storedAlarm = (stub: ReturnType<typeof loadDeadlineStub>) =>
  runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());

describe("the LoadDeadline Durable Object", () => {
  it("arms an alarm at the deadline when scheduled", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;

    const state = await stub.schedule(loadId, deadlineAt);

    expect(state).toEqual({ status: "scheduled", loadId, deadlineAt });
    expect(await storedAlarm(stub)).toBe(deadlineAt);
  });

  it("marks the deadline missed when the alarm fires first", async () => {
    const { loadId, stub } = freshDeadline();
    await stub.schedule(loadId, Date.now() + 48 * HOUR);

    expect(await runDurableObjectAlarm(stub), "an alarm was armed").toBe(true);

    const state = await stub.status();
    expect(state, JSON.stringify(state)).toMatchObject({ status: "missed", loadId });
    expect(await storedAlarm(stub)).toBeNull();
  });

  it("changes nothing when the alarm is delivered a second time", async () => {
    const { loadId, stub } = freshDeadline();
    await stub.schedule(loadId, Date.now() + 48 * HOUR);
    await runDurableObjectAlarm(stub);
    const first = await stub.status();

    // Alarms are at-least-once; runDurableObjectAlarm simulates no redelivery, so call the handler again.
    await runInDurableObject(stub, (instance) => instance.alarm());

    expect(await stub.status()).toEqual(first);
    expect(await storedAlarm(stub)).toBeNull();
  });

  it("keeps a missed outcome when documents arrive afterwards or the load is rescheduled", async () => {
    const { loadId, stub } = freshDeadline();
    await stub.schedule(loadId, Date.now() + 48 * HOUR);
    await runDurableObjectAlarm(stub);

    expect(await stub.settle()).toMatchObject({ status: "missed" });
    expect(await stub.schedule(loadId, Date.now() + 96 * HOUR)).toMatchObject({ status: "missed" });
    expect(await storedAlarm(stub)).toBeNull();
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

  it("restores its state from storage after the object is evicted", async () => {
    const { loadId, stub } = freshDeadline();
    const deadlineAt = Date.now() + 48 * HOUR;
    await stub.schedule(loadId, deadlineAt);

    await evictDurableObject(stub);

    expect(await stub.status()).toEqual({ status: "scheduled", loadId, deadlineAt });
  });
});
