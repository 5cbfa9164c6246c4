import type { BulkReviewResult, ReviewDecision } from "@truerate/domain/data-quality";
import type { ReportReviewStatus } from "@truerate/domain/enums";
import type { ServiceContext } from "../../../core/service-context";
import { requireAdministrator } from "../../access/admin";
import { auditRecordFrom } from "../../audit/audit";

/** What a decision makes of a held report. */
const OUTCOME: Record<ReviewDecision, { status: ReportReviewStatus; action: string }> = {
  release: { status: "counted", action: "report.released" },
  reject: { status: "rejected", action: "report.rejected" },
};

export interface DecidedReport {
  id: string;
  loadNumber: string;
  reviewStatus: ReportReviewStatus;
  reviewReason: string | null;
  reviewedAt: string;
}

export interface ReviewOutcome {
  id: string;
  result: BulkReviewResult;
  /** The report's state after the batch (absent when there is no such report). */
  reviewStatus: ReportReviewStatus | null;
  report: DecidedReport | null;
}

interface DecidedRow {
  id: string;
  load_number: string;
  review_status: ReportReviewStatus;
  review_reason: string | null;
  reviewed_at: number;
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
  const db = ctx.env.DB;
  const perReport = ids.flatMap((id) => [
    // Before the update, so it still reads the reason being replaced, and only when it will apply.
    auditRecordFrom(
      ctx,
      {
        action,
        entityType: "load",
        actorUserId: admin.userId,
        details: "json_object('previousReason', review_reason, 'reviewStatus', ?)",
        at: now,
      },
      { sql: "loads WHERE id = ? AND review_status = 'quarantined'", params: [status, id] },
    ),
    db
      .prepare(
        `UPDATE loads SET review_status = ?1, review_reason = ?2, reviewed_at = ?3, reviewed_by = ?4
         WHERE id = ?5 AND review_status = 'quarantined'
         RETURNING id, load_number, review_status, review_reason, reviewed_at`,
      )
      .bind(status, input.reason, now, admin.userId, id),
    // A pushed report's partner sees the decision in its change feed (its version counts its own pushes only).
    db
      .prepare(
        `UPDATE partner_loads SET changed_at = ?1
         WHERE load_id = ?2 AND EXISTS (SELECT 1 FROM loads WHERE id = ?2 AND reviewed_at = ?1 AND reviewed_by = ?3)`,
      )
      .bind(now, id, admin.userId),
  ]);
  const states = db
    .prepare("SELECT id, review_status FROM loads WHERE id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(ids));
  const results = await db.batch<unknown>([...perReport, states]);
  const after = new Map(
    ((results.at(-1)?.results ?? []) as { id: string; review_status: ReportReviewStatus }[]).map((row) => [
      row.id,
      row.review_status,
    ]),
  );
  return ids.map((id, index) => {
    // Three statements a report (audit, update, partner feed): the update's RETURNING is the second.
    const [decided] = (results[index * 3 + 1]?.results ?? []) as DecidedRow[];
    const reviewStatus = after.get(id) ?? null;
    if (decided) {
      const report: DecidedReport = {
        id: decided.id,
        loadNumber: decided.load_number,
        reviewStatus: decided.review_status,
        reviewReason: decided.review_reason,
        reviewedAt: new Date(decided.reviewed_at).toISOString(),
      };
      return { id, result: "done", reviewStatus, report };
    }
    return { id, result: reviewStatus ? "not_quarantined" : "not_found", reviewStatus, report: null };
  });
}
