import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { components, operations } from "@truerate/sdk";
import { areaOfQuery } from "../../components/loads/lane-of-rows";
import { apiClient } from "../../lib/api-client.server";
import { failed, type Result, succeeded } from "../../lib/result";

export type LaneSummaryReply = Result<components["schemas"]["LaneRates"]>;

type LaneQuery = operations["laneRateSummary"]["parameters"]["query"];

/** The search results page's lane summary: the API's lane aggregate for one lane, last 30 days. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<LaneSummaryReply> {
  const params = new URL(request.url).searchParams;
  const text = (name: string) => params.get(name) ?? "";
  const query: LaneQuery = {
    originCity: text("originCity"),
    originState: text("originState"),
    destinationCity: text("destinationCity"),
    destinationState: text("destinationState"),
    equipment: text("equipment") as LaneQuery["equipment"],
    area: areaOfQuery(params),
    timeframeDays: "30",
  };
  const { data, error } = await apiClient(context, request).GET("/api/rates/lane-summary", { params: { query } });
  return data ? succeeded(data) : failed(error?.message ?? "The lane summary is unavailable");
}
