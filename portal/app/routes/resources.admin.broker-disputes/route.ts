import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";

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
  return answer ? resultOf(answer, BROKER_DISPUTES_FAILED) : failed(BROKER_DISPUTES_FAILED);
}
