import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { documentReadings, documents, loads, notifications, transactionRecords, users } from "../schema";

type DocumentInsert = typeof documents.$inferInsert;
type DocumentRow = typeof documents.$inferSelect;

/** The columns of a documents row that the store reads to open its body (services/documents/store.ts). */
export type DocumentBodyRow = Pick<
  DocumentRow,
  "id" | "filePath" | "mimeType" | "isEncrypted" | "encryptionKeyId" | "wrappedKey" | "contentSha256"
>;

/** A new documents row, to batch with its audit row and its pending reading. */
export function insertDocument(db: Database, values: DocumentInsert) {
  return db.insert(documents).values(values);
}

/** A new documents row that answers itself (the upload's batch). */
export function insertDocumentReturning(db: Database, values: DocumentInsert) {
  return db.insert(documents).values(values).returning();
}

/** A new notification row, to batch with what it announces. */
export function insertNotification(db: Database, values: typeof notifications.$inferInsert) {
  return db.insert(notifications).values(values);
}

/** The documents just delivered and their load's compliance status after the delivery, in one batch. */
export async function deliveredDocuments(db: Database, input: { ids: readonly string[]; loadId: string }) {
  const [rows, [after]] = await db.batch([
    db
      .select()
      .from(documents)
      .where(inArray(documents.id, [...input.ids])),
    db.select({ complianceStatus: loads.complianceStatus }).from(loads).where(eq(loads.id, input.loadId)),
  ]);
  return { rows, complianceStatus: after?.complianceStatus };
}

/** What a brokerage shared, newest first, with each document's load and its carrier's name and MC number. */
export function sharedByBrokerage(db: Database, input: { brokerageId: string; limit: number }) {
  return db
    .select({
      document: documents,
      load: loads,
      carrierCompanyName: users.companyName,
      carrierMcNumber: users.mcNumber,
    })
    .from(documents)
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .leftJoin(users, eq(users.id, loads.userId))
    .where(and(eq(documents.brokerageId, input.brokerageId), eq(documents.isShared, true)))
    .orderBy(desc(documents.sharedAt), desc(documents.id))
    .limit(input.limit);
}

/** A document of the brokerage (none when it is another's). */
export async function brokerageDocument(db: Database, input: { id: string; brokerageId: string }) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.id), eq(documents.brokerageId, input.brokerageId)))
    .limit(1);
  return row;
}

/** The brokerage's load with its carrier's address, MC number and name (none when it is another's). */
export async function brokerageLoadWithCarrier(db: Database, input: { loadId: string; brokerageId: string }) {
  const [found] = await db
    .select({
      load: loads,
      carrierEmail: users.email,
      carrierMcNumber: users.mcNumber,
      carrierCompanyName: users.companyName,
    })
    .from(loads)
    .leftJoin(users, eq(users.id, loads.userId))
    .where(and(eq(loads.id, input.loadId), eq(loads.brokerageId, input.brokerageId)))
    .limit(1);
  return found;
}

/** A document shared with this carrier (none for anything else). */
export async function documentSharedWithUser(db: Database, input: { documentId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, input.documentId),
        eq(documents.sharedWithUserId, input.userId),
        eq(documents.isShared, true),
      ),
    )
    .limit(1);
  return row;
}

/** The carrier's decision, written only while the document is still pending. */
export function decideDocument(
  db: Database,
  input: { id: string; decision: "approved" | "declined"; at: Date; reason: string | null },
) {
  return db
    .update(documents)
    .set({ carrierApprovalStatus: input.decision, carrierApprovalDate: input.at, carrierDeclineReason: input.reason })
    .where(and(eq(documents.id, input.id), eq(documents.carrierApprovalStatus, "pending")));
}

/** The carrier's first view of a document (answers the row only for the first). */
export function markFirstView(db: Database, input: { id: string; at: Date }) {
  return db
    .update(documents)
    .set({ carrierViewedAt: input.at })
    .where(and(eq(documents.id, input.id), isNull(documents.carrierViewedAt)))
    .returning({ id: documents.id });
}

/**
 * The user's unread notices of a document marked read (their first read instant kept), and with a
 * load, its other shared-document notices: one notice announces a whole answer.
 */
export function markDocumentNoticesRead(
  db: Database,
  input: { documentId: string; loadId: string | null; userId: string; now: number },
) {
  return db
    .update(notifications)
    .set({ isRead: true, readAt: sql`COALESCE(${notifications.readAt}, ${input.now})` })
    .where(
      and(
        input.loadId
          ? or(
              eq(notifications.documentId, input.documentId),
              and(eq(notifications.loadId, input.loadId), eq(notifications.type, "document_shared")),
            )
          : eq(notifications.documentId, input.documentId),
        eq(notifications.userId, input.userId),
        eq(notifications.isRead, false),
      ),
    );
}

/** Whether a column holds the text, any case; `instr`, so `%` and `_` in it are plain characters. */
const contains = (column: SQL | typeof documents.fileName, text: string) =>
  sql`instr(lower(coalesce(${column}, '')), lower(${text})) > 0`;

/**
 * One page of what brokers shared with a carrier (newest first, with each load), the filters'
 * total, and the carrier's loads to filter by (newest share first, at most `loadChoices`).
 */
export async function carrierSharedPage(
  db: Database,
  input: {
    userId: string;
    type?: DocumentRow["documentType"] | undefined;
    status?: DocumentRow["carrierApprovalStatus"] | undefined;
    loadId?: string | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
    loadChoices: number;
  },
) {
  const mine = and(eq(documents.sharedWithUserId, input.userId), eq(documents.isShared, true));
  const filters: (SQL | undefined)[] = [mine];
  if (input.type) filters.push(eq(documents.documentType, input.type));
  if (input.status) filters.push(eq(documents.carrierApprovalStatus, input.status));
  if (input.loadId) filters.push(eq(documents.loadId, input.loadId));
  if (input.q)
    filters.push(
      sql`(${contains(documents.fileName, input.q)} OR ${contains(sql`coalesce(${loads.loadNumber}, ${documents.loadNumber})`, input.q)})`,
    );
  const where = and(...filters);
  // Not one batch: D1's batch answers rows keyed by column name, and the two tables share names.
  const [rows, [counted], choices] = await Promise.all([
    db
      .select({ document: documents, load: loads })
      .from(documents)
      .leftJoin(loads, eq(loads.id, documents.loadId))
      .where(where)
      .orderBy(desc(documents.sharedAt), desc(documents.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(documents).leftJoin(loads, eq(loads.id, documents.loadId)).where(where),
    db
      .select({ loadId: loads.id, loadNumber: loads.loadNumber, latest: max(documents.sharedAt) })
      .from(documents)
      .innerJoin(loads, eq(loads.id, documents.loadId))
      .where(and(mine, isNotNull(documents.loadId)))
      .groupBy(loads.id)
      .orderBy(desc(max(documents.sharedAt)), loads.id)
      .limit(input.loadChoices),
  ]);
  return { rows, total: counted?.n ?? 0, choices };
}

/**
 * Evidence is immutable: a document shared with the carrier once the load's deadline is settled
 * (met or missed), or one a transaction record names, is never deleted. Checked inside the delete
 * itself, so a deadline settling meanwhile cannot slip a deletion through.
 */
const isEvidence = sql`(
  (${documents.isShared} = 1 AND EXISTS (
    SELECT 1 FROM loads WHERE loads.id = ${documents.loadId} AND loads.compliance_status <> 'pending'))
  OR EXISTS (
    SELECT 1 FROM transaction_records AS t, json_each(t.evidence) AS e
    WHERE t.load_id = ${documents.loadId} AND json_extract(e.value, '$.documentId') = ${documents.id})
)`;

/** Whether the document is evidence (isEvidence). */
export async function documentIsEvidence(db: Database, id: string): Promise<boolean> {
  const [evidence] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), isEvidence));
  return evidence !== undefined;
}

/** Deletes the user's document unless it is evidence; answers whether this call removed it. */
export async function deleteDocumentUnlessEvidence(db: Database, input: { id: string; userId: string }) {
  const deleted = await db
    .delete(documents)
    .where(and(eq(documents.id, input.id), eq(documents.userId, input.userId), sql`NOT ${isEvidence}`))
    .returning({ id: documents.id });
  return deleted.length > 0;
}

/** Whether a document row exists. */
export async function documentExists(db: Database, id: string): Promise<boolean> {
  const [still] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
  return still !== undefined;
}

/** The user's documents that have no load yet, linked to one (answers the linked ids). */
export function linkUnlinkedDocuments(db: Database, input: { userId: string; loadId: string; loadNumber: string }) {
  return db
    .update(documents)
    .set({ loadId: input.loadId, loadNumber: input.loadNumber })
    .where(and(eq(documents.userId, input.userId), isNull(documents.loadId)))
    .returning({ id: documents.id });
}

/** The user's own documents, newest first: all, the unlinked ones, or one load's. */
export function ownDocuments(
  db: Database,
  input: { userId: string; unlinked?: boolean | undefined; loadId?: string | undefined; limit: number },
) {
  const filters: SQL[] = [eq(documents.userId, input.userId)];
  if (input.unlinked) filters.push(isNull(documents.loadId));
  else if (input.loadId) filters.push(eq(documents.loadId, input.loadId));
  return db
    .select()
    .from(documents)
    .where(and(...filters))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(input.limit);
}

/** One of the user's own documents (none when it is another's). */
export async function ownDocument(db: Database, input: { documentId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.documentId), eq(documents.userId, input.userId)))
    .limit(1);
  return row;
}

/** One of the carrier's own loads (none when it is another's). */
export async function ownLoad(db: Database, input: { loadId: string; userId: string }) {
  const [row] = await db
    .select({ id: loads.id, loadNumber: loads.loadNumber, brokerKey: loads.brokerKey })
    .from(loads)
    .where(and(eq(loads.id, input.loadId), eq(loads.userId, input.userId)))
    .limit(1);
  return row;
}

/**
 * What a load's documentVerified is decided from: the load, its record at the version it was
 * verified against, and the readings of its documents (null when the load is gone).
 */
export async function documentVerifiedFacts(db: Database, loadId: string) {
  const [load] = await db
    .select({
      verified: loads.verified,
      recordVersion: loads.trueRateRecordVersion,
      loadNumber: loads.loadNumber,
      rateCents: loads.rateCents,
      brokerName: loads.brokerName,
    })
    .from(loads)
    .where(eq(loads.id, loadId))
    .limit(1);
  if (!load) return null;
  const [records, readings] = await db.batch([
    db
      .select({ carrierPaidCents: transactionRecords.carrierPaidCents })
      .from(transactionRecords)
      .where(and(eq(transactionRecords.loadId, loadId), eq(transactionRecords.version, load.recordVersion ?? -1)))
      .limit(1),
    db
      .select({
        documentType: documents.documentType,
        tags: documents.tags,
        fields: documentReadings.fields,
        text: documentReadings.text,
      })
      .from(documents)
      .innerJoin(documentReadings, eq(documentReadings.documentId, documents.id))
      .where(and(eq(documents.loadId, loadId), eq(documentReadings.status, "read"))),
  ]);
  return { load, record: records[0] ?? null, readings };
}

/** The load's documentVerified, written only when it changes. */
export async function setDocumentVerified(db: Database, input: { loadId: string; documentVerified: boolean }) {
  await db
    .update(loads)
    .set({ documentVerified: input.documentVerified })
    .where(and(eq(loads.id, input.loadId), ne(loads.documentVerified, input.documentVerified)));
}

/** A document's reading as pending, unless it has one (to batch with the document). */
export function insertPendingReading(db: Database, input: { documentId: string; at: Date }) {
  return db
    .insert(documentReadings)
    .values({ documentId: input.documentId, status: "pending", requestedAt: input.at })
    .onConflictDoNothing();
}

/** A document's reading pending again, its outcome cleared. */
export async function resetReading(db: Database, input: { documentId: string; at: Date }) {
  await db
    .update(documentReadings)
    .set({ status: "pending", reason: null, detail: null, requestedAt: input.at })
    .where(eq(documentReadings.documentId, input.documentId));
}

/** Readings still pending since before `before`. */
export function stalePendingReadings(db: Database, input: { before: Date; limit: number }) {
  return db
    .select({ documentId: documentReadings.documentId })
    .from(documentReadings)
    .where(and(eq(documentReadings.status, "pending"), lt(documentReadings.requestedAt, input.before)))
    .limit(input.limit);
}

/** Documents with no reading at all (stored before the reader existed). */
export function documentsWithoutReading(db: Database, limit: number) {
  return db
    .select({ documentId: documents.id })
    .from(documents)
    .leftJoin(documentReadings, eq(documentReadings.documentId, documents.id))
    .where(isNull(documentReadings.documentId))
    .limit(limit);
}

/** Readings stamped as asked for again at `at`. */
export function stampReadingsRequested(db: Database, input: { documentIds: readonly string[]; at: Date }) {
  return db
    .update(documentReadings)
    .set({ requestedAt: input.at })
    .where(inArray(documentReadings.documentId, [...input.documentIds]));
}

/** A document with its reading and its load's facts (for GET /api/documents/{id}/reading). */
export async function documentWithReading(db: Database, id: string) {
  const [found] = await db
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
    .where(eq(documents.id, id))
    .limit(1);
  return found;
}

/** A page, by id, of the documents whose data key is wrapped under another KEK than `currentKeyId`. */
export function documentsToRewrap(db: Database, input: { afterId: string; currentKeyId: string; limit: number }) {
  return db
    .select({ id: documents.id, encryptionKeyId: documents.encryptionKeyId, wrappedKey: documents.wrappedKey })
    .from(documents)
    .where(
      and(
        gt(documents.id, input.afterId),
        isNotNull(documents.wrappedKey),
        isNotNull(documents.encryptionKeyId),
        ne(documents.encryptionKeyId, input.currentKeyId),
      ),
    )
    .orderBy(asc(documents.id))
    .limit(input.limit);
}

/** The re-wrapped key, applied only while the row still holds the key it was read with. */
export function rewrapDocumentKey(
  db: Database,
  input: {
    id: string;
    current: { encryptionKeyId: string; wrappedKey: string };
    next: { encryptionKeyId: string; wrappedKey: string };
  },
) {
  return db
    .update(documents)
    .set(input.next)
    .where(
      and(
        eq(documents.id, input.id),
        eq(documents.encryptionKeyId, input.current.encryptionKeyId),
        eq(documents.wrappedKey, input.current.wrappedKey),
      ),
    );
}
