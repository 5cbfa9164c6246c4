import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf, succeeded } from "../../lib/result";

/**
 * Brokerage Search for its tab: `?query=` searches, `?mc=` reads one brokerage's details. The API
 * checks the 2-character minimum too; its message comes back as the failure's description.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = apiClient(context, request);
  const mc = url.searchParams.get("mc");
  try {
    if (mc) {
      const answer = await api.GET("/api/admin/brokerage/details/{mcNumber}", { params: { path: { mcNumber: mc } } });
      const details = resultOf(answer, CONSOLE_MESSAGES.detailsFailed);
      return {
        kind: "details" as const,
        details: details.ok ? succeeded(details.data.brokerage) : details,
      };
    }
    const query = url.searchParams.get("query") ?? "";
    const answer = await api.GET("/api/admin/brokerage/search", { params: { query: { query } } });
    const found = resultOf(answer, CONSOLE_MESSAGES.searchFailed);
    return { kind: "search" as const, results: found.ok ? succeeded(found.data.brokerages) : found };
  } catch {
    return mc
      ? { kind: "details" as const, details: failed(CONSOLE_MESSAGES.detailsFailed) }
      : { kind: "search" as const, results: failed(CONSOLE_MESSAGES.searchFailed) };
  }
}
