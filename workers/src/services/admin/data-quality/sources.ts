import type { ServiceContext } from "../../../core/service-context";
import { requireAdministrator } from "../../access/admin";
import { decodeCursor, encodeCursor } from "./cursor";
import { type SourceKind, sourceLabels } from "./source-labels";

export interface SourceQuality {
  sourceKey: string;
  kind: SourceKind;
  label: string;
  total: number;
  counted: number;
  quarantined: number;
  rejected: number;
  farOutliers: number;
  outlierShare: number;
}

interface SourceRow {
  source_key: string;
  total: number;
  counted: number;
  quarantined: number;
  rejected: number;
  far_outliers: number;
}

/**
 * Held as a far outlier at entry: still held for that reason, or decided by an administrator whose
 * audit row (written with the decision, decide.ts) keeps 'far_outlier' as the reason it replaced.
 * The schema has no column for it, and the audit row is the record of the decision anyway.
 */
const FAR_OUTLIER = `CASE
  WHEN l.review_status = 'quarantined' THEN l.review_reason = 'far_outlier'
  WHEN l.reviewed_at IS NOT NULL THEN EXISTS (
    SELECT 1 FROM audit_log a
    WHERE a.entity_type = 'load' AND a.entity_id = l.id AND a.action IN ('report.released', 'report.rejected')
      AND json_extract(a.details, '$.previousReason') = 'far_outlier')
  ELSE 0 END`;

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
  const db = ctx.env.DB;
  const [page, totals] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT l.source_key,
           count(*) AS total,
           sum(l.review_status = 'counted') AS counted,
           sum(l.review_status = 'quarantined') AS quarantined,
           sum(l.review_status = 'rejected') AS rejected,
           sum(coalesce(${FAR_OUTLIER}, 0)) AS far_outliers
         FROM loads l WHERE l.source_key <> ''
         GROUP BY l.source_key
         HAVING ?1 IS NULL OR quarantined < ?1 OR (quarantined = ?1 AND l.source_key > ?2)
         ORDER BY quarantined DESC, l.source_key
         LIMIT ?3`,
      )
      .bind(after?.value ?? null, after?.key ?? "", input.limit + 1),
    db.prepare("SELECT count(DISTINCT source_key) AS n FROM loads WHERE source_key <> ''"),
  ]);
  const rows = (page?.results ?? []) as SourceRow[];
  const shown = rows.slice(0, input.limit);
  const labels = await sourceLabels(
    ctx,
    shown.map((row) => row.source_key),
  );
  const last = shown.at(-1);
  return {
    items: shown.map((row) => {
      const label = labels.get(row.source_key);
      return {
        sourceKey: row.source_key,
        kind: label?.kind ?? "carrier",
        label: label?.label ?? "Deleted account",
        total: row.total,
        counted: row.counted,
        quarantined: row.quarantined,
        rejected: row.rejected,
        farOutliers: row.far_outliers,
        outlierShare: row.total > 0 ? Math.round((row.far_outliers / row.total) * 10_000) / 10_000 : 0,
      };
    }),
    total: ((totals?.results ?? []) as { n: number }[])[0]?.n ?? 0,
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ value: last.quarantined, key: last.source_key }) : null,
  };
}
