import { QUARANTINE_MESSAGES, QUARANTINE_REASONS } from "@truerate/domain/reports/screening";
import type { ServiceContext } from "../../../core/service-context";
import { heldReportsPage } from "../../../db/queries/admin-data-quality";
import type { QuarantinedReport } from "../../../schemas/admin/data-quality";
import { requireAdministrator } from "../../access/admin";
import { decodeCursor, encodeCursor } from "./cursor";
import { laneContexts } from "./lane-context";
import { sourceLabels } from "./source-labels";

/** A held report's reason: a screening code with its message, or (written by hand) the text itself. */
function reasonOf(stored: string | null): QuarantinedReport["reason"] {
  const code = QUARANTINE_REASONS.find((reason) => reason === stored) ?? null;
  return { code, message: code ? QUARANTINE_MESSAGES[code] : (stored ?? "Held for review") };
}

/**
 * The reports held for review, oldest upload first, a page at a time: `cursor` continues after the
 * previous page's last report (none skipped or repeated while others are decided), `total` counts
 * every held report. Beside each, its lane's published figures over 90 days, from one lookup.
 */
export async function listQuarantine(
  ctx: ServiceContext,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: QuarantinedReport[]; total: number; nextCursor: string | null }> {
  requireAdministrator(ctx);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const { rows, total } = await heldReportsPage(ctx.db, {
    after: after ? { uploadedAt: new Date(after.value), id: after.key } : null,
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const [labels, laneOf] = await Promise.all([
    sourceLabels(
      ctx,
      page.map((row) => row.sourceKey),
    ),
    laneContexts(ctx, page),
  ]);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const rate = row.rateCents / 100;
      const label = labels.get(row.sourceKey);
      return {
        id: row.id,
        loadNumber: row.loadNumber,
        date: row.date,
        pickupCity: row.pickupCity,
        pickupState: row.pickupState,
        deliveryCity: row.deliveryCity,
        deliveryState: row.deliveryState,
        trailerType: row.trailerType,
        mileage: row.mileage,
        rate,
        ratePerMile: Math.round((rate / row.mileage) * 100) / 100,
        source: { key: row.sourceKey, kind: label?.kind ?? "carrier", label: label?.label ?? "Deleted account" },
        broker: { name: row.brokerName, key: row.brokerKey },
        carrierKey: row.carrierKey,
        reason: reasonOf(row.reviewReason),
        uploadedAt: row.uploadedAt.toISOString(),
        lane: laneOf(row),
      };
    }),
    total,
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ value: last.uploadedAt.getTime(), key: last.id }) : null,
  };
}
