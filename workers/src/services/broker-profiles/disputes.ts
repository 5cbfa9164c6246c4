import { RIGHT_OF_REPLY_MESSAGES } from "@truerate/domain/brokers/right-of-reply";
import type { BrokerDisputeKind, BrokerDisputeStatus } from "@truerate/domain/enums";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  brokerLoadId,
  type DisputeRow,
  decideOpenDispute,
  disputeExists,
  disputeOfId,
  disputesOfBrokerage as disputeRowsOfBrokerage,
  disputesWithStatus,
  insertDispute,
  loadHasProfileEvent,
} from "../../db/queries/broker-profiles";
import type { DisputeView } from "../../schemas/brokers";
import { requireAdministrator } from "../access/admin";
import { auditRecord } from "../audit/audit";
import { requireBrokerageMember } from "./access";
import { resolveBroker } from "./identity";
import { loadFailsIdentity } from "./identity-fails";

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

/** The brokerage's newest 100 disputes. */
export async function disputesOfBrokerage(ctx: ServiceContext, brokerageId: string): Promise<DisputeView[]> {
  const rows = await disputeRowsOfBrokerage(ctx.db, brokerageId);
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
  const rows = await disputesWithStatus(ctx.db, {
    status,
    limit: DISPUTES_PAGE_SIZE + 1,
    offset: (page - 1) * DISPUTES_PAGE_SIZE,
  });
  return {
    disputes: rows.slice(0, DISPUTES_PAGE_SIZE).map(disputeView),
    page,
    hasMore: rows.length > DISPUTES_PAGE_SIZE,
  };
}

/**
 * A brokerage disputes one event of its profile with its account of it. The event must be on its
 * profile; each event is disputed once (409 on a second try, parallel ones included).
 */
export async function fileDispute(
  ctx: ServiceContext,
  { key, input }: { key: string; input: { loadId: string; kind: BrokerDisputeKind; statement: string } },
): Promise<DisputeView> {
  const identity = await resolveBroker(ctx, key);
  const actor = requireBrokerageMember(ctx, identity);
  const brokerageId = identity.brokerageId as string;
  const loadId = await brokerLoadId(ctx.db, { loadId: input.loadId, loadKeys: identity.loadKeys });
  // An identity fail is computed, not stored: the load must fail its check now to be disputed.
  const hasEvent =
    loadId !== undefined &&
    (input.kind === "identity_fail"
      ? await loadFailsIdentity(ctx, { loadId })
      : await loadHasProfileEvent(ctx.db, { loadId, kind: input.kind }));
  if (loadId === undefined || !hasEvent) throw notFound(RIGHT_OF_REPLY_MESSAGES.notDisputable);
  const id = crypto.randomUUID();
  const inserted = await insertDispute(ctx.db, {
    id,
    brokerageId,
    loadId,
    kind: input.kind,
    statement: input.statement,
    filedBy: actor.userId,
  });
  if (!inserted) throw new AppError("CONFLICT", RIGHT_OF_REPLY_MESSAGES.alreadyDisputed);
  await auditRecord(ctx, {
    action: "broker_dispute.filed",
    entityType: "load",
    entityId: loadId,
    details: { disputeId: id, kind: input.kind },
  });
  const row = await disputeOfId(ctx.db, id);
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
  const decided = await decideOpenDispute(ctx.db, {
    id: disputeId,
    status: input.decision,
    reason: input.reason,
    decidedBy: admin.userId,
    decidedAt: now,
  });
  if (!decided) {
    throw (await disputeExists(ctx.db, disputeId))
      ? new AppError("CONFLICT", RIGHT_OF_REPLY_MESSAGES.alreadyDecided)
      : notFound(RIGHT_OF_REPLY_MESSAGES.disputeNotFound);
  }
  await auditRecord(ctx, {
    action: `broker_dispute.${input.decision}`,
    entityType: "load",
    entityId: decided.loadId,
    details: { disputeId, reason: input.reason },
  });
  const row = await disputeOfId(ctx.db, disputeId);
  if (!row) throw notFound(RIGHT_OF_REPLY_MESSAGES.disputeNotFound);
  return disputeView(row);
}
