import type { BrokerDisputeKind } from "@truerate/domain/enums";
// The public broker profile (services/broker-profiles): who a key names, the evidence behind its figures,
// its disputes and its public reply.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { asStatement } from "../as-statement";
import { createDb, type Database } from "../client";
import {
  brokerages,
  brokerDisputes,
  brokerReplies,
  complaints,
  complianceEvents,
  documents,
  fmcsaBrokers,
  loads,
  transactionRecords,
  users,
} from "../schema";
import { haulingCarrier, haulingCarrierDot } from "./hauling-carrier";

// ── Who a key names ─────────────────────────────────────────────────────────────────────────────

/** The brokerage with this id, MC number or e-mail domain (as stored: upper-case MC, lower-case domain). */
export async function brokerageBy(
  db: Database,
  by: { id: string } | { mcNumber: string } | { emailDomain: string },
): Promise<typeof brokerages.$inferSelect | undefined> {
  const where =
    "id" in by
      ? eq(brokerages.id, by.id)
      : "mcNumber" in by
        ? eq(brokerages.mcNumber, by.mcNumber)
        : eq(brokerages.emailDomain, by.emailDomain);
  const [brokerage] = await db.select().from(brokerages).where(where).limit(1);
  return brokerage;
}

/** The FMCSA broker registry's record of an MC number: name, DOT number and authority. */
export async function registryBrokerOfMc(db: Database, mcNumber: string) {
  const [row] = await db
    .select({
      companyName: fmcsaBrokers.companyName,
      dotNumber: fmcsaBrokers.dotNumber,
      status: fmcsaBrokers.status,
      operatingAuthority: fmcsaBrokers.operatingAuthority,
      lastUpdated: fmcsaBrokers.lastUpdated,
      sourceFile: fmcsaBrokers.sourceFile,
    })
    .from(fmcsaBrokers)
    .where(eq(fmcsaBrokers.mcNumber, mcNumber))
    .limit(1);
  return row;
}

/** The newest counted or held load that names the broker key: what carriers called it, and its MC. */
export async function newestLoadNamingBroker(db: Database, key: string) {
  const [row] = await db
    .select({ brokerName: loads.brokerName, brokerMcNumber: loads.brokerMcNumber })
    .from(loads)
    .where(and(eq(loads.brokerKey, key), or(eq(loads.reviewStatus, "counted"), eq(loads.reviewStatus, "quarantined"))))
    .orderBy(desc(loads.uploadedAt))
    .limit(1);
  return row;
}

/** The id of the brokerage with this DOT number, if registered. */
export async function brokerageIdOfDot(db: Database, dotNumber: string): Promise<string | undefined> {
  const [brokerage] = await db
    .select({ id: brokerages.id })
    .from(brokerages)
    .where(eq(brokerages.dotNumber, dotNumber))
    .limit(1);
  return brokerage?.id;
}

/** The MC number the FMCSA broker registry gives this DOT number. */
export async function registryMcOfDot(db: Database, dotNumber: string): Promise<string | undefined> {
  const [registry] = await db
    .select({ mcNumber: fmcsaBrokers.mcNumber })
    .from(fmcsaBrokers)
    .where(eq(fmcsaBrokers.dotNumber, dotNumber))
    .limit(1);
  return registry?.mcNumber;
}

// ── Which loads are a broker's ──────────────────────────────────────────────────────────────────

/**
 * The loads an evidence read gathers: those with one of a broker's load keys, those with one broker
 * key, or the unmatched loads that give a name and no MC (keyed `name:` + the lower-cased name).
 */
export type LoadScope = { loadKeys: readonly string[] } | { brokerKey: string } | { unmatchedName: string };

function scopeCondition(scope: LoadScope): SQL | undefined {
  if ("loadKeys" in scope) return inArray(loads.brokerKey, [...scope.loadKeys]);
  if ("brokerKey" in scope) return eq(loads.brokerKey, scope.brokerKey);
  return and(
    isNull(loads.brokerageId),
    isNull(loads.brokerMcNumber),
    eq(sql`'name:' || lower(trim(${loads.brokerName}))`, scope.unmatchedName),
  );
}

// ── The evidence behind the figures ─────────────────────────────────────────────────────────────

/**
 * The first answer to a load's 371.3 request: a document the broker sent, a record it submitted, or
 * the deadline engine's 'deadline_met' (9e15 stands for "none" inside min()).
 */
const firstAnswerAt = sql<number | null>`nullif(min(
  coalesce((select min(${documents.sharedAt}) from ${documents}
            where ${documents.loadId} = ${loads.id} and ${documents.isShared} = 1), 9e15),
  coalesce((select min(${transactionRecords.submittedAt}) from ${transactionRecords}
            where ${transactionRecords.loadId} = ${loads.id}), 9e15),
  coalesce((select min(${complianceEvents.occurredAt}) from ${complianceEvents}
            where ${complianceEvents.loadId} = ${loads.id} and ${complianceEvents.type} = 'deadline_met'), 9e15)
), 9e15)`;

const disputeOf = (kind: BrokerDisputeKind) => and(eq(brokerDisputes.loadId, loads.id), eq(brokerDisputes.kind, kind));

/**
 * The evidence of the loads `scope` names uploaded since `since`, read in one batch: every counted
 * report (a 371.3 request each) with its first answer and any dispute of a missed deadline, and the
 * complaints filed about those loads with any dispute of them.
 */
export async function requestEvidence(db: Database, { scope, since }: { scope: LoadScope; since: Date }) {
  const ofBroker = and(scopeCondition(scope), eq(loads.reviewStatus, "counted"), gte(loads.uploadedAt, since));
  const requestQuery = db
    .select({
      loadId: loads.id,
      loadNumber: loads.loadNumber,
      /** The carrier account that submitted it (null once deleted): who may see the load behind an event. */
      userId: loads.userId,
      /** The broker user the load named, when it named one of the brokerage's users. */
      brokerUserId: loads.brokerUserId,
      carrierKey: loads.carrierKey,
      uploadedAt: sql<number>`${loads.uploadedAt}`,
      deadlineAt: sql<number>`${loads.deadlineAt}`,
      answeredAt: firstAnswerAt,
      complianceStatus: loads.complianceStatus,
      verified: loads.verified,
      rateCents: loads.rateCents,
      trueRateCents: loads.trueRateCents,
      disputeStatus: brokerDisputes.status,
      disputeDecidedAt: sql<number | null>`${brokerDisputes.decidedAt}`,
    })
    .from(loads)
    .leftJoin(brokerDisputes, disputeOf("deadline_missed"))
    .where(ofBroker);
  const complaintQuery = db
    .select({
      loadId: loads.id,
      loadNumber: loads.loadNumber,
      userId: loads.userId,
      outcome: complaints.outcome,
      filedAt: sql<number>`${complaints.filedAt}`,
      /** When the outcome was last recorded: an actionable notice counts from then. */
      decidedAt: sql<number>`coalesce(${complaints.updatedAt}, ${complaints.filedAt})`,
      disputeStatus: brokerDisputes.status,
      disputeDecidedAt: sql<number | null>`${brokerDisputes.decidedAt}`,
    })
    .from(complaints)
    .innerJoin(loads, eq(loads.id, complaints.loadId))
    .leftJoin(brokerDisputes, disputeOf("complaint"))
    .where(ofBroker);
  const [requestRows, complaintRows] = await db.batch([requestQuery, complaintQuery]);
  const requests = requestRows.map(({ disputeDecidedAt, ...row }) => ({
    ...row,
    answeredAt: row.answeredAt === null ? null : Number(row.answeredAt),
    disputeUpheldAt: row.disputeStatus === "upheld" ? disputeDecidedAt : null,
  }));
  return { requests, complaints: complaintRows };
}

/** One counted report behind a broker's figures. */
export type RequestRow = Awaited<ReturnType<typeof requestEvidence>>["requests"][number];
/** One complaint about a broker's load. */
export type ComplaintRow = Awaited<ReturnType<typeof requestEvidence>>["complaints"][number];

/** Only counted reports enter published figures; a held or rejected load's dates stay on the load. */
const countedFor = (brokerKey: string) => and(eq(loads.brokerKey, brokerKey), eq(loads.reviewStatus, "counted"));

/** The broker's counted loads invoiced from `from` to `to` (`YYYY-MM-DD`; the loads_broker_invoiced_idx range). */
export function invoicedLoadsOfBroker(db: Database, range: { brokerKey: string; from: string; to: string }) {
  return db
    .select({
      carrierKey: loads.carrierKey,
      invoicedOn: loads.invoicedOn,
      paidOn: loads.paidOn,
      notPaidReportedOn: loads.notPaidReportedOn,
    })
    .from(loads)
    .where(and(countedFor(range.brokerKey), gte(loads.invoicedOn, range.from), lte(loads.invoicedOn, range.to)));
}

/** The broker's counted loads invoiced on or after `since` (`YYYY-MM-DD`), oldest invoice first. */
export function paymentLoadsOfBroker(db: Database, { brokerKey, since }: { brokerKey: string; since: string }) {
  return db
    .select({
      loadId: loads.id,
      carrierKey: loads.carrierKey,
      invoicedOn: loads.invoicedOn,
      paidOn: loads.paidOn,
      notPaidReportedOn: loads.notPaidReportedOn,
    })
    .from(loads)
    .where(and(countedFor(brokerKey), isNotNull(loads.invoicedOn), gte(loads.invoicedOn, since)))
    .orderBy(asc(loads.invoicedOn), asc(loads.id));
}

// ── Disputes ────────────────────────────────────────────────────────────────────────────────────

const disputeColumns = {
  id: brokerDisputes.id,
  brokerageId: brokerDisputes.brokerageId,
  brokerName: brokerages.name,
  loadId: brokerDisputes.loadId,
  loadNumber: loads.loadNumber,
  kind: brokerDisputes.kind,
  statement: brokerDisputes.statement,
  status: brokerDisputes.status,
  createdAt: brokerDisputes.createdAt,
  decisionReason: brokerDisputes.decisionReason,
  decidedAt: brokerDisputes.decidedAt,
};

const disputeQuery = (db: Database) =>
  db
    .select(disputeColumns)
    .from(brokerDisputes)
    .innerJoin(brokerages, eq(brokerages.id, brokerDisputes.brokerageId))
    .innerJoin(loads, eq(loads.id, brokerDisputes.loadId));

/** A dispute with its brokerage's name and its load's number. */
export type DisputeRow = Awaited<ReturnType<typeof disputeQuery>>[number];

/** The brokerage's newest 100 disputes. */
export function disputesOfBrokerage(db: Database, brokerageId: string): Promise<DisputeRow[]> {
  return disputeQuery(db)
    .where(eq(brokerDisputes.brokerageId, brokerageId))
    .orderBy(desc(brokerDisputes.createdAt))
    .limit(100);
}

/** A page of disputes with this status: open ones oldest first, decided ones newest first. */
export function disputesWithStatus(
  db: Database,
  page: { status: DisputeRow["status"]; limit: number; offset: number },
): Promise<DisputeRow[]> {
  return disputeQuery(db)
    .where(eq(brokerDisputes.status, page.status))
    .orderBy(page.status === "open" ? brokerDisputes.createdAt : desc(brokerDisputes.decidedAt))
    .limit(page.limit)
    .offset(page.offset);
}

export async function disputeOfId(db: Database, id: string): Promise<DisputeRow | undefined> {
  const [row] = await disputeQuery(db).where(eq(brokerDisputes.id, id));
  return row;
}

export async function disputeExists(db: Database, id: string): Promise<boolean> {
  const [exists] = await db.select({ id: brokerDisputes.id }).from(brokerDisputes).where(eq(brokerDisputes.id, id));
  return exists !== undefined;
}

/** The id of the load if it is one of the broker's (by its load keys). */
export async function brokerLoadId(
  db: Database,
  { loadId, loadKeys }: { loadId: string; loadKeys: readonly string[] },
): Promise<string | undefined> {
  const [load] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.id, loadId), scopeCondition({ loadKeys })))
    .limit(1);
  return load?.id;
}

/**
 * The counted loads `scope` names uploaded since `since`, as the identity checks read them (the broker
 * as reported, the carrier account's name and MC), with any dispute of an identity fail: the profile's
 * identity events (services/broker-profiles/identity-fails.ts).
 */
export async function identityLoadsOfBroker(db: Database, { scope, since }: { scope: LoadScope; since: Date }) {
  return db
    .select({
      id: loads.id,
      loadNumber: loads.loadNumber,
      userId: loads.userId,
      uploadedAt: sql<number>`${loads.uploadedAt}`,
      brokerName: loads.brokerName,
      brokerEmail: loads.brokerEmail,
      brokerMcNumber: loads.brokerMcNumber,
      carrierName: haulingCarrier("company_name"),
      carrierMcNumber: haulingCarrier("mc_number"),
      carrierRegistryDot: haulingCarrierDot(),
      disputeStatus: brokerDisputes.status,
    })
    .from(loads)
    .leftJoin(users, eq(users.id, loads.userId))
    .leftJoin(brokerDisputes, disputeOf("identity_fail"))
    .where(and(scopeCondition(scope), eq(loads.reviewStatus, "counted"), gte(loads.uploadedAt, since)));
}

/** Whether the load carries the event a dispute is about: a missed deadline, or a filed complaint. */
export async function loadHasProfileEvent(
  db: Database,
  { loadId, kind }: { loadId: string; kind: DisputeRow["kind"] },
): Promise<boolean> {
  const [row] =
    kind === "complaint"
      ? await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.loadId, loadId)).limit(1)
      : await db
          .select({ id: complianceEvents.id })
          .from(complianceEvents)
          .where(and(eq(complianceEvents.loadId, loadId), eq(complianceEvents.type, "deadline_missed")))
          .limit(1);
  return row !== undefined;
}

/** Files a dispute unless its event is disputed already; answers whether it was written. */
export async function insertDispute(
  db: Database,
  dispute: Pick<typeof brokerDisputes.$inferInsert, "id" | "brokerageId" | "loadId" | "kind" | "statement" | "filedBy">,
): Promise<boolean> {
  const [inserted] = await db
    .insert(brokerDisputes)
    .values(dispute)
    .onConflictDoNothing()
    .returning({ id: brokerDisputes.id });
  return inserted !== undefined;
}

/** Decides a dispute that is still open; answers its load, or undefined when it is not open (or unknown). */
export async function decideOpenDispute(
  db: Database,
  decision: { id: string; status: "upheld" | "rejected"; reason: string; decidedBy: string; decidedAt: Date },
): Promise<{ id: string; loadId: string } | undefined> {
  const [decided] = await db
    .update(brokerDisputes)
    .set({
      status: decision.status,
      decisionReason: decision.reason,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt,
    })
    .where(and(eq(brokerDisputes.id, decision.id), eq(brokerDisputes.status, "open")))
    .returning({ id: brokerDisputes.id, loadId: brokerDisputes.loadId });
  return decided;
}

// ── The public reply ────────────────────────────────────────────────────────────────────────────

/** The brokerage's current (not superseded) reply. */
export async function currentReplyOf(db: Database, brokerageId: string) {
  const [reply] = await db
    .select({ body: brokerReplies.body, createdAt: brokerReplies.createdAt })
    .from(brokerReplies)
    .where(and(eq(brokerReplies.brokerageId, brokerageId), isNull(brokerReplies.supersededAt)))
    .orderBy(desc(brokerReplies.createdAt))
    .limit(1);
  return reply;
}

/** The brokerage's (?1) current reply. */
const CURRENT = "brokerage_id = ?1 AND superseded_at IS NULL";

/**
 * Raw: INSERT … SELECT … WHERE NOT EXISTS with no FROM, which drizzle's insert cannot say: the
 * reply (?3), unless it is already the current one.
 */
const INSERT_REPLY_SQL = `INSERT INTO broker_replies (id, brokerage_id, body, written_by, created_at)
  SELECT ?4, ?1, ?3, ?5, ?2 WHERE NOT EXISTS (SELECT 1 FROM broker_replies WHERE ${CURRENT} AND body = ?3)`;

/**
 * In one batch: a different reply supersedes the current one (kept, never deleted), the new one is
 * written unless it is the current one, `audit` (a conditional audit row) runs, and the current
 * reply is read back. Plain D1 statements, so the raw insert and the audit row share the batch; each
 * acts on what the one before it left.
 */
export async function writeReply(
  d1: D1Database,
  reply: { id: string; brokerageId: string; body: string; writtenBy: string; at: Date; audit: D1PreparedStatement },
): Promise<{ body: string; created_at: number } | undefined> {
  const db = createDb(d1);
  const { brokerageId, body, at } = reply;
  const current = and(eq(brokerReplies.brokerageId, brokerageId), isNull(brokerReplies.supersededAt));
  const [, , , read] = await d1.batch([
    asStatement(
      d1,
      db
        .update(brokerReplies)
        .set({ supersededAt: at })
        .where(and(current, ne(brokerReplies.body, body))),
    ),
    d1.prepare(INSERT_REPLY_SQL).bind(brokerageId, at.getTime(), body, reply.id, reply.writtenBy),
    reply.audit,
    asStatement(
      d1,
      db
        .select({ body: brokerReplies.body, createdAt: brokerReplies.createdAt })
        .from(brokerReplies)
        .where(current)
        .limit(1),
    ),
  ]);
  // A plain statement answers the columns by their names.
  return (read?.results as { body: string; created_at: number }[] | undefined)?.[0];
}
