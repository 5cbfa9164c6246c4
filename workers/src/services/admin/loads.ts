import { dollarsToCents } from "@truerate/domain/money";
import { moneyRefusals } from "@truerate/domain/reports/plausibility";
import { notFound, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { countLoadsOn, loadAndRecordVersion, verifyLoadTrueRate } from "../../db/queries/admin-loads";
import { requireAdministrator } from "../access/admin";
import { LOAD_ACCESS_MESSAGES } from "../access/loads";
import { auditRecord } from "../audit/audit";
import { refreshDocumentVerified } from "../documents/reading/document-verified";
import { type LoadRowView, listLoadRows } from "../loads/load-rows";
import { trueRateVerifiedEvent } from "../partners/webhooks/load-events";
import { notifyPartner } from "../partners/webhooks/notify";

/** Load Management's pages: numbered, since an administrator jumps to a page and back. */
export const ADMIN_LOADS_PAGE = { default: 50, max: 100 } as const;

/**
 * Every carrier's loads for an administrator, newest first, a numbered page at a time, with the
 * total over every page; `date` keeps those hauled that day.
 */
export async function listLoadsForAdmin(
  ctx: ServiceContext,
  input: { date?: string | undefined; page: number; pageSize: number },
): Promise<{ loads: LoadRowView[]; total: number; page: number; pageSize: number }> {
  requireAdministrator(ctx);
  const [rows, total] = await Promise.all([
    listLoadRows(ctx, { date: input.date, limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
    countLoadsOn(ctx.db, input.date),
  ]);
  return { loads: rows, total, page: input.page, pageSize: input.pageSize };
}

/**
 * An administrator sets what the broker really paid (the True Rate) and marks the load verified:
 * from then on every search shows it. Setting it again corrects it; each change is audited. The
 * load keeps who verified it and the version of the broker's record the rate was checked against
 * (the newest when verifying; none when there is no record yet), so every true rate a search shows
 * traces back to a record and its documents.
 */
export async function verifyTrueRate(
  ctx: ServiceContext,
  input: { id: string; trueRate: number },
): Promise<LoadRowView> {
  const admin = requireAdministrator(ctx);
  const trueRateCents = dollarsToCents(input.trueRate);
  const { load: found, recordVersion } = await loadAndRecordVersion(ctx.db, input.id);
  if (!found) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  // The same door as the carrier's rate: a true rate no truckload is paid cannot be verified.
  const refused = moneyRefusals("The true rate", trueRateCents, found.mileage);
  if (refused.length > 0) throw validationFailed(refused[0] as string, { trueRate: refused });
  await verifyLoadTrueRate(ctx.db, {
    loadId: input.id,
    trueRateCents,
    verifiedAt: new Date(ctx.now()),
    verifiedBy: admin.userId,
    recordVersion,
    audit: auditRecord(ctx, {
      action: "load.true_rate_verified",
      entityType: "load",
      entityId: input.id,
      details: { trueRateCents, recordVersion },
    }),
  });
  await refreshDocumentVerified(ctx, { loadId: input.id });
  await notifyPartner(ctx, trueRateVerifiedEvent(input.id, trueRateCents, ctx.now()));
  const [load] = await listLoadRows(ctx, { id: input.id, limit: 1 });
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  return load;
}
