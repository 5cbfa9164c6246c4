import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../src/core/queue-messages";
import worker from "../src/index";
import { consumeBatch, DEAD_LETTER_QUEUE, NOTIFICATIONS_QUEUE } from "../src/queues/consumer";
import type { Mailer } from "../src/services/mail/mailer";

const mail = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: "mail",
  dedupeKey: `welcome:${crypto.randomUUID()}`,
  to: "Carrier@Example.com",
  template: "welcome",
  subject: "Welcome to TrueRate",
  text: "Your account is ready.",
  ...overrides,
});

const delivery = <Body>(body: Body, attempts = 1) => ({
  id: crypto.randomUUID(),
  timestamp: new Date(),
  attempts,
  body,
});

const outboxRow = (dedupeKey: string) =>
  env.DB.prepare("SELECT to_address, subject, template, status FROM mail_outbox WHERE dedupe_key = ?1")
    .bind(dedupeKey)
    .first<{ to_address: string; subject: string; template: string; status: string }>();

const deadLetter = (messageId: string) =>
  env.DB.prepare("SELECT queue, body, attempts FROM dead_letters WHERE message_id = ?1")
    .bind(messageId)
    .first<{ queue: string; body: string; attempts: number }>();

describe("the NOTIFICATIONS queue consumer", () => {
  it("writes a mail message to the outbox and acks it", async () => {
    const message = mail();
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery(message)]);
    const ctx = createExecutionContext();

    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);

    expect(result.explicitAcks, JSON.stringify(result)).toEqual([batch.messages[0]?.id]);
    expect(result.retryMessages).toEqual([]);
    expect(await outboxRow(message.dedupeKey)).toEqual({
      to_address: "carrier@example.com",
      subject: message.subject,
      template: "welcome",
      status: "sent",
    });
  });

  it("writes one outbox row when the same message is delivered twice", async () => {
    const message = mail();
    for (const attempts of [1, 2]) {
      const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery(message, attempts)]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env, ctx);
      await getQueueResult(batch, ctx);
    }
    const { results } = await env.DB.prepare("SELECT id FROM mail_outbox WHERE dedupe_key = ?1")
      .bind(message.dedupeKey)
      .all();
    expect(results).toHaveLength(1);
  });

  it("keeps a message it cannot parse as a dead letter and acks it, rather than retrying forever", async () => {
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery({ kind: "carrier-pigeon" })]);
    const ctx = createExecutionContext();

    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);

    const id = batch.messages[0]?.id ?? "";
    expect(result.explicitAcks, JSON.stringify(result)).toEqual([id]);
    expect(await deadLetter(id)).toEqual({
      queue: NOTIFICATIONS_QUEUE,
      body: '{"kind":"carrier-pigeon"}',
      attempts: 1,
    });
  });

  it("retries a message whose mail cannot be sent, later with each attempt", async () => {
    const failingMailer: Mailer = {
      send: () => Promise.reject(new Error("mail provider unavailable")),
    };
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery(mail(), 1), delivery(mail(), 3)]);
    // The simulated batch records which messages were retried but drops the delay; spy to see it.
    const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
    const ctx = createExecutionContext();

    await consumeBatch(batch, env, { mailer: failingMailer });
    const result = await getQueueResult(batch, ctx);

    expect(result.explicitAcks, JSON.stringify(result)).toEqual([]);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual(batch.messages.map((message) => message.id));
    expect(retries[0]).toHaveBeenCalledExactlyOnceWith({ delaySeconds: 10 });
    expect(retries[1]).toHaveBeenCalledExactlyOnceWith({ delaySeconds: 40 });
  });

  it("acks the other messages of a batch when one fails", async () => {
    const sent: string[] = [];
    const flakyMailer: Mailer = {
      send: async (message) => {
        if (message.template === "broken") throw new Error("template missing");
        sent.push(message.dedupeKey);
      },
    };
    const good = mail();
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery(mail({ template: "broken" })), delivery(good)]);
    const ctx = createExecutionContext();

    await consumeBatch(batch, env, { mailer: flakyMailer });
    const result = await getQueueResult(batch, ctx);

    expect(result.explicitAcks, JSON.stringify(result)).toEqual([batch.messages[1]?.id]);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual([batch.messages[0]?.id]);
    expect(sent).toEqual([good.dedupeKey]);
  });

  it("retries mail when production has no mail provider, and still keeps invalid messages", async () => {
    const production = { ...env, ENVIRONMENT: "production", MAIL_PROVIDER_URL: "", MAIL_PROVIDER_TOKEN: "" };
    const message = mail();
    const batch = createMessageBatch(NOTIFICATIONS_QUEUE, [delivery(message), delivery({ kind: "smoke-signal" })]);
    const ctx = createExecutionContext();

    await worker.queue(batch, production, ctx);
    const result = await getQueueResult(batch, ctx);

    expect(
      result.retryMessages.map((retry) => retry.msgId),
      JSON.stringify(result),
    ).toEqual([batch.messages[0]?.id]);
    expect(result.explicitAcks).toEqual([batch.messages[1]?.id]);
    expect(await outboxRow(message.dedupeKey), "no mail written to the dev outbox in production").toBeNull();
    expect(await deadLetter(batch.messages[1]?.id ?? "")).toMatchObject({ queue: NOTIFICATIONS_QUEUE });
  });

  it("keeps every message of the dead-letter queue in dead_letters and acks it", async () => {
    const message = mail();
    const batch = createMessageBatch(DEAD_LETTER_QUEUE, [delivery(message, 6)]);
    const ctx = createExecutionContext();

    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);

    const id = batch.messages[0]?.id ?? "";
    expect(result.explicitAcks, JSON.stringify(result)).toEqual([id]);
    const row = await deadLetter(id);
    expect(row, "dead letter row").toMatchObject({ queue: NOTIFICATIONS_QUEUE, attempts: 6 });
    expect(JSON.parse(row?.body ?? "null")).toEqual(message);
  });

  it("retries a dead letter it cannot store, rather than dropping it", async () => {
    const unavailable: Partial<D1Database> = {
      prepare: () => {
        throw new Error("D1 unavailable");
      },
    };
    const batch = createMessageBatch(DEAD_LETTER_QUEUE, [delivery(mail(), 6)]);
    const ctx = createExecutionContext();

    await worker.queue(batch, { ...env, DB: unavailable as D1Database }, ctx);
    const result = await getQueueResult(batch, ctx);

    expect(result.explicitAcks, JSON.stringify(result)).toEqual([]);
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual([batch.messages[0]?.id]);
  });

  it("delivers a message sent through the real NOTIFICATIONS binding to the consumer", async () => {
    const message = mail({ template: "binding-check" });

    await env.NOTIFICATIONS.send(message);

    await expect
      .poll(() => outboxRow(message.dedupeKey), { timeout: 10_000, interval: 100 })
      .toMatchObject({ template: "binding-check", status: "sent" });
  });
});
