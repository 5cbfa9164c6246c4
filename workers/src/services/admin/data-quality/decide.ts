import type { BulkReviewResult, ReviewDecision } from "@truerate/domain/data-quality";
import type { ReportReviewStatus } from "@truerate/domain/enums";
import { and, eq, exists, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { asStatement } from "../../../db/as-statement";
import { loads, partnerLoads } from "../../../db/schema";
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
 * Raw: the ids travel as one JSON parameter expanded by json_each (a bulk decision carries up to
 * BULK_REVIEW_MAX ids, as many as D1 binds parameters), read in the decisions' own batch.
 */
const REPORT_STATES_SQL = "SELECT id, review_status FROM loads WHERE id IN (SELECT value FROM json_each(?1))";

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
  const reviewedAt = new Date(now);
  const d1 = ctx.env.DB;
  const perReport = ids.flatMap((id) => [
    // Before the update, so it still reads the reason being replaced, and only when it will apply.
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
    // Plain D1 statements (asStatement), to share the batch with the raw audit row; the RETURNING
    // row keeps the column names, as DecidedRow reads them.
    asStatement(
      d1,
      ctx.db
        .update(loads)
        .set({ reviewStatus: status, reviewReason: input.reason, reviewedAt, reviewedBy: admin.userId })
        .where(and(eq(loads.id, id), eq(loads.reviewStatus, "quarantined")))
        .returning({
          id: loads.id,
          loadNumber: loads.loadNumber,
          reviewStatus: loads.reviewStatus,
          reviewReason: loads.reviewReason,
          reviewedAt: loads.reviewedAt,
        }),
    ),
    // A pushed report's partner sees the decision in its change feed (its version counts its own pushes only).
    asStatement(
      d1,
      ctx.db
        .update(partnerLoads)
        .set({ changedAt: reviewedAt })
        .where(
          and(
            eq(partnerLoads.loadId, id),
            exists(
              ctx.db
                .select({ one: sql`1` })
                .from(loads)
                .where(and(eq(loads.id, id), eq(loads.reviewedAt, reviewedAt), eq(loads.reviewedBy, admin.userId))),
            ),
          ),
        ),
    ),
  ]);
  const states = d1.prepare(REPORT_STATES_SQL).bind(JSON.stringify(ids));
  const results = await d1.batch<unknown>([...perReport, states]);
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
