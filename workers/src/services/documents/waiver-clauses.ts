import { and, countDistinct, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { waiverClauses } from "../../db/schema";
import type { DocumentWaiverClause } from "../../schemas/waiver-clauses";

const IDS_PER_READ = 90;

/** A detected clause as the broker's profile lists it. */
export interface BrokerWaiverClause extends DocumentWaiverClause {
  documentId: string | null;
  loadId: string | null;
  detectedAt: string;
}

/**
 * How many documents of the broker (`loads.broker_key`) had at least one waiver clause detected
 * since `sinceMs` (epoch milliseconds). A document with several clauses counts once; a clause
 * whose document was deleted since still counts once on its own (it stays evidence).
 */
export async function countWaiverClauses(db: Database, brokerKey: string, sinceMs: number): Promise<number> {
  const since = and(eq(waiverClauses.brokerKey, brokerKey), gte(waiverClauses.detectedAt, new Date(sinceMs)));
  const [[withDocument], [withoutDocument]] = await db.batch([
    db
      .select({ n: countDistinct(waiverClauses.documentId) })
      .from(waiverClauses)
      .where(and(since, isNotNull(waiverClauses.documentId))),
    db
      .select({ n: countDistinct(waiverClauses.id) })
      .from(waiverClauses)
      .where(and(since, isNull(waiverClauses.documentId))),
  ]);
  return (withDocument?.n ?? 0) + (withoutDocument?.n ?? 0);
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
    documentId: row.documentId,
    loadId: row.loadId,
    patternId: row.patternId,
    sentence: row.sentence,
    detectedAt: row.detectedAt.toISOString(),
  }));
}

/** The clauses of each document, in the order they were found (for the document views). */
export async function waiverClausesByDocument(
  db: Database,
  documentIds: readonly string[],
): Promise<Map<string, DocumentWaiverClause[]>> {
  const byDocument = new Map<string, DocumentWaiverClause[]>();
  // D1 binds at most 100 parameters per statement: chunks of ids, read in one batch.
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
        .where(inArray(waiverClauses.documentId, documentIds.slice(start, start + IDS_PER_READ)))
        // rowid: the order the scan wrote them, which is the order of the text.
        .orderBy(sql`rowid`),
    );
  }
  const [first, ...rest] = reads;
  if (!first) return byDocument;
  for (const rows of await db.batch([first, ...rest])) {
    for (const { documentId, patternId, sentence } of rows) {
      if (documentId) byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), { patternId, sentence }]);
    }
  }
  return byDocument;
}
