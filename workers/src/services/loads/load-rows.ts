import type { CARRIER_APPROVAL_STATUSES } from "@truerate/domain/enums";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents, loads, transactionRecords, users } from "../../db/schema";
import { carrierLoadView } from "./load-views";

type LoadDocument = {
  id: string;
  fileName: string;
  isShared: boolean;
  carrierApprovalStatus: (typeof CARRIER_APPROVAL_STATUSES)[number];
};

/**
 * Loads as a broker or an admin sees them (the load-board spec's entities and fields): every field, the carrier who hauled each,
 * and its documents. Newest first, at most `limit`; `documentsWhere` narrows the documents (a
 * brokerage sees only what it sent). One D1 batch.
 */
export async function listLoadRows(
  ctx: ServiceContext,
  options: { where?: SQL; documentsWhere?: SQL; limit: number; offset?: number },
) {
  const newestFirst = [desc(loads.uploadedAt), desc(loads.id)];
  const page = ctx.db
    .select({ id: loads.id })
    .from(loads)
    .where(options.where)
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [rows, linked] = await ctx.db.batch([
    ctx.db
      .select({
        load: loads,
        carrierCompanyName: users.companyName,
        carrierMcNumber: users.mcNumber,
        latestRecordVersion: sql<number | null>`(SELECT MAX(${transactionRecords.version}) FROM ${transactionRecords}
          WHERE ${transactionRecords.loadId} = ${loads.id})`,
      })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(options.where)
      .orderBy(...newestFirst)
      .limit(options.limit)
      .offset(options.offset ?? 0),
    ctx.db
      .select({
        id: documents.id,
        loadId: documents.loadId,
        fileName: documents.fileName,
        isShared: documents.isShared,
        carrierApprovalStatus: documents.carrierApprovalStatus,
      })
      .from(documents)
      .where(and(options.documentsWhere, inArray(documents.loadId, page))),
  ]);

  const byLoad = new Map<string, LoadDocument[]>();
  for (const { loadId, ...document } of linked) {
    if (loadId) byLoad.set(loadId, [...(byLoad.get(loadId) ?? []), document]);
  }
  return rows.map(({ load, carrierCompanyName, carrierMcNumber, latestRecordVersion }) => ({
    ...carrierLoadView(load),
    carrierCompanyName,
    carrierMcNumber,
    revisionAwaitingReview: revisionVersion(load, latestRecordVersion),
    documentsUploaded: byLoad.get(load.id) ?? [],
  }));
}

/** The newest record version when it came after the one the true rate was verified from, else null. */
function revisionVersion(
  load: { verified: boolean; trueRateRecordVersion: number | null },
  latest: number | null,
): number | null {
  const bound = load.verified ? load.trueRateRecordVersion : null;
  return bound !== null && latest !== null && latest > bound ? latest : null;
}

export type LoadRowView = Awaited<ReturnType<typeof listLoadRows>>[number];
