import type { SearchRequest } from "../../domain/validation/search";
import type { ServiceContext } from "../../http/service-context";
import { actorOf } from "./access";
import { type SearchRecord, type SearchRowView, searchRowView } from "./load-views";
import { buildSearchQuery } from "./search-query";

/**
 * The true-rate search (spec 001 §4, §7): every carrier's loads on the lane, newest first, as
 * rows that name the broker but never the carrier.
 */
export async function searchLoads({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: SearchRequest;
}): Promise<SearchRowView[]> {
  actorOf(ctx);
  const query = buildSearchQuery(input);
  const { results } = await ctx.env.DB.prepare(query.sql)
    .bind(...query.params)
    .all<SearchRecord>();
  return results.map(searchRowView);
}
