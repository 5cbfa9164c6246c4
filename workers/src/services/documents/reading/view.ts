import type { ClauseHit, DocumentFields } from "@truerate/domain/documents/reading/types";
import { verifyReading } from "@truerate/domain/documents/reading/verification";
import type { ServiceContext } from "../../../core/service-context";
import { documentWithReading } from "../../../db/queries/documents";
import type { documentReadings, loads } from "../../../db/schema";
import type { DocumentReadingView } from "../../../schemas/document-readings";
import { documentNotFound, requireDocumentUser } from "../../access/documents";
import { maySeeReading } from "./access";

type ReadingRow = typeof documentReadings.$inferSelect;
type LoadFacts = Pick<typeof loads.$inferSelect, "loadNumber" | "rateCents" | "brokerName">;

/** A reading as the API answers it; a document from before the reader reads as pending. */
export function readingView(documentId: string, row: ReadingRow | null, load: LoadFacts | null): DocumentReadingView {
  const fields = (row?.status === "read" ? row.fields : null) as DocumentFields | null;
  const checks = load && fields ? verifyReading(fields, load, row?.text ?? null).checks : [];
  return {
    documentId,
    status: row?.status ?? "pending",
    reason: (row?.reason as DocumentReadingView["reason"]) ?? null,
    detail: row?.detail ?? null,
    method: row?.method ?? null,
    pages: row?.pages ?? null,
    engine: row?.engine ?? null,
    readAt: row?.readAt?.toISOString() ?? null,
    fields,
    clauses: ((row?.status === "read" ? row.clauses : null) as ClauseHit[] | null) ?? [],
    checks,
  };
}

/** GET /api/documents/{id}/reading: for the uploader, the party it was shared with, and administrators. */
export async function documentReading(ctx: ServiceContext, input: { id: string }): Promise<DocumentReadingView> {
  const actor = requireDocumentUser(ctx);
  const found = await documentWithReading(ctx.db, input.id);
  if (!found || !maySeeReading(actor, found.document)) throw documentNotFound();
  return readingView(found.document.id, found.reading, found.load?.loadNumber ? found.load : null);
}
