import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { components } from "@truerate/sdk";
import { apiClient } from "../lib/api-client.server";

export type LaneSummaryReply = { lane: components["schemas"]["LaneRates"] } | { error: string };

type Equipment = components["schemas"]["LaneInput"]["equipment"];

/** The search results page's lane summary: the API's lane aggregate for one lane, last 30 days. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<LaneSummaryReply> {
  const query = new URL(request.url).searchParams;
  const text = (name: string) => query.get(name) ?? "";
  const { data, error } = await apiClient(context, request).POST("/api/rates/lane-summary", {
    body: {
      origin: { city: text("originCity"), state: text("originState") },
      destination: { city: text("destinationCity"), state: text("destinationState") },
      equipment: text("equipment") as Equipment,
      timeframeDays: 30,
    },
  });
  if (data) return { lane: data };
  return { error: error?.message ?? "The lane summary is unavailable" };
}
