import { z } from "zod";

/**
 * One of the caller's own documents as GET /api/documents answers it (the API's OwnerDocument),
 * limited to what the Document Manager and the load form's panel show. Read defensively: a field
 * the screens do not use may change without breaking them.
 */
export const ownerDocumentSchema = z.object({
  id: z.string(),
  loadId: z.string().nullable(),
  loadNumber: z.string().nullable(),
  fileName: z.string(),
  documentType: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});

export type OwnerDocument = z.infer<typeof ownerDocumentSchema>;

const listSchema = z.object({ documents: z.array(ownerDocumentSchema) });

/** The documents of a list answer, or null when the body is not one. */
export function parseOwnerDocuments(body: unknown): OwnerDocument[] | null {
  const parsed = listSchema.safeParse(body);
  return parsed.success ? parsed.data.documents : null;
}

export type OwnerDocumentsResult = { ok: true; documents: OwnerDocument[] } | { ok: false; message: string };
