import { DOCUMENT_DEADLINE_HOURS } from "@truerate/domain/compliance";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { oneOf } from "../one-of";
import { loadRequests, loads, users } from "../schema";

/**
 * One batch: each load's delivery instant claimed once; with the "delivery" clock, a pending load's
 * deadline moved to 48 hours after it; then what each request's mail needs (deleted loads have no row).
 */
export async function claimRequestDeliveries(
  db: Database,
  input: { loadIds: readonly string[]; now: Date; deadlineClock: string },
) {
  const { loadIds } = input;
  const [, , found] = await db.batch([
    db
      .update(loadRequests)
      .set({ deliveredAt: input.now })
      .where(and(oneOf(loadRequests.loadId, loadIds), isNull(loadRequests.deliveredAt))),
    // With the "delivery" clock the 48 hours start at the delivery instant just claimed.
    db
      .update(loads)
      .set({
        deadlineAt: sql`(SELECT ${loadRequests.deliveredAt} FROM ${loadRequests} WHERE ${loadRequests.loadId} = ${loads.id}) + ${DOCUMENT_DEADLINE_HOURS * 3_600_000}`,
      })
      .where(
        and(oneOf(loads.id, loadIds), sql`${input.deadlineClock} = 'delivery'`, eq(loads.complianceStatus, "pending")),
      ),
    db
      .select({
        id: loads.id,
        loadNumber: loads.loadNumber,
        date: loads.date,
        pickupCity: loads.pickupCity,
        pickupState: loads.pickupState,
        deliveryCity: loads.deliveryCity,
        deliveryState: loads.deliveryState,
        brokerName: loads.brokerName,
        brokerEmail: loads.brokerEmail,
        brokerageId: loads.brokerageId,
        deadlineAt: loads.deadlineAt,
        complianceStatus: loads.complianceStatus,
        carrierName: users.companyName,
        carrierMcNumber: users.mcNumber,
        nonce: loadRequests.nonce,
        queuedAt: loadRequests.queuedAt,
        answeredAt: loadRequests.answeredAt,
      })
      .from(loadRequests)
      .innerJoin(loads, eq(loads.id, loadRequests.loadId))
      .leftJoin(users, eq(users.id, loads.userId))
      .where(oneOf(loadRequests.loadId, loadIds)),
  ]);
  return found;
}

/** Queued requests marked delivered (a request answered meanwhile keeps its status). */
export function markRequestsDelivered(db: Database, loadIds: readonly string[]) {
  return db
    .update(loadRequests)
    .set({ status: "delivered" })
    .where(and(oneOf(loadRequests.loadId, loadIds), eq(loadRequests.status, "queued")));
}

/** The broker members of these brokerages, by address. */
export function brokerMembersOf(db: Database, brokerageIds: readonly string[]) {
  return db
    .select({ brokerageId: users.brokerageId, email: users.email })
    .from(users)
    .where(and(oneOf(users.brokerageId, brokerageIds), eq(users.userType, "broker")))
    .orderBy(users.email);
}

/** A load's request with the load and its carrier. */
export async function requestWithLoad(db: Database, loadId: string) {
  const [found] = await db
    .select({
      load: loads,
      request: loadRequests,
      carrierEmail: users.email,
      carrierName: users.companyName,
      carrierMcNumber: users.mcNumber,
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .leftJoin(users, eq(users.id, loads.userId))
    .where(eq(loadRequests.loadId, loadId))
    .limit(1);
  return found;
}

/** Claims the request's answer for this nonce, once: answers the claimed row, or none. */
export function claimRequestAnswer(db: Database, input: { loadId: string; nonce: string; now: Date }) {
  return db
    .update(loadRequests)
    .set({ answeredAt: input.now, status: "answered" })
    .where(
      and(eq(loadRequests.loadId, input.loadId), eq(loadRequests.nonce, input.nonce), isNull(loadRequests.answeredAt)),
    )
    .returning({ loadId: loadRequests.loadId });
}

/** Releases a claimed answer: the request as it was before. */
export function releaseRequestAnswer(
  db: Database,
  input: { loadId: string; status: (typeof loadRequests.$inferSelect)["status"] },
) {
  return db
    .update(loadRequests)
    .set({ answeredAt: null, status: input.status })
    .where(eq(loadRequests.loadId, input.loadId));
}

/** Requests still queued since before `before`, oldest first. */
export function waitingRequests(db: Database, before: Date, limit: number) {
  return db
    .select({ loadId: loadRequests.loadId })
    .from(loadRequests)
    .where(and(eq(loadRequests.status, "queued"), lt(loadRequests.queuedAt, before)))
    .orderBy(loadRequests.queuedAt)
    .limit(limit);
}
