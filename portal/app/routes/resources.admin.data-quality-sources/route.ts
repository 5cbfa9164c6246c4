import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DATA_QUALITY_SCREEN } from "../../components/admin/data-quality/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";

/** One page of the sources' report quality, the most held first (`?cursor=` continues). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/data-quality/sources", { params: { query: { cursor } } })
    .catch(() => null);
  return answer ? resultOf(answer, DATA_QUALITY_SCREEN.sourcesFailed) : failed(DATA_QUALITY_SCREEN.sourcesFailed);
}
