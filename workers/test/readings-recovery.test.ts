// Readings that went astray: one that failed every retry reaches the shared dead-letter queue, whose
// consumer (this worker) keeps it labelled with the readings queue, and an administrator's retry gets
// it read; one whose queue send was lost, or a document from before the reader, the cron hands over again.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Env } from "../src/core/env";
import worker from "../src/index";
import { DEAD_LETTER_QUEUE, READINGS_QUEUE } from "../src/queues/consumer";
import { requeueStaleReadings, STALE_READING_MS } from "../src/services/documents/reading/request";
import { call } from "./support/call";
import { testContext } from "./support/context";
import { expectStatus, pdfFile, signedInUser } from "./support/documents";
import { readPendingDocuments } from "./support/reader";

const readingOf = (documentId: string) =>
  env.DB.prepare("SELECT status FROM document_readings WHERE document_id = ?1")
    .bind(documentId)
    .first<{ status: string }>();

describe("a reading's dead letter", () => {
  it("is kept for the readings queue, and an administrator's retry reads the document after all", async () => {
    const carrier = await signedInUser("carrier");
    const uploaded = await expectStatus<{ document: { id: string } }>(
      await call("uploadDocument", {
        body: {
          document: pdfFile("RATE CONFIRMATION\nLoad #: DL-1\nTotal Carrier Pay: $1,800.00"),
          documentType: "rate_confirmation",
        },
        as: carrier,
      }),
      201,
    );
    const documentId = uploaded.document.id;
    // The reader failed it on every try (its own tests cover that part) and the queue gave up.
    await env.DB.prepare("UPDATE document_readings SET status = 'failed', attempts = 4 WHERE document_id = ?1")
      .bind(documentId)
      .run();
    const message = { kind: "read_document", documentId };
    const batch = createMessageBatch(DEAD_LETTER_QUEUE, [
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 4, body: message },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([batch.messages[0]?.id]);

    const admin = await signedInUser("admin");
    const listed = await expectStatus<{
      deadLetters: { id: string; messageId: string; queue: string; kind: string }[];
    }>(await call("listDeadLetters", { as: admin }), 200);
    const letter = listed.deadLetters.find((row) => row.messageId === batch.messages[0]?.id);
    expect(letter, JSON.stringify(listed)).toMatchObject({ queue: READINGS_QUEUE, kind: "read_document" });

    const retried = await expectStatus<{ retriedAt: string | null }>(
      await call("retryDeadLetter", { params: { id: letter?.id }, as: admin }),
      200,
    );
    expect(retried.retriedAt).not.toBeNull();
    expect(await readingOf(documentId)).toEqual({ status: "pending" });
    await readPendingDocuments();
    expect(await readingOf(documentId)).toEqual({ status: "read" });
  });
});

describe("the housekeeping sweep of readings", () => {
  it("hands the reader again a reading lost on its way, and a document stored before the reader", async () => {
    const carrier = await signedInUser("carrier");
    const upload = async (loadNumber: string) =>
      (
        await expectStatus<{ document: { id: string } }>(
          await call("uploadDocument", {
            body: { document: pdfFile(`Load #: ${loadNumber}`), documentType: "rate_confirmation" },
            as: carrier,
          }),
          201,
        )
      ).document.id;
    const lost = await upload("SW-1");
    const older = await upload("SW-2");
    const fresh = await upload("SW-3");
    const now = Date.now();
    await env.DB.prepare("UPDATE document_readings SET requested_at = ?2 WHERE document_id = ?1")
      .bind(lost, now - STALE_READING_MS - 1)
      .run();
    await env.DB.prepare("DELETE FROM document_readings WHERE document_id = ?1").bind(older).run();
    const sent: unknown[] = [];
    const readings = {
      send: async () => undefined,
      sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages.map((m) => m.body)),
    };
    const requeued = await requeueStaleReadings(
      testContext({ now, env: { READINGS: readings as unknown as Env["READINGS"] } }),
    );
    expect(requeued).toBe(2);
    expect(sent).toEqual(
      expect.arrayContaining([
        { kind: "read_document", documentId: lost },
        { kind: "read_document", documentId: older },
      ]),
    );
    expect(sent).not.toContainEqual({ kind: "read_document", documentId: fresh });
    expect(await readingOf(older), "a reading written for the older document").toEqual({ status: "pending" });
    const stamped = await env.DB.prepare("SELECT requested_at AS at FROM document_readings WHERE document_id = ?1")
      .bind(lost)
      .first<{ at: number }>();
    expect(stamped?.at).toBe(now);
  });
});
