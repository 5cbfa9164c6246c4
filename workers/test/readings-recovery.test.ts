// A reading that failed every retry: the reader's queue hands it to the shared dead-letter queue,
// whose consumer (this worker) keeps it labelled with the readings queue; an administrator's retry
// makes the reading pending again and sends it back to the reader, which then reads it.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { DEAD_LETTER_QUEUE, READINGS_QUEUE } from "../src/queues/consumer";
import { api, expectStatus, pdfFile, postForm, signedInUser } from "./support/documents";
import { readPendingDocuments } from "./support/reader";

const readingOf = (documentId: string) =>
  env.DB.prepare("SELECT status FROM document_readings WHERE document_id = ?1")
    .bind(documentId)
    .first<{ status: string }>();

describe("a reading's dead letter", () => {
  it("is kept for the readings queue, and an administrator's retry reads the document after all", async () => {
    const carrier = await signedInUser("carrier");
    const uploaded = await expectStatus<{ document: { id: string } }>(
      await postForm(
        "/api/documents/upload",
        {
          document: pdfFile("RATE CONFIRMATION\nLoad #: DL-1\nTotal Carrier Pay: $1,800.00"),
          documentType: "rate_confirmation",
        },
        carrier,
      ),
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
    }>(await api("/api/admin/dead-letters", { user: admin }), 200);
    const letter = listed.deadLetters.find((row) => row.messageId === batch.messages[0]?.id);
    expect(letter, JSON.stringify(listed)).toMatchObject({ queue: READINGS_QUEUE, kind: "read_document" });

    const retried = await expectStatus<{ retriedAt: string | null }>(
      await api(`/api/admin/dead-letters/${letter?.id}/retry`, { method: "POST", user: admin }),
      200,
    );
    expect(retried.retriedAt).not.toBeNull();
    expect(await readingOf(documentId)).toEqual({ status: "pending" });
    await readPendingDocuments();
    expect(await readingOf(documentId)).toEqual({ status: "read" });
  });
});
