import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { TRACKER_STATUSES } from "@truerate/domain/admin-console";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf } from "../../lib/result";
import { notifyDeadline } from "./action.server";

/** One page of the 48H tracker (`?status=` filters, `?cursor=` continues); the API decides who may. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = TRACKER_STATUSES.find((candidate) => candidate === params.get("status"));
  const cursor = params.get("cursor") || undefined;
  const answer = await apiClient(context, request)
    .GET("/api/admin/deadlines", { params: { query: { status, cursor } } })
    .catch(() => null);
  return answer ? resultOf(answer, CONSOLE_MESSAGES.deadlinesFailed) : failed(CONSOLE_MESSAGES.deadlinesFailed);
}

export const action = (args: ActionFunctionArgs) => notifyDeadline(args);
