import { and, count, desc, eq, isNotNull, max, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documents, loads } from "../../../db/schema";
import type { CarrierSharedQuery } from "../../../schemas/carrier-documents";
import { requireCarrier } from "../../access/documents";
import { type CarrierSharedDocumentView, carrierSharedDocumentView } from "../views";
import { waiverClausesByDocument } from "../waiver-clauses";

/** The most loads the load filter offers: a carrier's newest shares. */
const LOAD_CHOICES = 200;

/** Whether a column holds the text, any case; `instr`, so `%` and `_` in it are plain characters. */
const contains = (column: SQL | typeof documents.fileName, text: string) =>
  sql`instr(lower(coalesce(${column}, '')), lower(${text})) > 0`;

/**
 * Shared Documents: what brokers sent this carrier, newest first, a numbered page at a time, with
 * each load's details and waiver clauses; the filters' total and the loads to filter by beside it.
 */
export async function listCarrierSharedDocuments(
  ctx: ServiceContext,
  input: CarrierSharedQuery,
): Promise<{
  documents: CarrierSharedDocumentView[];
  total: number;
  page: number;
  pageSize: number;
  loads: { loadId: string; loadNumber: string }[];
}> {
  const actor = requireCarrier(ctx);
  const mine = and(eq(documents.sharedWithUserId, actor.userId), eq(documents.isShared, true));
  const filters: (SQL | undefined)[] = [mine];
  if (input.type) filters.push(eq(documents.documentType, input.type));
  if (input.status) filters.push(eq(documents.carrierApprovalStatus, input.status));
  if (input.loadId) filters.push(eq(documents.loadId, input.loadId));
  if (input.q)
    filters.push(
      sql`(${contains(documents.fileName, input.q)} OR ${contains(sql`coalesce(${loads.loadNumber}, ${documents.loadNumber})`, input.q)})`,
    );
  const where = and(...filters);
  // Not one batch: D1's batch answers rows keyed by column name, and the two tables share names.
  const [rows, [counted], choices] = await Promise.all([
    ctx.db
      .select({ document: documents, load: loads })
      .from(documents)
      .leftJoin(loads, eq(loads.id, documents.loadId))
      .where(where)
      .orderBy(desc(documents.sharedAt), desc(documents.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(documents).leftJoin(loads, eq(loads.id, documents.loadId)).where(where),
    ctx.db
      .select({ loadId: loads.id, loadNumber: loads.loadNumber, latest: max(documents.sharedAt) })
      .from(documents)
      .innerJoin(loads, eq(loads.id, documents.loadId))
      .where(and(mine, isNotNull(documents.loadId)))
      .groupBy(loads.id)
      .orderBy(desc(max(documents.sharedAt)), loads.id)
      .limit(LOAD_CHOICES),
  ]);
  const now = ctx.now();
  const clauses = await waiverClausesByDocument(
    ctx.db,
    rows.map(({ document }) => document.id),
  );
  return {
    documents: rows.map(({ document, load }) =>
      carrierSharedDocumentView(document, load, now, clauses.get(document.id)),
    ),
    total: counted?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    loads: choices.map(({ loadId, loadNumber }) => ({ loadId, loadNumber })),
  };
}
