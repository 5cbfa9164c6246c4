import type { AdminAction } from "@truerate/domain/enums";
// The administrators' Document Management: every document with who uploaded it, the loads'
// compliance table, the review decisions, and the detected waiver clauses.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { brokerages, documents, loads, users, waiverClauses } from "../schema";

/** Who uploaded a document, selected with a left join on its user (null once the account is gone). */
const documentOwnerColumns = {
  email: users.email,
  companyName: users.companyName,
  userType: users.userType,
  isAdmin: users.isAdmin,
};

/** The lane of a document's load, selected with a left join on its load (null on no load). */
const documentLoadRouteColumns = {
  pickupCity: loads.pickupCity,
  pickupState: loads.pickupState,
  deliveryCity: loads.deliveryCity,
  deliveryState: loads.deliveryState,
};

/** Who uploaded a document. */
export type DocumentOwner = Pick<typeof users.$inferSelect, keyof typeof documentOwnerColumns>;

/** Any document with who uploaded it. */
export async function documentWithOwner(db: Database, id: string) {
  const [row] = await db
    .select({ document: documents, owner: documentOwnerColumns })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.userId))
    .where(eq(documents.id, id))
    .limit(1);
  return row;
}

/**
 * Records an administrator's decision unless it is the one already recorded (same action, reason
 * and notes); answers whether it changed anything.
 */
export async function recordAdminDecision(
  db: Database,
  decision: {
    id: string;
    action: AdminAction;
    adminEmail: string;
    at: Date;
    denialReason: string | null;
    notes: string | null;
  },
): Promise<boolean> {
  const { action, denialReason, notes } = decision;
  const changed = await db
    .update(documents)
    .set({ adminAction: action, adminEmail: decision.adminEmail, adminActionDate: decision.at, denialReason, notes })
    .where(
      and(
        eq(documents.id, decision.id),
        sql`NOT (${documents.adminAction} IS ${action} AND ${documents.denialReason} IS ${denialReason} AND ${documents.notes} IS ${notes})`,
      ),
    )
    .returning({ id: documents.id });
  return changed.length > 0;
}

/** In one batch: the newest `limit` loads with their carrier, and every document on them, oldest first. */
export async function newestLoadsWithDocuments(db: Database, limit: number) {
  const newest = [desc(loads.uploadedAt), desc(loads.id)];
  const page = db
    .select({ id: loads.id })
    .from(loads)
    .orderBy(...newest)
    .limit(limit);
  const [rows, linked] = await db.batch([
    db
      .select({
        load: loads,
        carrier: { companyName: users.companyName, mcNumber: users.mcNumber, email: users.email },
      })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .orderBy(...newest)
      .limit(limit),
    db.select().from(documents).where(inArray(documents.loadId, page)).orderBy(documents.uploadedAt),
  ]);
  return { rows, linked };
}

/** In one batch: shared documents awaiting review, and the count of each admin decision. */
export async function documentDecisionCounts(db: Database) {
  const [pending, actions] = await db.batch([
    db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.isShared, true), isNull(documents.adminAction))),
    db
      .select({ action: documents.adminAction, n: count() })
      .from(documents)
      .where(isNotNull(documents.adminAction))
      .groupBy(documents.adminAction),
  ]);
  return { pending: pending[0]?.n ?? 0, actions };
}

/** The newest `limit` documents, with who uploaded each and its load's lane. */
export function newestDocuments(db: Database, limit: number) {
  return db
    .select({ document: documents, owner: documentOwnerColumns, route: documentLoadRouteColumns })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.userId))
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(limit);
}

/**
 * In one batch: detected waiver clauses newest first, `limit` after the cursor, with the broker (the
 * registered brokerage, else the name on the load), the document and the load; and the count of all.
 */
export async function waiverClausePage(
  db: Database,
  page: { after: { detectedAt: Date; id: string } | null; limit: number },
) {
  let where: SQL | undefined;
  if (page.after) {
    const { detectedAt, id } = page.after;
    where = or(
      lt(waiverClauses.detectedAt, detectedAt),
      and(eq(waiverClauses.detectedAt, detectedAt), lt(waiverClauses.id, id)),
    );
  }
  const [rows, [counted]] = await db.batch([
    db
      .select({
        clause: waiverClauses,
        documentFileName: documents.fileName,
        documentType: documents.documentType,
        loadNumber: loads.loadNumber,
        loadBrokerName: loads.brokerName,
        loadBrokerMcNumber: loads.brokerMcNumber,
        brokerageName: brokerages.name,
        brokerageMcNumber: brokerages.mcNumber,
      })
      .from(waiverClauses)
      .leftJoin(documents, eq(documents.id, waiverClauses.documentId))
      .leftJoin(loads, eq(loads.id, waiverClauses.loadId))
      .leftJoin(brokerages, sql`${waiverClauses.brokerKey} = 'brokerage:' || ${brokerages.id}`)
      .where(where)
      .orderBy(desc(waiverClauses.detectedAt), desc(waiverClauses.id))
      .limit(page.limit),
    db.select({ n: count() }).from(waiverClauses),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
