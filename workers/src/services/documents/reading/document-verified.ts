import { readDocumentKindOf } from "@truerate/domain/documents/reading/document-kind";
import { isDocumentVerified } from "@truerate/domain/documents/reading/document-verified";
import type { DocumentFields } from "@truerate/domain/documents/reading/types";
import { verifyReading } from "@truerate/domain/documents/reading/verification";
import { parseTags } from "@truerate/domain/documents/tags";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { documentReadings, documents, loads, transactionRecords } from "../../../db/schema";

/**
 * Sets a load's `documentVerified` (isDocumentVerified) from what is stored now: the verification,
 * the record version it was verified against, and the readings of the load's rate confirmations.
 * Called when an administrator verifies a true rate and when the reader stores a reading of a
 * document on a load; the lane figures count it (their pair's version moves with it).
 */
export async function refreshDocumentVerified(db: Database, loadId: string): Promise<boolean> {
  const [load] = await db
    .select({
      verified: loads.verified,
      recordVersion: loads.trueRateRecordVersion,
      loadNumber: loads.loadNumber,
      rateCents: loads.rateCents,
      brokerName: loads.brokerName,
    })
    .from(loads)
    .where(eq(loads.id, loadId))
    .limit(1);
  if (!load) return false;
  const [records, readings] = await db.batch([
    db
      .select({ carrierPaidCents: transactionRecords.carrierPaidCents })
      .from(transactionRecords)
      .where(and(eq(transactionRecords.loadId, loadId), eq(transactionRecords.version, load.recordVersion ?? -1)))
      .limit(1),
    db
      .select({
        documentType: documents.documentType,
        tags: documents.tags,
        fields: documentReadings.fields,
        text: documentReadings.text,
      })
      .from(documents)
      .innerJoin(documentReadings, eq(documentReadings.documentId, documents.id))
      .where(and(eq(documents.loadId, loadId), eq(documentReadings.status, "read"))),
  ]);
  const rateConfirmations = readings
    .filter(
      (row) =>
        readDocumentKindOf({ documentType: row.documentType, tags: parseTags(row.tags) }) === "rate_confirmation",
    )
    .map((row) => {
      const fields = row.fields as DocumentFields | null;
      const total = fields?.total ?? null;
      return {
        checks: verifyReading(fields, load, row.text).checks,
        totalCents: total ? Math.round(total.value * 100) : null,
      };
    });
  const documentVerified = isDocumentVerified({
    verified: load.verified,
    record: records[0] ?? null,
    rateConfirmations,
  });
  await db
    .update(loads)
    .set({ documentVerified })
    .where(and(eq(loads.id, loadId), ne(loads.documentVerified, documentVerified)));
  return documentVerified;
}
