import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../lib/admin/console/messages";
import { loaded } from "../lib/admin/console/replies.server";
import { apiClient } from "../lib/api-client.server";

/**
 * Document Management's All documents view (GET /api/documents/admin/all), read on its own so a
 * failure here leaves the statistics and the load compliance table standing; the API decides who may.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await apiClient(context, request)
    .GET("/api/documents/admin/all")
    .catch(() => null);
  return answer
    ? loaded(answer, CONSOLE_MESSAGES.documentsFailed)
    : { ok: false as const, message: CONSOLE_MESSAGES.documentsFailed };
}
