import { and, count, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { brokerages, documents, loads, waiverClauses } from "../../db/schema";
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
  let where: SQL | undefined;
  if (input.cursor) {
    const after = decodeCursor(input.cursor);
    const detectedAt = new Date(after.value);
    where = or(
      lt(waiverClauses.detectedAt, detectedAt),
      and(eq(waiverClauses.detectedAt, detectedAt), lt(waiverClauses.id, after.key)),
    );
  }
  const [rows, [counted]] = await ctx.db.batch([
    ctx.db
      .select({
        clause: waiverClauses,
        documentFileName: documents.fileName,
        documentType: documents.documentType,
        loadNumber: loads.loadNumber,
        loadBrokerName: loads.brokerName,
        loadBrokerMcNumber: loads.brokerMcNumber,
        brokerageName: brokerages.name,
        brokerageMcNumber: brokerages.mcNumber,
      })
      .from(waiverClauses)
      .leftJoin(documents, eq(documents.id, waiverClauses.documentId))
      .leftJoin(loads, eq(loads.id, waiverClauses.loadId))
      .leftJoin(brokerages, sql`${waiverClauses.brokerKey} = 'brokerage:' || ${brokerages.id}`)
      .where(where)
      .orderBy(desc(waiverClauses.detectedAt), desc(waiverClauses.id))
      .limit(input.limit + 1),
    ctx.db.select({ n: count() }).from(waiverClauses),
  ]);
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
    total: counted?.n ?? 0,
    nextCursor:
      rows.length > input.limit && last ? encodeCursor({ value: last.detectedAt.getTime(), key: last.id }) : null,
  };
}
