import { READING_STATUSES } from "@truerate/domain/documents/reading/types";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { oneOf, timestamp } from "./columns";
import { documents } from "./documents";

/**
 * What the document reader (workers/reader) read in a document: one row a document, written
 * `pending` when the document enters and finished by the reader. `fields`, `clauses` and
 * `verification` are JSON (the shapes of domain/documents/reading/types.ts and verification.ts):
 * they are only ever read whole, with the row. `contentSha256` names the body that was read.
 */
export const documentReadings = sqliteTable(
  "document_readings",
  {
    documentId: text("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    status: text("status", { enum: READING_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    detail: text("detail"),
    method: text("method", { enum: ["text", "ocr"] }),
    pages: integer("pages"),
    engine: text("engine"),
    /** The text read, page by page as the layout gave it (capped): what the checks fall back on. */
    text: text("text"),
    fields: text("fields", { mode: "json" }),
    clauses: text("clauses", { mode: "json" }),
    verification: text("verification", { mode: "json" }),
    contentSha256: text("content_sha256"),
    attempts: integer("attempts").notNull().default(0),
    requestedAt: timestamp("requested_at").notNull(),
    readAt: timestamp("read_at"),
    durationMs: integer("duration_ms"),
  },
  (table) => [
    check("document_readings_status_check", oneOf("status", READING_STATUSES)),
    index("document_readings_status_idx").on(table.status, table.requestedAt),
  ],
);
