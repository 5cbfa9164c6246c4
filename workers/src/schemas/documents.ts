// Request and response shapes of the document routes, named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import { canonicalMimeType, DOCUMENT_FILE_KINDS } from "@truerate/domain/documents/file-types";
import { UPLOAD_DOCUMENT_TYPES } from "@truerate/domain/documents/upload-rules";
import { documents } from "../db/schema";
import { createSelectSchema } from "./from-table";
import { idPathParams } from "./openapi";
import { documentWaiverClausesSchema } from "./waiver-clauses";

const documentColumns = createSelectSchema(documents).shape;

export const isoInstant = (example: string) => z.string().openapi({ format: "date-time", example });
const nullableInstant = (example: string) => isoInstant(example).nullable();

export const documentIdParamsSchema = idPathParams("3b0c4f0e-9d1e-4a53-8f43-6a2f5c1d7e21");

export const successSchema = z.object({ success: z.literal(true) });

/** docs/product.md's `tags`: `invoice` marks the invoice sent with the rate confirmation ("other": the types have none). */
export const documentTagsSchema = z.array(z.string()).openapi({
  description:
    'The document\'s tags. `invoice` marks the invoice a broker sent with the rate confirmation: the document types have no invoice, so it is an "other" document tagged `invoice`.',
  example: ["invoice"],
});

/** A file field of a multipart form; anything that is not a file counts as no file. */
export const fileField = z
  .unknown()
  .optional()
  .openapi({ type: "string", format: "binary", description: "The file. At most 10MB." });

export const ownerDocumentSchema = z
  .object({
    id: documentColumns.id.openapi({ example: "3b0c4f0e-9d1e-4a53-8f43-6a2f5c1d7e21" }),
    loadId: documentColumns.loadId.openapi({ description: "Null until the document is linked to a load." }),
    loadNumber: documentColumns.loadNumber.openapi({ example: "LD-20261123-01" }),
    fileName: documentColumns.fileName.openapi({
      description: "The name it is listed and downloaded under.",
      example: "Rate confirmation.pdf",
    }),
    originalFileName: documentColumns.originalFileName.openapi({
      description: "The uploaded file's name, cleaned.",
      example: "rc_8812.pdf",
    }),
    documentType: documentColumns.documentType.openapi({ example: "rate_confirmation" }),
    tags: documentTagsSchema,
    fileSize: z.number().int().openapi({ description: "Bytes.", example: 48213 }),
    mimeType: documentColumns.mimeType.openapi({ example: "application/pdf" }),
    uploadedAt: isoInstant("2026-11-23T15:04:05.000Z"),
    isEncrypted: documentColumns.isEncrypted.openapi({ description: "Always true: bodies are stored encrypted." }),
    isShared: documentColumns.isShared,
    sharedAt: nullableInstant("2026-11-23T18:00:00.000Z"),
    complianceDeadline: nullableInstant("2026-11-25T15:04:05.000Z"),
    carrierViewedAt: nullableInstant("2026-11-23T19:30:00.000Z"),
    carrierApprovalStatus: documentColumns.carrierApprovalStatus,
    waiverClauses: documentWaiverClausesSchema,
  })
  .openapi("OwnerDocument");

export const documentListSchema = z
  .object({ success: z.literal(true), documents: z.array(ownerDocumentSchema) })
  .openapi("DocumentList");

/**
 * The media types a stored document is served as: each accepted kind's canonical type (what uploads
 * are stored under), and application/octet-stream for a row whose stored type is no known kind.
 */
const FILE_MEDIA_TYPES = [...DOCUMENT_FILE_KINDS.map(canonicalMimeType), "application/octet-stream"];

/** Binary answers: the body is the decrypted file, served with its stored type. */
export function fileResponse(description: string) {
  const body = { schema: z.string().openapi({ format: "binary" }) };
  return {
    description:
      `${description}. The body is the file itself with its stored Content-Type, a Content-Disposition naming it, ` +
      "`X-Content-Type-Options: nosniff` and `Cache-Control: private, no-store`.",
    content: Object.fromEntries(FILE_MEDIA_TYPES.map((type) => [type, body])),
  };
}

/** The Document Manager list's filters. */
export const documentListQuerySchema = z.object({
  loadId: z.string().min(1).max(64).optional().openapi({
    description: "Only the documents linked to this load.",
    example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10",
  }),
  unlinked: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "'true': only the documents not linked to a load yet (wins over loadId)." })
    .transform((value) => value === "true"),
});

export type ListMyDocumentsInput = z.infer<typeof documentListQuerySchema>;

export const documentUploadFormSchema = z
  .object({
    document: fileField,
    documentType: z
      .string()
      .optional()
      .openapi({ description: `One of ${UPLOAD_DOCUMENT_TYPES.join(", ")}.`, example: "rate_confirmation" }),
    documentName: z.string().optional().openapi({
      description: "Sent by the load form's panel (its rules then apply); the name the document is listed under.",
      example: "Rate confirmation",
    }),
    loadId: z.string().optional().openapi({ description: "One of the caller's loads, to link the document to." }),
  })
  .openapi("DocumentUploadForm");

export type UploadDocumentInput = z.infer<typeof documentUploadFormSchema>;

export const linkDocumentsToLoadBodySchema = z
  .object({
    loadId: z
      .string({ error: "loadId is required" })
      .min(1, { error: "loadId is required" })
      .max(64)
      .openapi({ example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10" }),
  })
  .openapi("LinkDocumentsRequest");

export const linkDocumentsToLoadResponseSchema = z.object({
  success: z.literal(true),
  linkedCount: z.number().int().openapi({ example: 2 }),
});

export const uploadDocumentResponseSchema = z.object({ success: z.literal(true), document: ownerDocumentSchema });
