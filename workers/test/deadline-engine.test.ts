// The 48-hour engine end to end: a load created through the API arms its LoadDeadline object, the
// alarm reminds at 24 and 12 hours, then records a miss exactly once however often it runs; a
// document shared in time settles it; deleting the load cancels it.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DeadlineState, LoadDeadline } from "../src/durable-objects/load-deadline";
import { loadDeadlineStub } from "../src/services/deadlines/stub";
import { rearmStalledDeadlines } from "../src/services/deadlines/sweep";
import { call } from "./support/call";
import { testContext } from "./support/context";
import {
  complianceEvents,
  createLoad,
  expectStatus,
  loadRow,
  notificationsOf,
  shareDocument,
  signedInUser,
  type Tenant,
} from "./support/documents";
import { world } from "./support/fixed-world";
import { insertLoads } from "./support/loads";

const HOUR = 60 * 60 * 1000;
/** Queue deliveries come in batches about a second apart; the engine's tests wait for several. */
const QUEUE_TEST_TIMEOUT = 30_000;

type Stub = ReturnType<typeof loadDeadlineStub>;

let tenant: Tenant;

beforeAll(async () => {
  tenant = await world.tenantA();
  await signedInUser("admin");
  await signedInUser("admin");
});

const storedAlarm = (stub: Stub) => runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());

async function runAlarm(stub: Stub): Promise<DeadlineState> {
  expect(await runDurableObjectAlarm(stub), "an alarm was armed").toBe(true);
  return stub.status();
}

async function adminIds(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT id FROM users WHERE is_admin = 1 OR user_type = 'admin'").all<{
    id: string;
  }>();
  return results.map((row) => row.id);
}

/** Waits until the consumer has written `count` notifications of the load whose dedupe key starts with `event`. */
async function waitForNotifications(loadId: string, event: string, count: number) {
  await expect
    .poll(
      async () =>
        (await notificationsOf({ loadId })).filter((notification) => notification.dedupeKey.startsWith(`${event}:`))
          .length,
      { timeout: 10_000, interval: 100, message: `${event} notifications of ${loadId}` },
    )
    .toBe(count);
  return (await notificationsOf({ loadId })).filter((notification) => notification.dedupeKey.startsWith(`${event}:`));
}

async function mailCount(dedupePrefix: string): Promise<number> {
  // D1 refuses LIKE patterns over 50 bytes; a prefix comparison has no such limit.
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE substr(dedupe_key, 1, length(?1)) = ?1")
    .bind(dedupePrefix)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("the 48-hour engine", () => {
  it("arms one object per load when the load is created, for the reminder 24 hours before the deadline", async () => {
    const load = await createLoad(tenant);
    const stub = loadDeadlineStub({ env }, load.id);
    const deadlineAt = Date.parse(load.deadlineAt);

    expect(deadlineAt - Date.parse(load.uploadedAt)).toBe(48 * HOUR);
    expect(await stub.status()).toEqual({
      status: "scheduled",
      loadId: load.id,
      deadlineAt,
      next: "reminder-24",
      alarmAt: deadlineAt - 24 * HOUR,
      failures: 0,
    });
    expect(await storedAlarm(stub)).toBe(deadlineAt - 24 * HOUR);
  });

  it(
    "reminds at 24 and 12 hours, then records the miss once and tells everyone once, however often the alarm runs",
    async () => {
      const load = await createLoad(tenant);
      const stub = loadDeadlineStub({ env }, load.id);
      const deadlineAt = Date.parse(load.deadlineAt);
      const brokers = tenant.brokers.map((broker) => broker.id).sort();

      expect(await runAlarm(stub)).toMatchObject({ status: "reminded", hoursBefore: 24, next: "reminder-12" });
      expect(await storedAlarm(stub)).toBe(deadlineAt - 12 * HOUR);
      const reminders = await waitForNotifications(load.id, "deadline-reminder-24", 2);
      expect(reminders.map((notification) => notification.userId).sort()).toEqual(brokers);
      expect(reminders[0]).toMatchObject({ type: "compliance_deadline", title: "Documents due in 24 hours" });

      expect(await runAlarm(stub)).toMatchObject({ status: "reminded", hoursBefore: 12, next: "deadline" });
      expect(await storedAlarm(stub)).toBe(deadlineAt);
      await waitForNotifications(load.id, "deadline-reminder-12", 2);
      expect((await loadRow(load.id))?.compliance_status, "still pending before the deadline").toBe("pending");

      const beforeDeadline = await stub.status();
      expect(await runAlarm(stub)).toMatchObject({ status: "missed", loadId: load.id, deadlineAt });
      expect(await storedAlarm(stub), "nothing left to fire").toBeNull();
      const missed = await stub.status();

      // At least once: the same alarm delivered again, and a re-run of the deadline step as if the
      // object had crashed after writing D1 but before storing its outcome.
      await runInDurableObject(stub, (instance: LoadDeadline) => instance.alarm());
      expect(await stub.status()).toEqual(missed);
      await runInDurableObject(stub, async (instance: LoadDeadline, state) => {
        await state.storage.put("state", beforeDeadline);
        await state.storage.setAlarm(deadlineAt);
        Object.assign(instance, { state: beforeDeadline });
      });
      expect(await runAlarm(stub)).toMatchObject({ status: "missed" });

      expect((await loadRow(load.id))?.compliance_status).toBe("overdue");
      expect(await complianceEvents(load.id), "one compliance event").toEqual(["deadline_missed"]);
      const audits = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'load.deadline_missed' AND entity_id = ?",
      )
        .bind(load.id)
        .first<{ n: number }>();
      expect(audits?.n, "one audit row").toBe(1);

      const everyone = [tenant.carrier.id, ...brokers, ...(await adminIds())];
      const notices = await waitForNotifications(load.id, "deadline-missed", everyone.length);
      expect(notices.map((notification) => notification.userId).sort()).toEqual([...everyone].sort());
      await expect
        .poll(() => mailCount(`deadline-missed:${load.id}:`), { timeout: 10_000, interval: 100 })
        .toBe(everyone.length);
      // Give any duplicate delivery time to land, then count again: still one set.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await waitForNotifications(load.id, "deadline-missed", everyone.length)).toHaveLength(everyone.length);
      expect(await mailCount(`deadline-missed:${load.id}:`)).toBe(everyone.length);
      const carrierNotice = notices.find((notification) => notification.userId === tenant.carrier.id);
      expect(carrierNotice?.title).toBe("Broker missed the 48-hour deadline");
    },
    QUEUE_TEST_TIMEOUT,
  );

  it(
    "tells an unregistered broker by the e-mail address on the load",
    async () => {
      const load = await createLoad(tenant, {
        brokerMcNumber: undefined,
        brokerName: "Nobody Brokers",
        brokerEmail: "ops@nobody-brokers.test",
      });
      expect(load.brokerRegistrationStatus).toBe("unregistered");
      const stub = loadDeadlineStub({ env }, load.id);
      await runAlarm(stub);
      await runAlarm(stub);
      expect(await runAlarm(stub)).toMatchObject({ status: "missed" });
      await expect
        .poll(() => mailCount(`deadline-missed:${load.id}:broker-email`), { timeout: 10_000, interval: 100 })
        .toBe(1);
      expect(await mailCount(`deadline-reminder-24:${load.id}:broker-email`)).toBe(1);
    },
    QUEUE_TEST_TIMEOUT,
  );

  it("makes the load compliant and settles its object when a document is shared in time", async () => {
    const load = await createLoad(tenant);
    const stub = loadDeadlineStub({ env }, load.id);

    const shared = await shareDocument(tenant, load);

    expect(shared.complianceStatus, JSON.stringify(shared)).toBe("compliant");
    expect(await stub.status()).toMatchObject({ status: "met", loadId: load.id });
    expect(await storedAlarm(stub)).toBeNull();
    expect(await runDurableObjectAlarm(stub), "no alarm left").toBe(false);
    expect((await loadRow(load.id))?.compliance_status).toBe("compliant");
    await shareDocument(tenant, load);
    expect(await complianceEvents(load.id), "one event for two documents").toEqual(["deadline_met"]);
  });

  it("settles at its next step when a document was shared in time but the settle never arrived", async () => {
    const load = await createLoad(tenant);
    const stub = loadDeadlineStub({ env }, load.id);
    await env.DB.prepare(
      `INSERT INTO documents (id, user_id, brokerage_id, load_id, file_name, original_file_name, document_type, file_size,
         mime_type, file_path, is_shared, shared_at, shared_with_user_id)
       VALUES (?1, ?2, ?3, ?4, 'rc.pdf', 'rc.pdf', 'compliance_doc', 10, 'application/pdf', 'documents/x/y', 1, ?5, ?6)`,
    )
      .bind(crypto.randomUUID(), tenant.brokers[0].id, tenant.brokerageId, load.id, Date.now(), tenant.carrier.id)
      .run();

    expect(await runAlarm(stub)).toMatchObject({ status: "met" });
    expect((await loadRow(load.id))?.compliance_status).toBe("compliant");
    expect(await complianceEvents(load.id)).toEqual(["deadline_met"]);
    expect(await notificationsOf({ loadId: load.id, type: "compliance_deadline" }), "no reminder sent").toEqual([]);
  });

  it("keeps a load overdue when its document comes after the deadline, and fires an overdue alarm on its own", async () => {
    const uploadedAt = Date.now() - 49 * HOUR;
    const [loadId = ""] = await insertLoads([
      {
        userId: tenant.carrier.id,
        brokerName: tenant.brokerName,
        brokerageId: tenant.brokerageId,
        trailerType: "dry_van",
        pickup: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
        delivery: { city: "Atlanta", state: "GA", lat: 33.75, lng: -84.39 },
        uploadedAt,
      },
    ]);
    const row = await loadRow(loadId);
    const load = {
      id: loadId,
      loadNumber: String(row?.load_number),
      uploadedAt: new Date(uploadedAt).toISOString(),
      deadlineAt: new Date(Number(row?.deadline_at)).toISOString(),
      brokerRegistrationStatus: "registered",
    };

    const late = await shareDocument(tenant, load);
    expect(late, JSON.stringify(late)).toMatchObject({ complianceStatus: "pending", document: { isOverdue: true } });

    const stub = loadDeadlineStub({ env }, loadId);
    expect(await stub.schedule(loadId, Number(row?.deadline_at))).toMatchObject({ next: "deadline" });
    await expect.poll(async () => (await stub.status()).status, { timeout: 10_000, interval: 100 }).toBe("missed");
    expect((await loadRow(loadId))?.compliance_status).toBe("overdue");
    expect(await complianceEvents(loadId)).toEqual(["deadline_missed"]);
  });

  it("cancels the alarm when the load is deleted", async () => {
    const load = await createLoad(tenant);
    const stub = loadDeadlineStub({ env }, load.id);
    expect(await storedAlarm(stub)).not.toBeNull();

    await expectStatus(await call("deleteLoad", { params: { id: load.id }, as: tenant.carrier }), 204);

    expect(await stub.status()).toEqual({ status: "unscheduled" });
    expect(await storedAlarm(stub)).toBeNull();
    expect(await runDurableObjectAlarm(stub), "nothing left to fire").toBe(false);
  });

  it("decides a load whose object was never armed when the cron's sweep finds it past its deadline", async () => {
    const [loadId = ""] = await insertLoads([
      {
        userId: tenant.carrier.id,
        brokerageId: tenant.brokerageId,
        trailerType: "reefer",
        pickup: { city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 },
        delivery: { city: "Atlanta", state: "GA", lat: 33.75, lng: -84.39 },
        uploadedAt: Date.now() - 50 * HOUR,
      },
    ]);
    expect(await loadDeadlineStub({ env }, loadId).status()).toEqual({ status: "unscheduled" });

    expect(await rearmStalledDeadlines(testContext())).toBeGreaterThanOrEqual(1);

    await expect
      .poll(async () => (await loadRow(loadId))?.compliance_status, { timeout: 10_000, interval: 100 })
      .toBe("overdue");
    expect(await complianceEvents(loadId)).toEqual(["deadline_missed"]);
  });
});
