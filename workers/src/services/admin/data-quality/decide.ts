import type { BulkReviewResult, ReviewDecision } from "@truerate/domain/data-quality";
import type { ReportReviewStatus } from "@truerate/domain/enums";
import type { ServiceContext } from "../../../core/service-context";
import { decideHeldReports } from "../../../db/queries/admin-data-quality";
import type { DecidedReport } from "../../../schemas/admin/data-quality";
import { requireAdministrator } from "../../access/admin";
import { auditRecordFrom } from "../../audit/audit";

/** What a decision makes of a held report. */
const OUTCOME: Record<ReviewDecision, { status: ReportReviewStatus; action: string }> = {
  release: { status: "counted", action: "report.released" },
  reject: { status: "rejected", action: "report.rejected" },
};

export interface ReviewOutcome {
  id: string;
  result: BulkReviewResult;
  /** The report's state after the batch (absent when there is no such report). */
  reviewStatus: ReportReviewStatus | null;
  report: DecidedReport | null;
}

/**
 * Releases (counted from then on) or rejects held reports, each with the administrator's reason,
 * in ONE D1 batch: per report, the audit row (keeping the screening's reason it replaces) and the
 * update, both only while the report is still quarantined, so two administrators deciding at once
 * leave one decision and one audit row; then the states of every id, to tell the rest apart.
 */
export async function decideReports(
  ctx: ServiceContext,
  input: { ids: readonly string[]; decision: ReviewDecision; reason: string },
): Promise<ReviewOutcome[]> {
  const admin = requireAdministrator(ctx);
  const ids = [...new Set(input.ids)];
  const { status, action } = OUTCOME[input.decision];
  const now = ctx.now();
  const reviewedAt = new Date(now);
  const { decided: rows, states: after } = await decideHeldReports(ctx.env.DB, {
    ids,
    status,
    reason: input.reason,
    reviewedAt,
    reviewedBy: admin.userId,
    audits: ids.map((id) =>
      auditRecordFrom(ctx, {
        entry: {
          action,
          entityType: "load",
          actorUserId: admin.userId,
          details: "json_object('previousReason', review_reason, 'reviewStatus', ?)",
          at: now,
        },
        from: { sql: "loads WHERE id = ? AND review_status = 'quarantined'", params: [status, id] },
      }),
    ),
  });
  return ids.map((id, index) => {
    const decided = rows[index];
    const reviewStatus = after.get(id) ?? null;
    if (decided) {
      const report: DecidedReport = {
        id: decided.id,
        loadNumber: decided.loadNumber,
        reviewStatus: decided.reviewStatus,
        reviewReason: decided.reviewReason,
        reviewedAt: new Date(decided.reviewedAt).toISOString(),
      };
      return { id, result: "done", reviewStatus, report };
    }
    return { id, result: reviewStatus ? "not_quarantined" : "not_found", reviewStatus, report: null };
  });
}
