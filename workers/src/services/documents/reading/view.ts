import type { ClauseHit, DocumentFields } from "@truerate/domain/documents/reading/types";
import { verifyReading } from "@truerate/domain/documents/reading/verification";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documentReadings, documents, loads } from "../../../db/schema";
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
  const [found] = await ctx.db
    .select({
      document: {
        id: documents.id,
        userId: documents.userId,
        sharedWithUserId: documents.sharedWithUserId,
        brokerageId: documents.brokerageId,
      },
      reading: documentReadings,
      load: { loadNumber: loads.loadNumber, rateCents: loads.rateCents, brokerName: loads.brokerName },
    })
    .from(documents)
    .leftJoin(documentReadings, eq(documentReadings.documentId, documents.id))
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .where(eq(documents.id, input.id))
    .limit(1);
  if (!found || !maySeeReading(actor, found.document)) throw documentNotFound();
  return readingView(found.document.id, found.reading, found.load?.loadNumber ? found.load : null);
}
