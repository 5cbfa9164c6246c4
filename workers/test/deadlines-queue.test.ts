import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { DEAD_LETTER_QUEUE, DEADLINES_QUEUE } from "../src/queues/consumer";
import { deadlineMessages } from "../src/services/deadlines/arm";
import { loadDeadlineStub } from "../src/services/deadlines/stub";
import { call } from "./support/call";
import { expectStatus, signedInUser } from "./support/documents";

const HOUR = 3_600_000;

const delivery = (body: unknown) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body });

async function consume(bodies: unknown[], queue: string = DEADLINES_QUEUE) {
  const batch = createMessageBatch(queue, bodies.map(delivery));
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return { batch, result: await getQueueResult(batch, ctx) };
}

describe("the DEADLINES queue consumer", () => {
  it("arms every load's deadline object of every message, and acks each message", async () => {
    const deadlineAt = Date.now() + 48 * HOUR;
    const loads = Array.from({ length: 150 }, () => ({ loadId: crypto.randomUUID(), deadlineAt }));
    const messages = deadlineMessages(loads);
    expect(messages.map((message) => message.loads.length)).toEqual([100, 50]);

    const { batch, result } = await consume(messages);
    expect(result.explicitAcks.sort(), JSON.stringify(result)).toEqual(batch.messages.map((m) => m.id).sort());
    expect(result.retryMessages).toEqual([]);
    for (const index of [0, 99, 149]) {
      const { loadId } = loads[index] as (typeof loads)[number];
      expect(await loadDeadlineStub({ env }, loadId).status()).toMatchObject({ status: "scheduled", deadlineAt });
    }
    // A redelivery changes nothing: arming an armed deadline again is a no-op.
    const again = await consume(messages);
    expect(again.result.retryMessages).toEqual([]);
    expect(await loadDeadlineStub({ env }, loads[0]?.loadId as string).status()).toMatchObject({ status: "scheduled" });
    // 300 Durable Object calls: about a second alone, several on a machine busy with other work.
  }, 30_000);

  it("keeps a message it cannot read as a dead letter instead of retrying it forever", async () => {
    const { batch, result } = await consume([{ kind: "deadline", loads: [] }]);
    expect(result.explicitAcks).toEqual([batch.messages[0]?.id]);
    const row = await env.DB.prepare("SELECT queue FROM dead_letters WHERE message_id = ?1")
      .bind(batch.messages[0]?.id)
      .first<{ queue: string }>();
    expect(row?.queue).toBe(DEADLINES_QUEUE);
  });

  it("labels its exhausted messages, which reach the shared dead-letter queue, with the deadlines queue", async () => {
    const message = { kind: "deadline", loads: [{ loadId: crypto.randomUUID(), deadlineAt: Date.now() + HOUR }] };
    const { batch, result } = await consume([message], DEAD_LETTER_QUEUE);
    expect(result.explicitAcks, JSON.stringify(result)).toEqual([batch.messages[0]?.id]);
    const listed = await expectStatus<{ deadLetters: Record<string, unknown>[] }>(
      await call("listDeadLetters", { as: await signedInUser("admin") }),
      200,
    );
    const letter = listed.deadLetters.find((row) => row.messageId === batch.messages[0]?.id);
    expect(letter, JSON.stringify(listed)).toMatchObject({ queue: DEADLINES_QUEUE, kind: "deadline", body: message });
  });
});
