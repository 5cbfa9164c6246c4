import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";

export const IDENTITY_FLAGS_FAILED = "Failed to fetch the loads whose broker identity fails";

/** One page of loads whose broker identity check fails, newest first (`?cursor=` continues). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/identity-flags", { params: { query: { cursor } } })
    .catch(() => null);
  return answer ? resultOf(answer, IDENTITY_FLAGS_FAILED) : failed(IDENTITY_FLAGS_FAILED);
}
