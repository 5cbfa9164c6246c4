import type { ServiceContext } from "../../core/service-context";
import { waiverClausePage } from "../../db/queries/admin-documents";
import type { AdminWaiverClause } from "../../schemas/admin/waiver-clauses";
import { requireAdministrator } from "../access/admin";
import { decodeCursor, encodeCursor } from "./data-quality/cursor";

/**
 * Every detected waiver clause, newest first, a page at a time (`cursor` continues after the last
 * one shown), with the broker (the registered brokerage's name, else the name on the load), the
 * document and the load. `total` counts every clause.
 */
export async function listWaiverClausesForAdmin(
  ctx: ServiceContext,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: AdminWaiverClause[]; total: number; nextCursor: string | null }> {
  requireAdministrator(ctx);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const { rows, total } = await waiverClausePage(ctx.db, {
    after: after ? { detectedAt: new Date(after.value), id: after.key } : null,
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1)?.clause;
  return {
    items: page.map((row) => ({
      id: row.clause.id,
      patternId: row.clause.patternId,
      sentence: row.clause.sentence,
      detectedAt: row.clause.detectedAt.toISOString(),
      broker: {
        key: row.clause.brokerKey,
        name: row.brokerageName ?? row.loadBrokerName,
        mcNumber: row.brokerageMcNumber ?? row.loadBrokerMcNumber,
      },
      document:
        row.clause.documentId && row.documentFileName && row.documentType
          ? { id: row.clause.documentId, fileName: row.documentFileName, documentType: row.documentType }
          : null,
      load: row.clause.loadId && row.loadNumber ? { id: row.clause.loadId, loadNumber: row.loadNumber } : null,
    })),
    total,
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ value: last.detectedAt.getTime(), key: last.id }) : null,
  };
}
