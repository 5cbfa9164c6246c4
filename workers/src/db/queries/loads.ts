// The statements over loads that the services run.
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";
import { oneOf } from "../one-of";
import {
  brokerages,
  documents,
  loadRequests,
  loads,
  partnerLoads,
  partnerLoadTombstones,
  transactionRecords,
  users,
} from "../schema";
import { laterChange } from "./partner-feed-position";

/**
 * Raw: the true-rate search, built by services/loads/search-query.ts (its filters and the session
 * check) and prepared here, so the route can send it in the same D1 batch as the session lookup.
 */
export function loadSearchStatement(db: D1Database, query: { sql: string; params: unknown[] }): D1PreparedStatement {
  return db.prepare(query.sql).bind(...query.params);
}

/**
 * The carrier's same load (number and broker) uploaded since `since`, if any (services/loads/
 * duplicates.ts says why a read catches only resubmissions across midnight).
 */
export async function recentDuplicateLoadId(
  db: Database,
  probe: { userId: string; loadNumber: string; brokerEmail: string; since: number },
): Promise<string | null> {
  const [found] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(
      and(
        eq(loads.userId, probe.userId),
        eq(sql`lower(trim(${loads.loadNumber}))`, probe.loadNumber.trim().toLowerCase()),
        eq(sql`lower(${loads.brokerEmail})`, probe.brokerEmail.toLowerCase()),
        gte(loads.uploadedAt, new Date(probe.since)),
      ),
    )
    .limit(1);
  return found?.id ?? null;
}

/** After a unique-key failure: the load that holds the key. */
export async function loadIdWithDuplicateKey(db: Database, key: string): Promise<string | null> {
  const [found] = await db.select({ id: loads.id }).from(loads).where(eq(loads.duplicateKey, key)).limit(1);
  return found?.id ?? null;
}

/** A carrier's own loads, newest first, on loads_user_uploaded_idx; with `limit`, only that many. */
export async function loadsOfUser(db: Database, userId: string, limit?: number) {
  const query = db.select().from(loads).where(eq(loads.userId, userId)).orderBy(desc(loads.uploadedAt), desc(loads.id));
  return limit === undefined ? await query : await query.limit(limit);
}

/**
 * Loads with the carrier who hauled each, the newest record version and their documents, newest
 * first, in one D1 batch. `brokerageId` keeps the loads matched to a brokerage and the documents it
 * sent; `date` the loads hauled that day; `id` one load.
 */
export async function loadRowsWithDocuments(
  db: Database,
  filter: { id?: string; date?: string | undefined; brokerageId?: string; limit: number; offset?: number },
) {
  const where = and(
    filter.id === undefined ? undefined : eq(loads.id, filter.id),
    filter.date ? eq(loads.date, filter.date) : undefined,
    filter.brokerageId === undefined ? undefined : eq(loads.brokerageId, filter.brokerageId),
  );
  const documentsWhere = filter.brokerageId === undefined ? undefined : eq(documents.brokerageId, filter.brokerageId);
  const newestFirst = [desc(loads.uploadedAt), desc(loads.id)];
  const page = db
    .select({ id: loads.id })
    .from(loads)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
  const [rows, linked] = await db.batch([
    db
      .select({
        load: loads,
        carrierCompanyName: users.companyName,
        carrierMcNumber: users.mcNumber,
        latestRecordVersion: sql<number | null>`(SELECT MAX(${transactionRecords.version}) FROM ${transactionRecords}
          WHERE ${transactionRecords.loadId} = ${loads.id})`,
      })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(filter.limit)
      .offset(filter.offset ?? 0),
    db
      .select({
        id: documents.id,
        loadId: documents.loadId,
        fileName: documents.fileName,
        isShared: documents.isShared,
        carrierApprovalStatus: documents.carrierApprovalStatus,
      })
      .from(documents)
      .where(and(documentsWhere, inArray(documents.loadId, page))),
  ]);
  return { rows, linked };
}

/**
 * Evidence is never lost: once the broker answered (a record version, or a document shared with the
 * carrier), the load stays with them. Part of the delete itself, so an answer arriving meanwhile
 * cannot slip a deletion through.
 */
export const HAS_NO_EVIDENCE = `NOT EXISTS (SELECT 1 FROM transaction_records WHERE load_id = loads.id)
  AND NOT EXISTS (SELECT 1 FROM documents WHERE load_id = loads.id AND is_shared = 1)`;

/** The audit row's source for a delete: the owned load while it is no evidence (?: id, user). */
export const DELETABLE_LOAD_FROM = `loads WHERE id = ? AND user_id = ? AND ${HAS_NO_EVIDENCE}`;

/** Raw: the delete on the evidence condition, batched after the audit row and the tombstone that test the same. */
const DELETE_LOAD_SQL = `DELETE FROM loads WHERE id = ?1 AND user_id = ?2 AND ${HAS_NO_EVIDENCE}`;

const ownedLoad = (id: string, userId: string) => and(eq(loads.id, id), eq(loads.userId, userId));

/** The stored document bodies of the user's load (R2 paths). */
export function documentBodiesOfOwnedLoad(db: Database, id: string, userId: string) {
  return db
    .select({ filePath: documents.filePath })
    .from(documents)
    .innerJoin(loads, eq(loads.id, documents.loadId))
    .where(ownedLoad(id, userId));
}

/** The user's load's id, if it still exists. */
export function ownedLoadId(db: Database, id: string, userId: string) {
  return db.select({ id: loads.id }).from(loads).where(ownedLoad(id, userId)).get();
}

/**
 * One batch: the audit row (built by the caller from DELETABLE_LOAD_FROM), the partner tombstone,
 * then the delete; true when the load was deleted.
 */
export async function deleteOwnedLoad(
  d1: D1Database,
  input: { audit: D1PreparedStatement; id: string; userId: string; now: number },
): Promise<boolean> {
  const [, , deleted] = await d1.batch([
    input.audit,
    // A load a partner pushed leaves the partner's change feed as a tombstone.
    tombstoneDeletedLoad(
      d1,
      input.now,
      `loads.id = ?3 AND loads.user_id = ?4 AND ${HAS_NO_EVIDENCE}`,
      input.id,
      input.userId,
    ),
    d1.prepare(DELETE_LOAD_SQL).bind(input.id, input.userId),
  ]);
  return Boolean(deleted && deleted.meta.changes > 0);
}

/** The user's load's date, if the load exists. */
export function ownedLoadDate(db: Database, id: string, userId: string) {
  return db.select({ date: loads.date }).from(loads).where(ownedLoad(id, userId)).get();
}

/** The stored payment columns as JSON, from the row. */
const PAYMENT_BEFORE = `json_object('invoicedOn', invoiced_on, 'paidOn', paid_on, 'notPaidReportedOn', not_paid_reported_on)`;
/** A report of "not paid" keeps the day it was first made; a paid date or untick clears it (?: notPaid, today). */
const NOT_PAID_ON = "iif(?, coalesce(not_paid_reported_on, ?), NULL)";
/** The new values as JSON (?: invoicedOn, paidOn, then NOT_PAID_ON's). */
const PAYMENT_AFTER = `json_object('invoicedOn', ?, 'paidOn', ?, 'notPaidReportedOn', ${NOT_PAID_ON})`;
/** The owned load, while the new values differ from the stored ones (?: id, user, then AFTER's). */
const CHANGED_LOAD = `loads WHERE id = ? AND user_id = ? AND (invoiced_on IS NOT ? OR paid_on IS NOT ? OR not_paid_reported_on IS NOT ${NOT_PAID_ON})`;

/** The payment audit row's details and source (audit.ts auditRecordFrom), for the values `after`. */
export function paymentAuditSource(input: { id: string; userId: string; after: unknown[] }) {
  return {
    details: `json_object('before', ${PAYMENT_BEFORE}, 'after', ${PAYMENT_AFTER})`,
    from: { sql: CHANGED_LOAD, params: [...input.after, input.id, input.userId, ...input.after] },
  };
}

/**
 * Raw: batched as a plain D1 statement after its audit row (which must read the dates before it),
 * the new "not paid" day computed from the stored one.
 */
const SET_PAYMENT_SQL = `UPDATE loads SET invoiced_on = ?3, paid_on = ?4, not_paid_reported_on = iif(?5, coalesce(not_paid_reported_on, ?6), NULL)
  WHERE id = ?1 AND user_id = ?2
  RETURNING invoiced_on AS invoicedOn, paid_on AS paidOn, not_paid_reported_on AS notPaidReportedOn`;

export interface StoredPayment {
  invoicedOn: string | null;
  paidOn: string | null;
  notPaidReportedOn: string | null;
}

/** One batch: the audit row, then the update; the stored dates, or undefined when the load is gone. */
export async function setLoadPayment(
  d1: D1Database,
  input: {
    audit: D1PreparedStatement;
    id: string;
    userId: string;
    invoicedOn: string | null;
    paidOn: string | null;
    notPaid: number;
    today: string;
  },
): Promise<StoredPayment | undefined> {
  const [, updated] = await d1.batch([
    input.audit,
    d1
      .prepare(SET_PAYMENT_SQL)
      .bind(input.id, input.userId, input.invoicedOn, input.paidOn, input.notPaid, input.today),
  ]);
  return updated?.results[0] as StoredPayment | undefined;
}

// Tombstones: a pushed load that leaves its partner's keeping stays in the change feed as its ids,
// when and why (services/partners/loads/read.ts), so the partner's copy can drop it too. Each is
// written in the same batch as the removal it records, and sorts after the load's last change.
/**
 * Raw: the delete's own condition on `loads` (SQL with numbered parameters) goes into the
 * tombstone's SELECT as it is, so the statement batches beside the raw delete it mirrors.
 */
const insertDeletedTombstoneSql = (loadsWhere: string) =>
  `INSERT INTO partner_load_tombstones (organisation_id, partner_load_id, load_id, reason, removed_at, changed_at)
  SELECT p.organisation_id, p.partner_load_id, p.load_id, ?1, ?2, max(p.changed_at + 1, ?2)
  FROM partner_loads p JOIN loads ON loads.id = p.load_id WHERE ${loadsWhere}
  ON CONFLICT DO NOTHING`;

/**
 * For a load its carrier deletes: matches the `loads` row of the delete's own condition (numbered
 * parameters from ?3; ?1 is the reason, ?2 the time), so a tombstone exists exactly when the
 * delete happens. Runs before the delete, whose cascade takes the partner's key with the load.
 */
export function tombstoneDeletedLoad(db: D1Database, now: number, loadsWhere: string, ...values: unknown[]) {
  return db.prepare(insertDeletedTombstoneSql(loadsWhere)).bind("deleted", now, ...values);
}

/**
 * For the loads of a carrier account being erased: they stay in lane figures, anonymised, but no
 * longer belong to anyone, so each partner's key to them is replaced by a tombstone. Two statements
 * for the account deletion's batch, before the user row goes.
 */
export function tombstoneAnonymisedLoads(db: Database, userId: string, now: number) {
  const ofAccount = db.select({ id: loads.id }).from(loads).where(eq(loads.userId, userId));
  return [
    db
      .insert(partnerLoadTombstones)
      .select(
        db
          .select({
            organisationId: partnerLoads.organisationId,
            partnerLoadId: partnerLoads.partnerLoadId,
            loadId: partnerLoads.loadId,
            reason: sql<"anonymised">`'anonymised'`.as("reason"),
            removedAt: sql<Date>`${now}`.as("removed_at"),
            changedAt: laterChange(now).as("changed_at"),
          })
          .from(partnerLoads)
          .where(inArray(partnerLoads.loadId, ofAccount)),
      )
      .onConflictDoNothing(),
    db.delete(partnerLoads).where(inArray(partnerLoads.loadId, ofAccount)),
  ] as const;
}

/**
 * What may name the brokerage of loads' brokers (services/loads/match-brokerage.ts decides), in one
 * round trip of three reads however many brokers: brokerages by MC number, users by e-mail,
 * brokerages by e-mail domain.
 */
export async function brokerageCandidates(
  db: Database,
  keys: { mcNumbers: string[]; emails: string[]; domains: string[] },
) {
  const [byMc, users_, byDomain] = await db.batch([
    db
      .select({ id: brokerages.id, mcNumber: brokerages.mcNumber })
      .from(brokerages)
      .where(oneOf(brokerages.mcNumber, keys.mcNumbers)),
    db
      .select({ id: users.id, email: users.email, userType: users.userType, brokerageId: users.brokerageId })
      .from(users)
      .where(oneOf(users.email, keys.emails)),
    db
      .select({ id: brokerages.id, name: brokerages.name, emailDomain: brokerages.emailDomain })
      .from(brokerages)
      .where(oneOf(brokerages.emailDomain, keys.domains)),
  ]);
  return { byMc, users: users_, byDomain };
}

/** The carrier's DOT number (a report's carrier key), if the carrier is still there. */
export async function carrierDotNumber(db: Database, userId: string) {
  const [carrier] = await db.select({ dotNumber: users.dotNumber }).from(users).where(eq(users.id, userId)).limit(1);
  return carrier;
}

/**
 * One batch: the carrier's load with its duplicate key, its 371.3 request, the carrier's documents
 * not yet linked to a load, and the audit row the caller built; how many documents were linked.
 */
export async function insertCarrierLoad(
  db: Database,
  input: {
    row: typeof loads.$inferInsert & { id: string; userId: string; uploadedAt: Date };
    duplicateKey: string;
    /** The load number as the carrier typed it, which the linked documents take. */
    loadNumber: string;
    nonce: string;
    audit: BatchItem<"sqlite">;
  },
): Promise<number> {
  const { row } = input;
  const [, , linked] = await db.batch([
    db.insert(loads).values({ ...row, duplicateKey: input.duplicateKey }),
    db.insert(loadRequests).values({ loadId: row.id, nonce: input.nonce, queuedAt: row.uploadedAt }),
    db
      .update(documents)
      .set({ loadId: row.id, loadNumber: input.loadNumber })
      .where(and(eq(documents.userId, row.userId), isNull(documents.loadId))),
    input.audit,
  ]);
  return linked.meta.changes;
}
