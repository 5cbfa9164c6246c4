import type { ReportReviewStatus } from "@truerate/domain/enums";
// The administrators' data quality console: the reports held for review, the decisions on them,
// and every source's standing.
import { and, asc, count, countDistinct, desc, eq, exists, gt, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { asStatement } from "../as-statement";
import { createDb, type Database } from "../client";
import { oneOf } from "../one-of";
import { auditLog, loads, partnerLoads, partnerOrganisations, users } from "../schema";

type Load = typeof loads.$inferSelect;

/**
 * In one batch: the held reports oldest upload first, `limit` of them after `after` (an upload
 * time and an id), and how many are held in all.
 */
export async function heldReportsPage(
  db: Database,
  page: { after: { uploadedAt: Date; id: string } | null; limit: number },
) {
  const held = eq(loads.reviewStatus, "quarantined");
  let where: SQL | undefined = held;
  if (page.after) {
    const { uploadedAt, id } = page.after;
    where = and(held, or(gt(loads.uploadedAt, uploadedAt), and(eq(loads.uploadedAt, uploadedAt), gt(loads.id, id))));
  }
  const [rows, [counted]] = await db.batch([
    db.select().from(loads).where(where).orderBy(asc(loads.uploadedAt), asc(loads.id)).limit(page.limit),
    db.select({ n: count() }).from(loads).where(held),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** In one batch: the carriers' names and e-mails, and the partner organisations' names, by id. */
export async function sourceNames(
  db: Database,
  ids: { userIds: readonly string[]; organisationIds: readonly string[] },
) {
  const [carriers, partners] = await db.batch([
    db
      .select({ id: users.id, companyName: users.companyName, email: users.email })
      .from(users)
      .where(oneOf(users.id, ids.userIds)),
    db
      .select({ id: partnerOrganisations.id, name: partnerOrganisations.name })
      .from(partnerOrganisations)
      .where(oneOf(partnerOrganisations.id, ids.organisationIds)),
  ]);
  return { carriers, partners };
}

/**
 * Held as a far outlier at entry: still held for that reason, or decided by an administrator whose
 * audit row (written with the decision, services/admin/data-quality/decide.ts) keeps 'far_outlier'
 * as the reason it replaced. The schema has no column for it, and the audit row is the record of
 * the decision anyway.
 */
const FAR_OUTLIER = sql`CASE
  WHEN ${loads.reviewStatus} = 'quarantined' THEN ${loads.reviewReason} = 'far_outlier'
  WHEN ${loads.reviewedAt} IS NOT NULL THEN EXISTS (
    SELECT 1 FROM ${auditLog}
    WHERE ${auditLog.entityType} = 'load' AND ${auditLog.entityId} = ${loads.id}
      AND ${auditLog.action} IN ('report.released', 'report.rejected')
      AND json_extract(${auditLog.details}, '$.previousReason') = 'far_outlier')
  ELSE 0 END`;

/** Reports of a review state, per source. */
const countOf = (status: ReportReviewStatus) => sql<number>`sum(${loads.reviewStatus} = ${status})`;

/**
 * In one batch: every source's reports by review state and its far outliers, the most held first,
 * `limit` of them after `after` (a held count and a source key); and how many sources there are.
 * Loads without a source key (none since migration 0012) are left out.
 */
export async function sourceQualityPage(
  db: Database,
  page: { after: { quarantined: number; sourceKey: string } | null; limit: number },
) {
  const { after } = page;
  const quarantined = countOf("quarantined");
  const [rows, totals] = await db.batch([
    db
      .select({
        sourceKey: loads.sourceKey,
        // Named: a D1 batch returns rows as objects, and the three counts would share one column name.
        total: sql<number>`count(*)`.as("total"),
        counted: countOf("counted").as("counted"),
        quarantined: quarantined.as("quarantined"),
        rejected: countOf("rejected").as("rejected"),
        farOutliers: sql<number>`sum(coalesce(${FAR_OUTLIER}, 0))`.as("far_outliers"),
      })
      .from(loads)
      .where(ne(loads.sourceKey, ""))
      .groupBy(loads.sourceKey)
      // The keyset cursor: after the last source shown, in the order below.
      .having(
        after
          ? or(
              lt(quarantined, after.quarantined),
              and(eq(quarantined, after.quarantined), gt(loads.sourceKey, after.sourceKey)),
            )
          : undefined,
      )
      .orderBy(desc(quarantined), loads.sourceKey)
      .limit(page.limit),
    db
      .select({ n: countDistinct(loads.sourceKey) })
      .from(loads)
      .where(ne(loads.sourceKey, "")),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Raw: the ids travel as one JSON parameter expanded by json_each (a bulk decision carries up to
 * BULK_REVIEW_MAX ids, as many as D1 binds parameters), read in the decisions' own batch.
 */
const REPORT_STATES_SQL = "SELECT id, review_status FROM loads WHERE id IN (SELECT value FROM json_each(?1))";

/** A decided report, as the decision's update answers it. */
export type DecidedRow = Pick<Load, "id" | "loadNumber" | "reviewStatus" | "reviewReason"> & { reviewedAt: number };

/**
 * Decides held reports in ONE D1 batch: per report, its `audits` statement (in the order of `ids`;
 * before the update, so it still reads the reason being replaced), the update, and the partner feed's
 * change, each only while the report is still quarantined; then the states of every id. Answers
 * each id's decided row (none when it was not held) and every report's state after the batch.
 */
export async function decideHeldReports(
  d1: D1Database,
  decision: {
    ids: readonly string[];
    status: Load["reviewStatus"];
    reason: string;
    reviewedAt: Date;
    reviewedBy: string;
    audits: readonly D1PreparedStatement[];
  },
): Promise<{ decided: (DecidedRow | undefined)[]; states: Map<string, Load["reviewStatus"]> }> {
  const db = createDb(d1);
  const { ids, status, reviewedAt, reviewedBy } = decision;
  const perReport = ids.flatMap((id, index) => [
    decision.audits[index] as D1PreparedStatement,
    // Plain D1 statements (asStatement), to share the batch with the raw audit row; the RETURNING
    // row keeps the column names.
    asStatement(
      d1,
      db
        .update(loads)
        .set({ reviewStatus: status, reviewReason: decision.reason, reviewedAt, reviewedBy })
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
      db
        .update(partnerLoads)
        .set({ changedAt: reviewedAt })
        .where(
          and(
            eq(partnerLoads.loadId, id),
            exists(
              db
                .select({ one: sql`1` })
                .from(loads)
                .where(and(eq(loads.id, id), eq(loads.reviewedAt, reviewedAt), eq(loads.reviewedBy, reviewedBy))),
            ),
          ),
        ),
    ),
  ]);
  const states = d1.prepare(REPORT_STATES_SQL).bind(JSON.stringify(ids));
  const results = await d1.batch<unknown>([...perReport, states]);
  const after = new Map(
    ((results.at(-1)?.results ?? []) as { id: string; review_status: Load["reviewStatus"] }[]).map((row) => [
      row.id,
      row.review_status,
    ]),
  );
  const decided = ids.map((_, index) => {
    // Three statements a report (audit, update, partner feed): the update's RETURNING is the second.
    const [row] = (results[index * 3 + 1]?.results ?? []) as {
      id: string;
      load_number: string;
      review_status: Load["reviewStatus"];
      review_reason: string | null;
      reviewed_at: number;
    }[];
    return row
      ? {
          id: row.id,
          loadNumber: row.load_number,
          reviewStatus: row.review_status,
          reviewReason: row.review_reason,
          reviewedAt: row.reviewed_at,
        }
      : undefined;
  });
  return { decided, states: after };
}
