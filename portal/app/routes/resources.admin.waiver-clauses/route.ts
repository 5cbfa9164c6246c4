import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { WAIVER_CLAUSES_SCREEN } from "../../components/admin/waiver-clauses/waiver-clauses";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";

/** One page of the detected waiver clauses, newest first (`?cursor=` continues). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/waiver-clauses", { params: { query: { cursor } } })
    .catch(() => null);
  return answer ? resultOf(answer, WAIVER_CLAUSES_SCREEN.failed) : failed(WAIVER_CLAUSES_SCREEN.failed);
}
