// The brokerage (the tenant): its members and join requests, its dashboard's figures, and the
// unregistered loads that name it.
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, like, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";
import { brokerages, complianceEvents, documents, loads, partnerLoads, users } from "../schema";

// ── Members and join requests ───────────────────────────────────────────────────────────────────

/** A verified broker's request to join `brokerageId`. */
const joinRequestTo = (brokerageId: string) => and(eq(users.pendingBrokerageId, brokerageId), eq(users.verified, true));

/** The brokerage's members and the verified brokers asking to join it, oldest first. */
export function membersAndRequestsOf(db: Database, brokerageId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      brokerageId: users.brokerageId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(or(eq(users.brokerageId, brokerageId), joinRequestTo(brokerageId)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Whether user `userId` asks to join `brokerageId` (a verified request). */
export async function hasJoinRequest(db: Database, { userId, brokerageId }: { userId: string; brokerageId: string }) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), joinRequestTo(brokerageId)))
    .limit(1);
  return found !== undefined;
}

/**
 * Takes the request: approved, the user becomes a member; declined, the request is dropped. Answers
 * whether this call took it (a parallel decision may have first).
 */
export async function takeJoinRequest(
  db: Database,
  { userId, brokerageId, approve }: { userId: string; brokerageId: string; approve: boolean },
): Promise<boolean> {
  const change = approve ? { brokerageId, pendingBrokerageId: null } : { pendingBrokerageId: null };
  const taken = await db
    .update(users)
    .set(change)
    .where(and(eq(users.id, userId), joinRequestTo(brokerageId)))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** The broker asking to join, with the brokerage asked. */
export async function joinRequestOf(db: Database, userId: string) {
  const [request] = await db
    .select({
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      brokerageId: brokerages.id,
      brokerageName: brokerages.name,
    })
    .from(users)
    .innerJoin(brokerages, eq(brokerages.id, users.pendingBrokerageId))
    .where(eq(users.id, userId))
    .limit(1);
  return request;
}

/** Every user of the brokerage, with their address. */
export function membersOf(db: Database, brokerageId: string) {
  return db.select({ id: users.id, email: users.email }).from(users).where(eq(users.brokerageId, brokerageId));
}

/** The addresses of the brokerage's broker users. */
export function brokerMemberEmails(db: Database, brokerageId: string) {
  return db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.brokerageId, brokerageId), eq(users.userType, "broker")));
}

/** The brokerage broker `userId` is a member of, if any. */
export async function brokerageIdOfUser(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ brokerageId: users.brokerageId }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.brokerageId ?? null;
}

export async function brokerageOfId(db: Database, brokerageId: string) {
  const [brokerage] = await db.select().from(brokerages).where(eq(brokerages.id, brokerageId)).limit(1);
  return brokerage;
}

// ── Late matching ───────────────────────────────────────────────────────────────────────────────

/**
 * Up to `limit` unregistered loads that may name the brokerage: its MC number, one of `emails`
 * (lower-cased), or an address at `emailDomain`.
 */
export function unregisteredLoadsNaming(
  db: Database,
  named: { mcNumber: string; emails: readonly string[]; emailDomain: string | null; limit: number },
) {
  const conditions: SQL[] = [
    eq(loads.brokerMcNumber, named.mcNumber),
    ...(named.emails.length ? [inArray(sql`lower(${loads.brokerEmail})`, [...named.emails])] : []),
    ...(named.emailDomain ? [like(sql`lower(${loads.brokerEmail})`, `%@${named.emailDomain.toLowerCase()}`)] : []),
  ];
  return db
    .select({
      id: loads.id,
      brokerName: loads.brokerName,
      brokerEmail: loads.brokerEmail,
      brokerMcNumber: loads.brokerMcNumber,
    })
    .from(loads)
    .where(and(isNull(loads.brokerageId), or(...conditions)))
    .limit(named.limit);
}

/**
 * In one batch: the loads join the brokerage (each still unregistered; its broker user kept if set),
 * with their shared documents and compliance events, and `audits` are written.
 */
export async function linkLoadsToBrokerage(
  db: Database,
  link: {
    brokerageId: string;
    loads: readonly { id: string; brokerUserId: string | null; brokerKey: string }[];
    audits: readonly BatchItem<"sqlite">[];
  },
): Promise<void> {
  const { brokerageId } = link;
  const ids = link.loads.map((load) => load.id);
  await db.batch([
    // What the broker sent through the link before registering is the brokerage's share.
    db
      .update(documents)
      .set({ brokerageId })
      .where(and(inArray(documents.loadId, ids), eq(documents.isShared, true), isNull(documents.brokerageId))),
    db
      .update(complianceEvents)
      .set({ brokerageId })
      .where(and(inArray(complianceEvents.loadId, ids), isNull(complianceEvents.brokerageId))),
    ...link.loads.map((load) =>
      db
        .update(loads)
        .set({
          brokerageId,
          brokerUserId: sql`COALESCE(${loads.brokerUserId}, ${load.brokerUserId})`,
          brokerKey: load.brokerKey,
        })
        .where(and(eq(loads.id, load.id), isNull(loads.brokerageId))),
    ),
    ...link.audits,
  ]);
}

// ── The dashboard ───────────────────────────────────────────────────────────────────────────────

/**
 * The Analytics tab's three reads, in one batch, of the brokerage's rows since `since`: its decided
 * deadlines with the event that decided them, its shared documents, and its loads with whether each
 * came through the partner API.
 */
export async function analyticsRowsOf(db: Database, { brokerageId, since }: { brokerageId: string; since: Date }) {
  const [outcomes, shared, arrivals] = await db.batch([
    db
      .select({
        deadlineAt: loads.deadlineAt,
        complianceStatus: loads.complianceStatus,
        decidedAt: complianceEvents.occurredAt,
      })
      .from(loads)
      .leftJoin(
        complianceEvents,
        and(eq(complianceEvents.loadId, loads.id), inArray(complianceEvents.type, ["deadline_met", "deadline_missed"])),
      )
      .where(
        and(eq(loads.brokerageId, brokerageId), gte(loads.deadlineAt, since), ne(loads.complianceStatus, "pending")),
      ),
    db
      .select({ sharedAt: documents.sharedAt, carrierViewedAt: documents.carrierViewedAt })
      .from(documents)
      .where(
        and(
          eq(documents.brokerageId, brokerageId),
          eq(documents.isShared, true),
          isNotNull(documents.sharedAt),
          gte(documents.sharedAt, since),
        ),
      ),
    db
      .select({
        uploadedAt: loads.uploadedAt,
        viaPartnerApi: sql<number>`${partnerLoads.loadId} IS NOT NULL`,
      })
      .from(loads)
      .leftJoin(partnerLoads, eq(partnerLoads.loadId, loads.id))
      .where(and(eq(loads.brokerageId, brokerageId), gte(loads.uploadedAt, since))),
  ]);
  return { outcomes, shared, arrivals };
}

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`COALESCE(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/**
 * The Compliance tab's figures, in one batch: the brokerage's pending loads due within
 * `nearDeadlineMs` of `now`, its shared documents' counts, and its next `limit` pending deadlines.
 */
export async function complianceFiguresOf(
  db: Database,
  query: { brokerageId: string; now: number; nearDeadlineMs: number; limit: number },
) {
  const { brokerageId, now } = query;
  const [loadFigures, documentFigures, upcoming] = await db.batch([
    db
      .select({
        nearDeadline: countWhere(
          sql`${loads.complianceStatus} = 'pending' AND ${loads.deadlineAt} > ${now} AND ${loads.deadlineAt} <= ${now + query.nearDeadlineMs}`,
        ),
      })
      .from(loads)
      .where(eq(loads.brokerageId, brokerageId)),
    db
      .select({
        totalShared: count(),
        withinCompliance: countWhere(sql`${documents.sharedAt} <= ${documents.complianceDeadline}`),
        overdue: countWhere(sql`${documents.sharedAt} > ${documents.complianceDeadline}`),
        viewedByCarriers: countWhere(sql`${documents.carrierViewedAt} IS NOT NULL`),
      })
      .from(documents)
      .where(and(eq(documents.brokerageId, brokerageId), eq(documents.isShared, true))),
    db
      .select({
        loadId: loads.id,
        loadNumber: loads.loadNumber,
        carrierCompanyName: users.companyName,
        carrierMcNumber: users.mcNumber,
        deadline: loads.deadlineAt,
        documentsShared: sql<number>`(SELECT COUNT(*) FROM documents WHERE documents.load_id = ${loads.id} AND documents.is_shared = 1)`,
      })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(
        and(
          eq(loads.brokerageId, brokerageId),
          eq(loads.complianceStatus, "pending"),
          gt(loads.deadlineAt, new Date(now)),
        ),
      )
      .orderBy(asc(loads.deadlineAt), asc(loads.id))
      .limit(query.limit),
  ]);
  return { loads: loadFigures[0], documents: documentFigures[0], upcoming };
}
