import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DATA_QUALITY_SCREEN } from "../../components/admin/data-quality/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";
import { decideReports } from "./action.server";

/** One page of the reports held for review (`?cursor=` continues after the previous page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/data-quality/quarantine", { params: { query: { cursor } } })
    .catch(() => null);
  return answer ? resultOf(answer, DATA_QUALITY_SCREEN.queueFailed) : failed(DATA_QUALITY_SCREEN.queueFailed);
}

export const action = (args: ActionFunctionArgs) => decideReports(args);
