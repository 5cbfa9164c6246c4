import type { SearchRequest } from "@truerate/domain/validation/search";
import type { ServiceContext } from "../../core/service-context";
import type { LiveSession } from "../../db/live-session";
import { loadSearchStatement } from "../../db/queries/loads";
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

/** The rows a searcher sees: they name the broker, never the carrier. */
export const searchRows = (records: SearchRecord[]): SearchRowView[] => records.map(searchRowView);
