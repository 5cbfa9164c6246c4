import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loaded } from "../lib/admin/console/replies.server";
import { DATA_QUALITY_SCREEN } from "../lib/admin/data-quality/messages";
import { apiClient } from "../lib/api-client.server";

/** One page of the sources' report quality, the most held first (`?cursor=` continues). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/data-quality/sources", { params: { query: { cursor } } })
    .catch(() => null);
  return answer
    ? loaded(answer, DATA_QUALITY_SCREEN.sourcesFailed)
    : { ok: false as const, message: DATA_QUALITY_SCREEN.sourcesFailed };
}
