import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { replied, unreachable } from "../lib/admin/console/replies.server";
import { apiClient } from "../lib/api-client.server";
import { failed, resultOf } from "../lib/result";

const FAILED = "Failed to load complaints";
const REPLY_FAILED = "Failed to send your reply";

/** The complaints filed with FMCSA about the broker's brokerage (GET /api/brokerage/complaints). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    return resultOf(await apiClient(context, request).GET("/api/brokerage/complaints"), FAILED);
  } catch {
    return failed(FAILED);
  }
}

/** The brokerage's reply to one complaint; the API refuses a blank one with its message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    const answer = await apiClient(context, request).POST("/api/brokerage/complaints/{id}/reply", {
      params: { path: { id: String(form.get("id") ?? "") } },
      body: { reply: String(form.get("reply") ?? "") },
    });
    return replied(answer, { title: "Reply sent" }, REPLY_FAILED);
  } catch {
    return unreachable(REPLY_FAILED);
  }
}
