import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../src/db/client";
import worker from "../src/index";
import { rateConfirmationPdf, textPdf } from "./support/pdfs";
import { db, documentOf, readingOf, storeDocument, storeLoad } from "./support/stored-document";

const QUEUE = "documents-to-read";

/** Delivers one message for the document to the reader's queue handler, as the queue would. */
async function deliver(documentId: string, attempts = 1, bindings: Partial<typeof env> = {}) {
  const batch = createMessageBatch(QUEUE, [
    {
      id: `message-${documentId}-${attempts}`,
      timestamp: new Date(),
      attempts,
      body: { kind: "read_document", documentId },
    },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...bindings }, ctx);
  return getQueueResult(batch, ctx);
}

describe("the reader's queue", () => {
  it("reads a shared rate confirmation: pending, then read, with its fields, clause and verification", async () => {
    const load = await storeLoad();
    const id = await storeDocument({
      bytes: await rateConfirmationPdf({ waiver: true }),
      mimeType: "application/pdf",
      load,
      shared: true,
    });
    expect((await readingOf(id))?.status).toBe("pending");
    const result = await deliver(id);
    expect(result.explicitAcks).toContain(`message-${id}-1`);
    const reading = await readingOf(id);
    expect(reading?.status, JSON.stringify(reading)).toBe("read");
    expect(reading?.method).toBe("text");
    expect(reading?.engine).toMatch(/unpdf/);
    const fields = reading?.fields as { loadNumber: { value: string }; total: { value: number } };
    expect(fields.loadNumber.value).toBe("TR-4242");
    expect(fields.total.value).toBe(2450);
    expect(reading?.clauses).toEqual([expect.objectContaining({ kind: "waiver", page: 1 })]);
    const document = await documentOf(id);
    expect(document?.verificationStatus).toBe("verified");
    expect(document?.verificationConfidence).toBe(100);
  });

  it("moves a pushed load up its partner's change feed when its rate confirmation is read (its identity may change)", async () => {
    const load = await storeLoad();
    const organisationId = crypto.randomUUID();
    await db().insert(schema.partnerOrganisations).values({ id: organisationId, name: "Feed TMS" });
    await db()
      .insert(schema.partnerLoads)
      .values({ organisationId, partnerLoadId: "TMS-1", loadId: load.id, bodyHash: "h", changedAt: new Date(1_000) });
    const id = await storeDocument({
      bytes: await rateConfirmationPdf(),
      mimeType: "application/pdf",
      load,
      shared: true,
    });
    const before = Date.now();
    await deliver(id);
    const [row] = await db()
      .select({ changedAt: schema.partnerLoads.changedAt })
      .from(schema.partnerLoads)
      .where(eq(schema.partnerLoads.loadId, load.id));
    expect(row?.changedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("announces a read rate confirmation of a load to the API worker, again on a redelivery, and nothing else", async () => {
    const sent: unknown[] = [];
    const NOTIFICATIONS = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
    const load = await storeLoad();
    const id = await storeDocument({
      bytes: await rateConfirmationPdf(),
      mimeType: "application/pdf",
      load,
      shared: true,
    });
    await deliver(id, 1, { NOTIFICATIONS });
    await deliver(id, 2, { NOTIFICATIONS });
    expect(sent).toEqual([
      {
        kind: "document_read",
        dedupeKey: expect.stringMatching(`^document_read:${id}:`),
        documentId: id,
        loadId: load.id,
      },
      expect.objectContaining({ kind: "document_read", documentId: id }),
    ]);
    const invoice = await storeDocument({
      bytes: await textPdf([["PROOF OF DELIVERY", "Received in good order"]]),
      mimeType: "application/pdf",
      load,
      shared: true,
      documentType: "pod",
    });
    await deliver(invoice, 1, { NOTIFICATIONS });
    expect(sent).toHaveLength(2);
  });

  it("marks a share whose carrier pay differs as partial, and says which check failed", async () => {
    const load = await storeLoad();
    const id = await storeDocument({
      bytes: await rateConfirmationPdf({ total: "$2,400.00" }),
      mimeType: "application/pdf",
      load,
      shared: true,
    });
    await deliver(id);
    expect((await documentOf(id))?.verificationStatus).toBe("partial");
    const checks = (await readingOf(id))?.verification as { field: string; agrees: boolean }[];
    expect(checks.find((check) => check.field === "total")?.agrees).toBe(false);
  });

  it("bears a verified true rate out only with the record it was verified against (a lane's documentVerified)", async () => {
    const verifiedLoad = async (withRecord: boolean) => {
      const load = await storeLoad();
      if (withRecord) {
        await db().insert(schema.transactionRecords).values({
          loadId: load.id,
          version: 1,
          channel: "broker",
          submittedByEmail: "records@acme-freight.test",
          consignor: "Shipper Co",
          originatingCarrier: "Blue Line Carriers Inc",
          billOfLadingNumber: "BOL-1",
          compensationCents: 300_000,
          payer: "Shipper Co",
          freightChargesCollectedCents: 300_000,
          carrierPaidCents: 245_000,
          itemizedCharges: [],
          evidence: [],
        });
      }
      await db()
        .update(schema.loads)
        .set({ verified: true, trueRateCents: 300_000, trueRateRecordVersion: withRecord ? 1 : null })
        .where(eq(schema.loads.id, load.id));
      return load;
    };
    const documentVerified = async (loadId: string) =>
      (
        await db().select({ flag: schema.loads.documentVerified }).from(schema.loads).where(eq(schema.loads.id, loadId))
      )[0]?.flag;
    const withRecord = await verifiedLoad(true);
    await deliver(
      await storeDocument({
        bytes: await rateConfirmationPdf(),
        mimeType: "application/pdf",
        load: withRecord,
        shared: true,
      }),
    );
    expect(await documentVerified(withRecord.id)).toBe(true);
    const typedAlone = await verifiedLoad(false);
    await deliver(
      await storeDocument({
        bytes: await rateConfirmationPdf(),
        mimeType: "application/pdf",
        load: typedAlone,
        shared: true,
      }),
    );
    expect(await documentVerified(typedAlone.id), "verified without a record").toBe(false);
    const otherPay = await verifiedLoad(true);
    const lower = await rateConfirmationPdf({ total: "$2,400.00" });
    await deliver(await storeDocument({ bytes: lower, mimeType: "application/pdf", load: otherPay, shared: true }));
    expect(await documentVerified(otherPay.id), "the rate confirmation states other pay").toBe(false);
  });

  it("is idempotent: a redelivered message reads nothing again", async () => {
    const id = await storeDocument({ bytes: await rateConfirmationPdf(), mimeType: "application/pdf" });
    await deliver(id);
    const first = await readingOf(id);
    const again = await deliver(id, 2);
    expect(again.explicitAcks).toContain(`message-${id}-2`);
    expect((await readingOf(id))?.readAt).toEqual(first?.readAt);
  });

  it("ends a document nothing can be read from as unreadable, with its reason", async () => {
    const cases: { bytes: Uint8Array; mimeType: string; reason: string }[] = [
      {
        bytes: new TextEncoder().encode("%PDF-1.7\nthis is not a pdf at all"),
        mimeType: "application/pdf",
        reason: "malformed",
      },
      { bytes: await textPdf([[]]), mimeType: "application/pdf", reason: "no_text" },
      {
        bytes: await textPdf(Array.from({ length: 25 }, (_, page) => [`Page ${page + 1}`])),
        mimeType: "application/pdf",
        reason: "too_many_pages",
      },
    ];
    for (const item of cases) {
      const id = await storeDocument(item);
      const result = await deliver(id);
      expect(result.explicitAcks, item.reason).toContain(`message-${id}-1`);
      const reading = await readingOf(id);
      expect({ status: reading?.status, reason: reading?.reason }, JSON.stringify(reading)).toEqual({
        status: "unreadable",
        reason: item.reason,
      });
      expect(reading?.detail).toBeTruthy();
    }
  });

  it("marks a reading failed and retries it when the OCR engine cannot be reached", async () => {
    const png = Uint8Array.from(atob(PNG_400_BY_400), (char) => char.charCodeAt(0));
    const id = await storeDocument({ bytes: png, mimeType: "image/png", documentType: "rate_confirmation" });
    const batch = createMessageBatch(QUEUE, [
      { id: "unreachable", timestamp: new Date(), attempts: 1, body: { kind: "read_document", documentId: id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, OCR_URL: "http://127.0.0.1:9" }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages.map((message) => message.msgId)).toEqual(["unreachable"]);
    const reading = await readingOf(id);
    expect(reading?.status).toBe("failed");
    expect(reading?.attempts).toBe(1);
  });

  it("keeps a message it cannot understand as a dead letter", async () => {
    const batch = createMessageBatch(QUEUE, [
      { id: "garbled", timestamp: new Date(), attempts: 1, body: { kind: "nonsense" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["garbled"]);
    const kept = await env.DB.prepare("SELECT queue FROM dead_letters WHERE message_id = 'garbled'").first();
    expect(kept).toEqual({ queue: QUEUE });
  });
});

/** A white 400×400 PNG (a picture large enough to be sent to OCR). */
const PNG_400_BY_400 =
  "iVBORw0KGgoAAAANSUhEUgAAAZAAAAGQAQAAAACoxAthAAAAVklEQVR42u3LMQ0AAAwDoPo33WrYu8BPehZFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRFURRF+V4GPNjWZIcwu64AAAAASUVORK5CYII=";
