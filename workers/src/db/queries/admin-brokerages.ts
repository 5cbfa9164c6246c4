// The administrators' Brokerage Search and Brokerage Details: registered tenants, the FMCSA
// registry, and the brokers carriers named on their loads.
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../client";
import { brokerages, complaints, documents, fmcsaBrokers, loads, users } from "../schema";

/**
 * A brokerage's loads are those matched to its tenant plus those that name its MC number while it
 * is unregistered; a broker named only by name (no MC) is keyed by its lower-cased name.
 */
export const loadBrokerKey = sql<string>`COALESCE(${brokerages.mcNumber}, ${loads.brokerMcNumber}, 'name:' || lower(trim(${loads.brokerName})))`;

/**
 * One MC number's record, in one batch: its FMCSA registry row, its tenant, its broker users (members
 * first, then those whose join waits for approval, each oldest first), its newest `recentLoads` loads
 * and the complaints filed about it.
 */
export async function brokerageRecordOfMc(
  db: Database,
  { mcNumber, recentLoads }: { mcNumber: string; recentLoads: number },
) {
  const member = sql<number>`${users.brokerageId} IS ${brokerages.id}`;
  const [registry, tenant, brokers, newest, complaintsFiled] = await db.batch([
    db
      .select({
        companyName: fmcsaBrokers.companyName,
        dotNumber: fmcsaBrokers.dotNumber,
        city: fmcsaBrokers.city,
        state: fmcsaBrokers.state,
        status: fmcsaBrokers.status,
        address: fmcsaBrokers.address,
        zipCode: fmcsaBrokers.zipCode,
        phoneNumber: fmcsaBrokers.phoneNumber,
      })
      .from(fmcsaBrokers)
      .where(eq(fmcsaBrokers.mcNumber, mcNumber)),
    db
      .select({ id: brokerages.id, name: brokerages.name, dotNumber: brokerages.dotNumber })
      .from(brokerages)
      .where(eq(brokerages.mcNumber, mcNumber)),
    db
      .select({
        email: users.email,
        createdAt: users.createdAt,
        verified: users.verified,
        subscriptionStatus: users.subscriptionStatus,
        member,
      })
      .from(users)
      .innerJoin(brokerages, or(eq(brokerages.id, users.brokerageId), eq(brokerages.id, users.pendingBrokerageId)))
      .where(and(eq(brokerages.mcNumber, mcNumber), eq(users.userType, "broker")))
      .orderBy(desc(member), users.createdAt),
    db
      .select({
        loadId: loads.id,
        loadNumber: loads.loadNumber,
        date: loads.date,
        pickupCity: loads.pickupCity,
        pickupState: loads.pickupState,
        deliveryCity: loads.deliveryCity,
        deliveryState: loads.deliveryState,
        brokerEmail: loads.brokerEmail,
        brokerName: loads.brokerName,
        status: loads.complianceStatus,
        documentCount: sql<number>`(SELECT count(*) FROM ${documents} WHERE ${documents.loadId} = ${loads.id})`,
      })
      .from(loads)
      .leftJoin(brokerages, eq(brokerages.id, loads.brokerageId))
      .where(eq(loadBrokerKey, mcNumber))
      .orderBy(desc(loads.uploadedAt), desc(loads.id))
      .limit(recentLoads),
    db
      .select({
        id: complaints.id,
        loadId: complaints.loadId,
        loadNumber: loads.loadNumber,
        nccdbComplaintId: complaints.nccdbComplaintId,
        outcome: complaints.outcome,
        filedAt: complaints.filedAt,
        brokerReply: complaints.brokerReply,
      })
      .from(complaints)
      .innerJoin(loads, eq(loads.id, complaints.loadId))
      .where(eq(complaints.brokerMcNumber, mcNumber))
      .orderBy(desc(complaints.filedAt)),
  ]);
  return { registry, tenant, brokers, recentLoads: newest, complaints: complaintsFiled };
}

/** `instr(lower(column), lower(query)) > 0`: the column contains the query, any case, no LIKE wildcards. */
function contains(column: SQLiteColumn, query: string) {
  return sql`instr(lower(${column}), lower(${query})) > 0`;
}

/**
 * In one batch: the tenants whose name or MC number contains `query`, and the broker names and MC
 * numbers carriers wrote that contain it, one row per broker key, the most loads first.
 */
export async function brokeragesMatching(db: Database, { query, limit }: { query: string; limit: number }) {
  const [tenants, named] = await db.batch([
    db
      // Each column once: a D1 batch returns rows as objects, so a repeated column name would collapse.
      .select({ mc: brokerages.mcNumber, name: brokerages.name, dot: brokerages.dotNumber })
      .from(brokerages)
      .where(or(contains(brokerages.name, query), sql`instr(${brokerages.mcNumber}, upper(${query})) > 0`))
      .orderBy(brokerages.name)
      .limit(limit),
    db
      .select({
        key: loadBrokerKey,
        name: sql<string>`min(${loads.brokerName})`,
        mc: sql<string | null>`COALESCE(${brokerages.mcNumber}, ${loads.brokerMcNumber})`,
        dot: sql<string | null>`NULL`,
        registered: sql<number>`${brokerages.id} IS NOT NULL`,
      })
      .from(loads)
      .leftJoin(brokerages, eq(brokerages.id, loads.brokerageId))
      .where(
        or(contains(loads.brokerName, query), sql`instr(COALESCE(${loads.brokerMcNumber}, ''), upper(${query})) > 0`),
      )
      .groupBy(loadBrokerKey)
      .orderBy(sql`count(*) DESC`)
      .limit(limit),
  ]);
  return { tenants, named };
}

/** Per registered MC number: its member broker users and those whose join waits for approval. */
export function brokerCountsOfMcs(db: Database, mcNumbers: readonly string[]) {
  return db
    .select({
      mc: brokerages.mcNumber,
      brokers: sql<number>`sum(${users.brokerageId} = ${brokerages.id})`,
      pending: sql<number>`sum(${users.pendingBrokerageId} = ${brokerages.id})`,
    })
    .from(brokerages)
    .innerJoin(
      users,
      and(
        or(eq(users.brokerageId, brokerages.id), eq(users.pendingBrokerageId, brokerages.id)),
        eq(users.userType, "broker"),
      ),
    )
    .where(inArray(brokerages.mcNumber, [...mcNumbers]))
    .groupBy(brokerages.mcNumber);
}
