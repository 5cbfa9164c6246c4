// Notification jobs on the NOTIFICATIONS queue: one row and one e-mail per dedupe key, retries with
// backoff while the mailer fails, then the dead-letter table, and an administrator's retry that
// delivers it: nothing is lost and nothing is doubled.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { NotificationMessage } from "../src/core/queue-messages";
import worker from "../src/index";
import { consumeBatch, DEAD_LETTER_QUEUE, NOTIFICATIONS_QUEUE } from "../src/queues/consumer";
import type { Mailer } from "../src/services/mail/mailer";
import { call } from "./support/call";
import { expectStatus, signedInUser, type TestUser } from "./support/documents";
import type { Problem } from "./support/loads";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
type Body = any;

let carrier: TestUser;
let admin: TestUser;
let broker: TestUser;

beforeAll(async () => {
  carrier = await signedInUser("carrier", { mcNumber: "MC7770001" });
  admin = await signedInUser("admin");
  broker = await signedInUser("broker");
});

const job = (overrides: Partial<NotificationMessage> = {}): NotificationMessage => ({
  kind: "notification",
  dedupeKey: `test-notice:${crypto.randomUUID()}`,
  userId: carrier.id,
  type: "compliance_deadline",
  title: "Broker missed the 48-hour deadline",
  message: "No documents for load LD-1 reached you in time.",
  loadId: null,
  documentId: null,
  occurredAt: Date.UTC(2026, 10, 23, 15),
  mail: { template: "deadline-missed", subject: "TrueRate: Broker missed the 48-hour deadline", text: "No documents." },
  ...overrides,
});

const delivery = <Body>(body: Body, attempts = 1) => ({
  id: crypto.randomUUID(),
  timestamp: new Date(),
  attempts,
  body,
});

const failingMailer: Mailer = { send: () => Promise.reject(new Error("mail provider unavailable")) };

async function rows(dedupeKey: string) {
  const { results } = await env.DB.prepare(
    "SELECT user_id AS userId, type, title, is_read AS isRead, created_at AS createdAt FROM notifications WHERE dedupe_key = ?",
  )
    .bind(dedupeKey)
    .all<Record<string, unknown>>();
  return results;
}

async function mails(dedupeKey: string) {
  const { results } = await env.DB.prepare('SELECT to_address AS "to", template FROM mail_outbox WHERE dedupe_key = ?')
    .bind(`${dedupeKey}:mail`)
    .all<{ to: string; template: string }>();
  return results;
}

async function consume(queue: string, messages: ReturnType<typeof delivery>[], mailer?: Mailer) {
  const batch = createMessageBatch(queue, messages);
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  if (mailer) await consumeBatch(batch, env, { mailer });
  else await worker.queue(batch, env, ctx);
  return { batch, retries, result: await getQueueResult(batch, ctx) };
}

describe("notification jobs", () => {
  it("write the notification and e-mail the user, once however often they are delivered", async () => {
    const notice = job();
    for (const attempts of [1, 2]) {
      const { result, batch } = await consume(NOTIFICATIONS_QUEUE, [delivery(notice, attempts)]);
      expect(result.explicitAcks, JSON.stringify(result)).toEqual([batch.messages[0]?.id]);
    }
    expect(await rows(notice.dedupeKey)).toEqual([
      { userId: carrier.id, type: "compliance_deadline", title: notice.title, isRead: 0, createdAt: notice.occurredAt },
    ]);
    expect(await mails(notice.dedupeKey)).toEqual([{ to: carrier.email, template: "deadline-missed" }]);
  });

  it("are acked with nothing written when the user no longer exists", async () => {
    const notice = job({ userId: crypto.randomUUID() });
    const { result } = await consume(NOTIFICATIONS_QUEUE, [delivery(notice)]);
    expect(result.explicitAcks, JSON.stringify(result)).toHaveLength(1);
    expect(await rows(notice.dedupeKey)).toEqual([]);
  });

  it("still write the notification when the mailer cannot even be built, and retry the e-mail", async () => {
    const notice = job();
    const production = { ...env, ENVIRONMENT: "production", MAIL_PROVIDER_URL: "", MAIL_PROVIDER_TOKEN: "" };
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery(notice)]);
    const ctx = createExecutionContext();
    await worker.queue(batch, production, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(
      result.retryMessages.map((retry) => retry.msgId),
      JSON.stringify(result),
    ).toEqual([batch.messages[0]?.id]);
    expect(await rows(notice.dedupeKey)).toHaveLength(1);
  });
});

describe("a failing mailer", () => {
  it("ends in retries with backoff, then the dead-letter table, and an administrator's retry delivers it once", async () => {
    const notice = job();

    // Five deliveries (max_retries = 5 in wrangler.toml), each retried later than the one before.
    const delays: number[] = [];
    for (const attempts of [1, 2, 3, 4, 5]) {
      const { result, retries } = await consume(NOTIFICATIONS_QUEUE, [delivery(notice, attempts)], failingMailer);
      expect(result.explicitAcks, JSON.stringify(result)).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      const options = retries[0]?.mock.calls[0]?.[0] as { delaySeconds?: number } | undefined;
      delays.push(options?.delaySeconds ?? Number.NaN);
    }
    expect(delays).toEqual([10, 20, 40, 80, 160]);
    expect(await rows(notice.dedupeKey), "the in-app notification is written at once, and once").toHaveLength(1);
    expect(await mails(notice.dedupeKey)).toEqual([]);

    // The queue then hands it to the dead-letter queue, whose consumer keeps it.
    const { result, batch } = await consume(DEAD_LETTER_QUEUE, [delivery(notice, 6)]);
    expect(result.explicitAcks, JSON.stringify(result)).toEqual([batch.messages[0]?.id]);

    const listed = await expectStatus<Body>(await call("listDeadLetters", { as: admin }), 200);
    const letter = listed.deadLetters.find((row: Body) => row.dedupeKey === notice.dedupeKey);
    expect(letter, JSON.stringify(listed)).toMatchObject({
      queue: NOTIFICATIONS_QUEUE,
      kind: "notification",
      attempts: 6,
      retriedAt: null,
      body: notice,
    });

    const retried = await expectStatus<Body>(
      await call("retryDeadLetter", { params: { id: letter.id }, as: admin }),
      200,
    );
    expect(retried.deadLetter.retriedAt, JSON.stringify(retried)).toBeTruthy();

    // The real queue delivers it to the consumer, whose mailer works again.
    await expect.poll(async () => (await mails(notice.dedupeKey)).length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await rows(notice.dedupeKey), "still one notification").toHaveLength(1);
    const pending = await expectStatus<Body>(await call("listDeadLetters", { as: admin }), 200);
    expect(pending.deadLetters.map((row: Body) => row.id)).not.toContain(letter.id);
    const all = await expectStatus<Body>(
      await call("listDeadLetters", { query: { status: "retried" }, as: admin }),
      200,
    );
    expect(all.deadLetters.map((row: Body) => row.id)).toContain(letter.id);
    const audit = await env.DB.prepare(
      "SELECT actor_user_id FROM audit_log WHERE action = 'dead_letter.retried' AND entity_id = ?",
    )
      .bind(letter.id)
      .first();
    expect(audit).toEqual({ actor_user_id: admin.id });
  }, 30_000);
});

describe("the dead-letter endpoints", () => {
  it("are for administrators only", async () => {
    for (const user of [carrier, broker]) {
      const problem = await expectStatus<Problem>(await call("listDeadLetters", { as: user }), 403);
      expect(problem.message).toBe("This page is only accessible to administrators");
      await expectStatus(await call("retryDeadLetter", { params: { id: crypto.randomUUID() }, as: user }), 403);
    }
    await expectStatus(await call("listDeadLetters"), 401);
    await expectStatus(await call("retryDeadLetter", { params: { id: crypto.randomUUID() } }), 401);
  });

  it("answer 404 for an unknown dead letter and 409 for one the queue cannot read", async () => {
    await expectStatus(await call("retryDeadLetter", { params: { id: crypto.randomUUID() }, as: admin }), 404);
    const { batch } = await consume(NOTIFICATIONS_QUEUE, [delivery({ kind: "carrier-pigeon" })]);
    const row = await env.DB.prepare("SELECT id FROM dead_letters WHERE message_id = ?")
      .bind(batch.messages[0]?.id)
      .first<{ id: string }>();
    const problem = await expectStatus<Problem>(
      await call("retryDeadLetter", { params: { id: row?.id }, as: admin }),
      409,
    );
    expect(problem.code).toBe("CONFLICT");
  });
});
