import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";

/**
 * Document Management's All documents view (GET /api/documents/admin/all), read on its own so a
 * failure here leaves the statistics and the load compliance table standing; the API decides who may.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await apiClient(context, request)
    .GET("/api/documents/admin/all")
    .catch(() => null);
  return answer ? resultOf(answer, CONSOLE_MESSAGES.documentsFailed) : failed(CONSOLE_MESSAGES.documentsFailed);
}
