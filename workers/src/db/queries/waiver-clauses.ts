import { CLAUSE_KINDS, type ClauseKind } from "@truerate/domain/documents/reading/types";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { runBatch } from "../run-batch";
import { documents, waiverClauses } from "../schema";

/** D1 binds at most 100 parameters per statement. */
const IDS_PER_READ = 90;

type ClauseRow = typeof waiverClauses.$inferSelect;

/** A detected clause as the broker's profile lists it. */
export type BrokerWaiverClause = Pick<ClauseRow, "kind" | "documentId" | "loadId" | "patternId" | "sentence"> & {
  detectedAt: string;
};

/** A waiver clause as a document view lists it. */
export type DocumentClause = Pick<ClauseRow, "patternId" | "sentence">;

/**
 * How many documents of the broker (`loads.broker_key`) had at least one clause of each kind
 * (waiver, set-off, forfeiture, fine) found since `sinceMs` (epoch milliseconds). A document with
 * several clauses of a kind counts once for it; a clause whose document was deleted since still
 * counts once on its own (it stays evidence).
 */
export async function countClausesByKind(
  db: Database,
  brokerKey: string,
  sinceMs: number,
): Promise<Record<ClauseKind, number>> {
  const rows = await db
    .select({
      kind: waiverClauses.kind,
      n: sql<number>`COUNT(DISTINCT COALESCE(${waiverClauses.documentId}, ${waiverClauses.id}))`,
    })
    .from(waiverClauses)
    .where(and(eq(waiverClauses.brokerKey, brokerKey), gte(waiverClauses.detectedAt, new Date(sinceMs))))
    .groupBy(waiverClauses.kind);
  const counts = Object.fromEntries(CLAUSE_KINDS.map((kind) => [kind, 0])) as Record<ClauseKind, number>;
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}

/** Every clause detected in the broker's documents since `sinceMs`, newest first. */
export async function listWaiverClausesForBroker(
  db: Database,
  brokerKey: string,
  sinceMs: number,
): Promise<BrokerWaiverClause[]> {
  const rows = await db
    .select()
    .from(waiverClauses)
    .where(and(eq(waiverClauses.brokerKey, brokerKey), gte(waiverClauses.detectedAt, new Date(sinceMs))))
    .orderBy(desc(waiverClauses.detectedAt), desc(waiverClauses.id));
  return rows.map((row) => ({
    kind: row.kind,
    documentId: row.documentId,
    loadId: row.loadId,
    patternId: row.patternId,
    sentence: row.sentence,
    detectedAt: row.detectedAt.toISOString(),
  }));
}

/** The waiver clauses of each document, in the order they were found (for the document views). */
export async function waiverClausesByDocument(
  db: Database,
  documentIds: readonly string[],
): Promise<Map<string, DocumentClause[]>> {
  const byDocument = new Map<string, DocumentClause[]>();
  // Chunks of ids, read in one batch.
  const reads = [];
  for (let start = 0; start < documentIds.length; start += IDS_PER_READ) {
    reads.push(
      db
        .select({
          documentId: waiverClauses.documentId,
          patternId: waiverClauses.patternId,
          sentence: waiverClauses.sentence,
        })
        .from(waiverClauses)
        .where(
          and(
            eq(waiverClauses.kind, "waiver"),
            inArray(waiverClauses.documentId, documentIds.slice(start, start + IDS_PER_READ)),
          ),
        )
        // rowid: the order the scan wrote them, which is the order of the text.
        .orderBy(sql`rowid`),
    );
  }
  const [first, ...rest] = reads;
  if (!first) return byDocument;
  for (const rows of await runBatch(db, [first, ...rest])) {
    for (const { documentId, patternId, sentence } of rows) {
      if (documentId) byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), { patternId, sentence }]);
    }
  }
  return byDocument;
}

/**
 * When a carrier links its unlinked documents to a load: their clauses take the load and its
 * broker. Runs in the link's batch after the documents' update, so it sees them linked.
 */
export function linkWaiverClauses(db: Database, link: { userId: string; loadId: string; brokerKey: string }) {
  return db
    .update(waiverClauses)
    .set({ loadId: link.loadId, brokerKey: link.brokerKey || null })
    .where(
      and(
        isNull(waiverClauses.loadId),
        inArray(
          waiverClauses.documentId,
          db
            .select({ id: documents.id })
            .from(documents)
            .where(and(eq(documents.userId, link.userId), eq(documents.loadId, link.loadId))),
        ),
      ),
    );
}
