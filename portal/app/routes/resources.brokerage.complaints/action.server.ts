import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { complaintReplySchema } from "./schema";

export const REPLY_FAILED = "Failed to send your reply";

/** The brokerage's reply to one complaint; the API refuses a blank one with its message. */
export async function replyToComplaint({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, complaintReplySchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(REPLY_FAILED) });
  try {
    const answer = await apiClient(context, request).POST("/api/brokerage/complaints/{id}/reply", {
      params: { path: { id: parsed.data.id } },
      body: { reply: parsed.data.reply },
    });
    return replied(answer, { title: "Reply sent" }, REPLY_FAILED);
  } catch {
    return unreachable(REPLY_FAILED);
  }
}
