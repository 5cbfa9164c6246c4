import { CLAUSE_KINDS } from "@truerate/domain/documents/reading/types";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, instantNow } from "./columns";
import { documents } from "./documents";
import { loads } from "./loads";

/**
 * A waiver clause found in a rate confirmation's text (domain/documents/waiver-clauses.ts): the
 * quoted sentence and the pattern it matched. It is evidence against the broker, so it is never
 * deleted: when the document or the load goes, its id is cleared and the sentence and the broker
 * stay. `brokerKey` is the load's `loads.broker_key`, null while the document has no load.
 */
export const waiverClauses = sqliteTable(
  "waiver_clauses",
  {
    id: id(),
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    loadId: text("load_id").references(() => loads.id, { onDelete: "set null" }),
    brokerKey: text("broker_key"),
    /** The clause's kind (domain/documents/reading/types.ts): rows from before kinds are waivers. */
    kind: text("kind", { enum: CLAUSE_KINDS }).notNull().default("waiver"),
    patternId: text("pattern_id").notNull(),
    sentence: text("sentence").notNull(),
    /** The page the sentence is on; null for rows from before pages were read. */
    page: integer("page"),
    detectedAt: instantNow("detected_at"),
  },
  (table) => [
    index("waiver_clauses_document_idx").on(table.documentId),
    index("waiver_clauses_broker_idx").on(table.brokerKey, table.detectedAt),
    index("waiver_clauses_detected_idx").on(table.detectedAt, table.id),
  ],
);
