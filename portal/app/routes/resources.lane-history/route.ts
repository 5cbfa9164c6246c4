import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { LaneHistory } from "../../components/loads/lane-history";
import { historyQuery } from "../../components/loads/lane-history-query";
import { apiClient } from "../../lib/api-client.server";
import { failed, type Result, succeeded } from "../../lib/result";

export type LaneHistoryReply = Result<LaneHistory>;

/** The search results page's lane history: 13 months of the lane, week by week. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<LaneHistoryReply> {
  const { data, error } = await apiClient(context, request).GET("/api/rates/lane-history", {
    params: { query: historyQuery(request) },
  });
  return data ? succeeded(data) : failed(error?.message ?? "The lane history is unavailable");
}
