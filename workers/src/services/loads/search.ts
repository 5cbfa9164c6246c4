import type { IdentitySummary } from "@truerate/domain/brokers/identity/summary";
import type { SearchRequest } from "@truerate/domain/validation/search";
import type { ServiceContext } from "../../core/service-context";
import type { LiveSession } from "../../db/live-session";
import { loadSearchStatement } from "../../db/queries/loads";
import { searchRowsIdentity } from "../broker-identity/search-rows";
import { type SearchRecord, type SearchRowView, searchRowView } from "./load-views";
import { buildSearchQuery } from "./search-query";

/**
 * The true-rate search (docs/product.md#load-board-states-and-transitions and #load-board-calls): every carrier's loads on the lane, newest first. The
 * statement reads nothing unless `session` is live, so the route can send it in the same D1 batch
 * as the session lookup (http/deferred-session.ts).
 */
export function searchStatement(
  ctx: ServiceContext,
  { input, session }: { input: SearchRequest; session: LiveSession },
): D1PreparedStatement {
  return loadSearchStatement(ctx.env.DB, buildSearchQuery(input, { session }));
}

/**
 * The rows a searcher sees: they name the broker, never the carrier, each with its broker's identity
 * summary (every distinct broker of the rows checked in one batch).
 */
export async function searchRows(
  ctx: ServiceContext,
  records: SearchRecord[],
): Promise<(SearchRowView & { identity: IdentitySummary })[]> {
  const identity = await searchRowsIdentity(
    ctx,
    records.map((record) => ({
      name: record.broker_name,
      email: record.broker_email ?? null,
      mcNumber: record.broker_mc_number ?? null,
    })),
  );
  return records.map((record, position) => ({
    ...searchRowView(record),
    identity: identity[position] ?? { outcome: "unknown", concerns: [] },
  }));
}
