import type { ReportReviewStatus } from "@truerate/domain/enums";
import { and, countDistinct, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { auditLog, loads } from "../../../db/schema";
import type { SourceQuality } from "../../../schemas/admin/data-quality";
import { requireAdministrator } from "../../access/admin";
import { decodeCursor, encodeCursor } from "./cursor";
import { sourceLabels } from "./source-labels";

/**
 * Held as a far outlier at entry: still held for that reason, or decided by an administrator whose
 * audit row (written with the decision, decide.ts) keeps 'far_outlier' as the reason it replaced.
 * The schema has no column for it, and the audit row is the record of the decision anyway.
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
 * Every source's standing (carrier accounts and partner organisations), the most held first: its
 * reports by review state and the share held as far outliers. Aggregates every load per page, an
 * administrator's occasional read; loads without a source key (none since migration 0012) are left out.
 */
export async function listSourceQuality(
  ctx: ServiceContext,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: SourceQuality[]; total: number; nextCursor: string | null }> {
  requireAdministrator(ctx);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const { db } = ctx;
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
          ? or(lt(quarantined, after.value), and(eq(quarantined, after.value), gt(loads.sourceKey, after.key)))
          : undefined,
      )
      .orderBy(desc(quarantined), loads.sourceKey)
      .limit(input.limit + 1),
    db
      .select({ n: countDistinct(loads.sourceKey) })
      .from(loads)
      .where(ne(loads.sourceKey, "")),
  ]);
  const shown = rows.slice(0, input.limit);
  const labels = await sourceLabels(
    ctx,
    shown.map((row) => row.sourceKey),
  );
  const last = shown.at(-1);
  return {
    items: shown.map((row) => {
      const label = labels.get(row.sourceKey);
      return {
        sourceKey: row.sourceKey,
        kind: label?.kind ?? "carrier",
        label: label?.label ?? "Deleted account",
        total: row.total,
        counted: row.counted,
        quarantined: row.quarantined,
        rejected: row.rejected,
        farOutliers: row.farOutliers,
        outlierShare: row.total > 0 ? Math.round((row.farOutliers / row.total) * 10_000) / 10_000 : 0,
      };
    }),
    total: totals[0]?.n ?? 0,
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ value: last.quarantined, key: last.sourceKey }) : null,
  };
}
