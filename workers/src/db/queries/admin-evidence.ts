// The administrators' evidence screen and verification queue: a load's documents with their
// readings and its broker's record, for one load or for every load awaiting verification.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { documentReadings, documents, loads, transactionRecords } from "../schema";

/** Which loads' evidence: one load, or every unverified load with a read document. */
export type EvidenceLoads = { loadId: string } | "awaiting verification";

/** The unverified loads with a read document (a subquery, so any number stays one statement). */
const awaitingVerification = (db: Database) =>
  db
    .selectDistinct({ id: loads.id })
    .from(loads)
    .innerJoin(documents, eq(documents.loadId, loads.id))
    .innerJoin(documentReadings, eq(documentReadings.documentId, documents.id))
    .where(and(eq(loads.verified, false), eq(documentReadings.status, "read")));

/** The loads' documents, oldest first, each with its reading (null when none is stored). */
export function documentsWithReadings(db: Database, of: EvidenceLoads) {
  return db
    .select({
      loadId: documents.loadId,
      documentId: documents.id,
      fileName: documents.originalFileName,
      documentType: documents.documentType,
      tags: documents.tags,
      reading: documentReadings,
    })
    .from(documents)
    .leftJoin(documentReadings, eq(documentReadings.documentId, documents.id))
    .where(
      of === "awaiting verification"
        ? inArray(documents.loadId, awaitingVerification(db))
        : eq(documents.loadId, of.loadId),
    )
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}

/** Every version of the loads' records, the newest first. */
export function recordVersionsOf(db: Database, of: EvidenceLoads) {
  return db
    .select()
    .from(transactionRecords)
    .where(
      of === "awaiting verification"
        ? inArray(transactionRecords.loadId, awaitingVerification(db))
        : eq(transactionRecords.loadId, of.loadId),
    )
    .orderBy(desc(transactionRecords.version));
}

/** The newest `limit` loads awaiting verification. */
export function loadsAwaitingVerification(db: Database, limit: number) {
  return db
    .select()
    .from(loads)
    .where(inArray(loads.id, awaitingVerification(db)))
    .orderBy(desc(loads.uploadedAt), desc(loads.id))
    .limit(limit);
}
