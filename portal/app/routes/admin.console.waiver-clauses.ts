import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loaded } from "../lib/admin/console/replies.server";
import { WAIVER_CLAUSES_SCREEN } from "../lib/admin/waiver-clauses/waiver-clauses";
import { apiClient } from "../lib/api-client.server";

/** One page of the detected waiver clauses, newest first (`?cursor=` continues). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/waiver-clauses", { params: { query: { cursor } } })
    .catch(() => null);
  return answer
    ? loaded(answer, WAIVER_CLAUSES_SCREEN.failed)
    : { ok: false as const, message: WAIVER_CLAUSES_SCREEN.failed };
}
