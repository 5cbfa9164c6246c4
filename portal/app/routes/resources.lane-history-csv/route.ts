import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { historyCsv, historyFileName } from "../../components/loads/lane-history";
import { historyQuery } from "../../components/loads/lane-history-query";
import { apiClient } from "../../lib/api-client.server";

/** The lane history as a CSV download: the same weeks the chart and its table show. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { data, error, response } = await apiClient(context, request).GET("/api/rates/lane-history", {
    params: { query: historyQuery(request) },
  });
  if (!data) {
    return new Response(error?.message ?? "The lane history is unavailable", {
      status: response.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(historyCsv(data.weeks), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${historyFileName(data.lane)}"`,
      "cache-control": "private, no-store",
    },
  });
}
