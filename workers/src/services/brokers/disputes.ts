import { RIGHT_OF_REPLY_MESSAGES } from "@truerate/domain/brokers/right-of-reply";
import type { BrokerDisputeKind, BrokerDisputeStatus } from "@truerate/domain/enums";
import { and, desc, eq } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { Database } from "../../db/client";
import { brokerages, brokerDisputes, complaints, complianceEvents, loads } from "../../db/schema";
import type { DisputeView } from "../../schemas/brokers";
import { requireAdministrator } from "../access/admin";
import { auditRecord } from "../audit/audit";
import { requireBrokerageMember } from "./access";
import { loadsOfBroker, resolveBroker } from "./identity";

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

type DisputeRow = Awaited<ReturnType<typeof disputeQuery>>[number];

function disputeView(row: DisputeRow): DisputeView {
  return {
    id: row.id,
    brokerKey: `brokerage:${row.brokerageId}`,
    brokerName: row.brokerName,
    loadId: row.loadId,
    loadNumber: row.loadNumber,
    kind: row.kind,
    statement: row.statement,
    status: row.status,
    filedAt: row.createdAt.toISOString(),
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function disputesOfBrokerage(db: Database, brokerageId: string): Promise<DisputeView[]> {
  const rows = await disputeQuery(db)
    .where(eq(brokerDisputes.brokerageId, brokerageId))
    .orderBy(desc(brokerDisputes.createdAt))
    .limit(100);
  return rows.map(disputeView);
}

export const DISPUTES_PAGE_SIZE = 25;

/** The administrators' queue: open disputes oldest first (the longest waiting), then decided ones newest first. */
export async function listDisputes(
  ctx: ServiceContext,
  input: { status: BrokerDisputeStatus; page: number },
): Promise<{ disputes: DisputeView[]; page: number; hasMore: boolean }> {
  const { status, page } = input;
  requireAdministrator(ctx);
  const rows = await disputeQuery(ctx.db)
    .where(eq(brokerDisputes.status, status))
    .orderBy(status === "open" ? brokerDisputes.createdAt : desc(brokerDisputes.decidedAt))
    .limit(DISPUTES_PAGE_SIZE + 1)
    .offset((page - 1) * DISPUTES_PAGE_SIZE);
  return {
    disputes: rows.slice(0, DISPUTES_PAGE_SIZE).map(disputeView),
    page,
    hasMore: rows.length > DISPUTES_PAGE_SIZE,
  };
}

/** Whether the load carries the event on this broker's profile: a missed deadline, or a filed complaint. */
async function hasEvent(db: Database, loadId: string, kind: BrokerDisputeKind) {
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

/**
 * A brokerage disputes one event of its profile with its account of it. The event must be on its
 * profile; each event is disputed once (409 on a second try, parallel ones included).
 */
export async function fileDispute(
  ctx: ServiceContext,
  { key, input }: { key: string; input: { loadId: string; kind: BrokerDisputeKind; statement: string } },
): Promise<DisputeView> {
  const identity = await resolveBroker(ctx.db, key);
  const actor = requireBrokerageMember(ctx, identity);
  const brokerageId = identity.brokerageId as string;
  const [load] = await ctx.db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.id, input.loadId), loadsOfBroker(identity)))
    .limit(1);
  if (!load || !(await hasEvent(ctx.db, load.id, input.kind))) throw notFound(RIGHT_OF_REPLY_MESSAGES.notDisputable);
  const id = crypto.randomUUID();
  const [inserted] = await ctx.db
    .insert(brokerDisputes)
    .values({ id, brokerageId, loadId: load.id, kind: input.kind, statement: input.statement, filedBy: actor.userId })
    .onConflictDoNothing()
    .returning({ id: brokerDisputes.id });
  if (!inserted) throw new AppError("CONFLICT", RIGHT_OF_REPLY_MESSAGES.alreadyDisputed);
  await auditRecord(ctx, {
    action: "broker_dispute.filed",
    entityType: "load",
    entityId: load.id,
    details: { disputeId: id, kind: input.kind },
  });
  const [row] = await disputeQuery(ctx.db).where(eq(brokerDisputes.id, id));
  if (!row) throw notFound(RIGHT_OF_REPLY_MESSAGES.disputeNotFound);
  return disputeView(row);
}

/**
 * An administrator upholds (the event leaves the score) or rejects an open dispute, with a reason;
 * the decision and its reason are recorded and audited in one batch. A decided dispute answers 409.
 */
export async function decideDispute(
  ctx: ServiceContext,
  { disputeId, input }: { disputeId: string; input: { decision: "upheld" | "rejected"; reason: string } },
): Promise<DisputeView> {
  const admin = requireAdministrator(ctx);
  const now = new Date(ctx.now());
  const [decided] = await ctx.db
    .update(brokerDisputes)
    .set({ status: input.decision, decisionReason: input.reason, decidedBy: admin.userId, decidedAt: now })
    .where(and(eq(brokerDisputes.id, disputeId), eq(brokerDisputes.status, "open")))
    .returning({ id: brokerDisputes.id, loadId: brokerDisputes.loadId });
  if (!decided) {
    const [exists] = await ctx.db
      .select({ id: brokerDisputes.id })
      .from(brokerDisputes)
      .where(eq(brokerDisputes.id, disputeId));
    throw exists
      ? new AppError("CONFLICT", RIGHT_OF_REPLY_MESSAGES.alreadyDecided)
      : notFound(RIGHT_OF_REPLY_MESSAGES.disputeNotFound);
  }
  await auditRecord(ctx, {
    action: `broker_dispute.${input.decision}`,
    entityType: "load",
    entityId: decided.loadId,
    details: { disputeId, reason: input.reason },
  });
  const [row] = await disputeQuery(ctx.db).where(eq(brokerDisputes.id, disputeId));
  if (!row) throw notFound(RIGHT_OF_REPLY_MESSAGES.disputeNotFound);
  return disputeView(row);
}
