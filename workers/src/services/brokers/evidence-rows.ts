import type { RequestEvidence } from "@truerate/domain/brokers/profile-figures";
import { SCORE_WINDOW_DAYS } from "@truerate/domain/brokers/transparency-score";
import type { BrokerDisputeKind, BrokerDisputeStatus, ComplaintOutcome } from "@truerate/domain/enums";
import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brokerDisputes, complaints, complianceEvents, documents, loads, transactionRecords } from "../../db/schema";
import { type BrokerIdentity, loadsOfBroker } from "./identity";

export const PROFILE_WINDOW_MS = SCORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export interface RequestRow extends RequestEvidence {
  loadNumber: string;
  /** The carrier account that submitted it (null once deleted): who may see the load behind an event. */
  userId: string | null;
  /** The broker user the load named, when it named one of the brokerage's users. */
  brokerUserId: string | null;
  disputeStatus: BrokerDisputeStatus | null;
}

export interface ComplaintRow {
  loadId: string;
  loadNumber: string;
  userId: string | null;
  outcome: ComplaintOutcome;
  filedAt: number;
  /** When the outcome was last recorded: an actionable notice counts from then. */
  decidedAt: number;
  disputeStatus: BrokerDisputeStatus | null;
  disputeDecidedAt: number | null;
}

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
 * A broker's evidence over the score's window, read in one batch: every counted report that named
 * it (a 371.3 request each) with its first answer and any dispute of a missed deadline, and the
 * complaints filed about those loads with any dispute of them.
 */
export function readProfileEvidence(db: Database, identity: BrokerIdentity, now: number) {
  return readRequestEvidence(db, loadsOfBroker(identity), now);
}

/** The same evidence for the loads `scope` names (a broker's, or those a name without an MC gathers). */
export async function readRequestEvidence(db: Database, scope: SQL | undefined, now: number) {
  const since = new Date(now - PROFILE_WINDOW_MS);
  const ofBroker = and(scope, eq(loads.reviewStatus, "counted"), gte(loads.uploadedAt, since));
  const requestQuery = db
    .select({
      loadId: loads.id,
      loadNumber: loads.loadNumber,
      userId: loads.userId,
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
      decidedAt: sql<number>`coalesce(${complaints.updatedAt}, ${complaints.filedAt})`,
      disputeStatus: brokerDisputes.status,
      disputeDecidedAt: sql<number | null>`${brokerDisputes.decidedAt}`,
    })
    .from(complaints)
    .innerJoin(loads, eq(loads.id, complaints.loadId))
    .leftJoin(brokerDisputes, disputeOf("complaint"))
    .where(ofBroker);
  const [requestRows, complaintRows] = await db.batch([requestQuery, complaintQuery]);
  const requests: RequestRow[] = requestRows.map(({ disputeDecidedAt, ...row }) => ({
    ...row,
    answeredAt: row.answeredAt === null ? null : Number(row.answeredAt),
    disputeUpheldAt: row.disputeStatus === "upheld" ? disputeDecidedAt : null,
  }));
  return { requests, complaints: complaintRows satisfies ComplaintRow[] as ComplaintRow[] };
}
