import type { ServiceContext } from "../../../core/service-context";
import { sourceQualityPage } from "../../../db/queries/admin-data-quality";
import type { SourceQuality } from "../../../schemas/admin/data-quality";
import { requireAdministrator } from "../../access/admin";
import { decodeCursor, encodeCursor } from "./cursor";
import { sourceLabels } from "./source-labels";

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
  const { rows, total } = await sourceQualityPage(ctx.db, {
    after: after ? { quarantined: after.value, sourceKey: after.key } : null,
    limit: input.limit + 1,
  });
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
    total,
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ value: last.quarantined, key: last.sourceKey }) : null,
  };
}
