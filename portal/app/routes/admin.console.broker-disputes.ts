import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loaded } from "../lib/admin/console/replies.server";
import { apiClient } from "../lib/api-client.server";

export const BROKER_DISPUTES_FAILED = "Failed to fetch the broker disputes";

/** One page of brokers' disputes: open ones by default (`?status=upheld|rejected`, `?page=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("status");
  const status = requested === "upheld" || requested === "rejected" ? requested : "open";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const answer = await apiClient(context, request)
    .GET("/api/admin/broker-disputes", { params: { query: { status, page } } })
    .catch(() => null);
  return answer ? loaded(answer, BROKER_DISPUTES_FAILED) : { ok: false as const, message: BROKER_DISPUTES_FAILED };
}
