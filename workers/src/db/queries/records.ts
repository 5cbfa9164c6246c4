import { and, desc, eq, or, sql } from "drizzle-orm";
import { asStatement } from "../as-statement";
import type { Database } from "../client";
import { documents, loadRequests, loads, transactionRecords, users } from "../schema";

type RecordInsert = Omit<typeof transactionRecords.$inferInsert, "version" | "contentSha256">;

/**
 * The insert of a record's next version as a plain D1 statement, to batch with what it documents.
 * The version is computed inside the insert: the load's highest plus one, unless the latest
 * version states exactly this content (`contentSha256`), in which case the insert claims the
 * latest's number and the unique (load, version) index makes it a no-op.
 */
export function insertRecordVersion(
  d1: D1Database,
  db: Database,
  record: RecordInsert & { loadId: string; contentSha256: string },
): D1PreparedStatement {
  return asStatement(
    d1,
    db
      .insert(transactionRecords)
      .values({
        ...record,
        version: sql`COALESCE((SELECT CASE WHEN content_sha256 = ${record.contentSha256} THEN version ELSE version + 1 END
        FROM transaction_records WHERE load_id = ${record.loadId} ORDER BY version DESC LIMIT 1), 1)`,
      })
      .onConflictDoNothing({ target: [transactionRecords.loadId, transactionRecords.version] }),
  );
}

/** The SQL condition "this version was written", for what must only be written along with it. */
export const recordWasWritten = (recordId: string) => ({
  sql: "EXISTS (SELECT 1 FROM transaction_records WHERE id = ?)",
  params: [recordId],
});

/** The load's version with this id, else the newest one stating this content. */
export function recordByIdOrContent(db: Database, input: { id: string; loadId: string; contentSha256: string }) {
  return db
    .select({ id: transactionRecords.id })
    .from(transactionRecords)
    .where(
      and(
        eq(transactionRecords.loadId, input.loadId),
        or(eq(transactionRecords.id, input.id), eq(transactionRecords.contentSha256, input.contentSha256)),
      ),
    )
    .orderBy(desc(sql`${transactionRecords.id} = ${input.id}`), desc(transactionRecords.version))
    .limit(1)
    .get();
}

/** A load and one of its record versions, in one batch. */
export async function loadAndRecord(db: Database, input: { loadId: string; recordId: string }) {
  const [[load], [record]] = await db.batch([
    db.select().from(loads).where(eq(loads.id, input.loadId)).limit(1),
    db.select().from(transactionRecords).where(eq(transactionRecords.id, input.recordId)).limit(1),
  ]);
  return { load, record };
}

/** Every administrator's id. */
export function administratorIds(db: Database) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.isAdmin, true), eq(users.userType, "admin")));
}

/** The documents a brokerage shared for a load. */
export function brokerageSharedDocuments(db: Database, input: { loadId: string; brokerageId: string }) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.loadId, input.loadId),
        eq(documents.brokerageId, input.brokerageId),
        eq(documents.isShared, true),
      ),
    );
}

/** A load's request, its record versions (newest first) and its shared documents (newest first), in one batch. */
export async function loadRecordParts(db: Database, loadId: string) {
  const [requests, records, shared] = await db.batch([
    db.select().from(loadRequests).where(eq(loadRequests.loadId, loadId)).limit(1),
    db
      .select()
      .from(transactionRecords)
      .where(eq(transactionRecords.loadId, loadId))
      .orderBy(desc(transactionRecords.version)),
    db
      .select()
      .from(documents)
      .where(and(eq(documents.loadId, loadId), eq(documents.isShared, true)))
      .orderBy(desc(documents.sharedAt)),
  ]);
  return { requests, records, shared };
}
