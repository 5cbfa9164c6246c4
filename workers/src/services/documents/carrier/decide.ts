import { cleanDisplayText } from "@truerate/domain/documents/file-name";
import { AppError } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { asStatement } from "../../../db/as-statement";
import { decideDocument } from "../../../db/queries/documents";
import { runStatements } from "../../../db/run-batch";
import type { documents } from "../../../db/schema";
import type { DocumentDecision } from "../../../schemas/carrier-documents";
import { DOCUMENT_MESSAGES, requireCarrier } from "../../access/documents";
import { auditRecordFrom } from "../../audit/audit";
import { documentSharedWith } from "./shared-with-me";

export const DECLINE_REASON_MAX = 500;

export type CarrierDecision = "approved" | "declined";

export type DecisionResult = Omit<DocumentDecision, "success">;

/**
 * The carrier approves or declines a shared document (docs/product.md#load-board-states-and-transitions: pending, then approved or
 * declined). Repeating the same decision answers it again; changing a decision is refused. An
 * approval vouches for what the carrier read, so a document never opened cannot be approved (409);
 * declining one unread stays possible (a wrong file name is reason enough).
 */
export async function decideSharedDocument(
  ctx: ServiceContext,
  input: { id: string; decision: CarrierDecision; reason?: string | undefined },
): Promise<DecisionResult> {
  const actor = requireCarrier(ctx);
  const row = await documentSharedWith(ctx, { carrierId: actor.userId, documentId: input.id });
  const reason =
    input.decision === "declined"
      ? cleanDisplayText(input.reason ?? "", DECLINE_REASON_MAX) || DOCUMENT_MESSAGES.defaultDeclineReason
      : null;
  if (row.carrierApprovalStatus !== "pending") return answerRepeat(row, input.decision);
  if (input.decision === "approved" && !row.carrierViewedAt) {
    throw new AppError("CONFLICT", DOCUMENT_MESSAGES.viewBeforeApprove, { carrierViewedAt: null });
  }

  const decidedAt = new Date(ctx.now());
  const d1 = ctx.env.DB;
  await runStatements(d1, [
    // Audited only when this request is the one that decides (it runs before the update).
    auditRecordFrom(ctx, {
      entry: {
        action: `document.${input.decision}`,
        entityType: "document",
        actorUserId: actor.userId,
        details: "json_object('reason', ?)",
        at: decidedAt,
      },
      from: { sql: "documents WHERE id = ? AND carrier_approval_status = 'pending'", params: [reason, row.id] },
    }),
    asStatement(d1, decideDocument(ctx.db, { id: row.id, decision: input.decision, at: decidedAt, reason })),
  ]);
  // Should another request have decided first, this answers with what it decided.
  return answerRepeat(await documentSharedWith(ctx, { carrierId: actor.userId, documentId: input.id }), input.decision);
}

function answerRepeat(row: typeof documents.$inferSelect, decision: CarrierDecision): DecisionResult {
  if (row.carrierApprovalStatus !== decision || !row.carrierApprovalDate) {
    throw new AppError("CONFLICT", `This document was already ${row.carrierApprovalStatus}`, {
      carrierApprovalStatus: row.carrierApprovalStatus,
    });
  }
  return {
    id: row.id,
    carrierApprovalStatus: decision,
    carrierApprovalDate: row.carrierApprovalDate.toISOString(),
    declineReason: row.carrierDeclineReason,
  };
}
