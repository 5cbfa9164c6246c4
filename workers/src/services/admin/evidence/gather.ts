import { readDocumentKindOf } from "@truerate/domain/documents/reading/document-kind";
import type { ClauseHit, DocumentFields } from "@truerate/domain/documents/reading/types";
import { parseTags } from "@truerate/domain/documents/tags";
import type { ServiceContext } from "../../../core/service-context";
import { documentsWithReadings, type EvidenceLoads, recordVersionsOf } from "../../../db/queries/admin-evidence";
import type { documentReadings, transactionRecords } from "../../../db/schema";
import type { EvidenceReading } from "./compare";

type RecordRow = typeof transactionRecords.$inferSelect;

/** One rate confirmation or invoice on a load with its reading (pending when the reader has not finished). */
export interface EvidenceDocument {
  loadId: string;
  documentId: string;
  fileName: string;
  kind: EvidenceReading["kind"];
  status: (typeof documentReadings.$inferSelect)["status"];
  reason: string | null;
  detail: string | null;
  readAt: Date | null;
  fields: DocumentFields | null;
  clauses: ClauseHit[];
}

const KIND = { rate_confirmation: "rateConfirmation", invoice: "invoice" } as const;

/**
 * The rate confirmations and invoices of one load or of every load awaiting verification (a
 * subquery, so any number of loads stays one statement under D1's bound-parameter limit), oldest
 * first, with their readings.
 */
export async function evidenceDocuments(ctx: ServiceContext, of: EvidenceLoads): Promise<EvidenceDocument[]> {
  const rows = await documentsWithReadings(ctx.db, of);
  return rows.flatMap((row) => {
    const kind = readDocumentKindOf({ documentType: row.documentType, tags: parseTags(row.tags) });
    if ((kind !== "rate_confirmation" && kind !== "invoice") || !row.loadId) return [];
    const read = row.reading?.status === "read";
    return [
      {
        loadId: row.loadId,
        documentId: row.documentId,
        fileName: row.fileName,
        kind: KIND[kind],
        status: row.reading?.status ?? "pending",
        reason: row.reading?.reason ?? null,
        detail: row.reading?.detail ?? null,
        readAt: row.reading?.readAt ?? null,
        fields: read ? ((row.reading?.fields as DocumentFields | null) ?? null) : null,
        clauses: read ? ((row.reading?.clauses as ClauseHit[] | null) ?? []) : [],
      },
    ];
  });
}

/** The newest version of each selected load's record. */
export async function latestRecords(ctx: ServiceContext, of: EvidenceLoads): Promise<Map<string, RecordRow>> {
  const rows = await recordVersionsOf(ctx.db, of);
  const latest = new Map<string, RecordRow>();
  for (const row of rows) if (!latest.has(row.loadId)) latest.set(row.loadId, row);
  return latest;
}

/** Only the read documents count as evidence; a pending or unreadable one says nothing yet. */
export const readingsOf = (items: readonly EvidenceDocument[]): EvidenceReading[] =>
  items
    .filter((item) => item.status === "read")
    .map((item) => ({ documentId: item.documentId, kind: item.kind, fields: item.fields }));
