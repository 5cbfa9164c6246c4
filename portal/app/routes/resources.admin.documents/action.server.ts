import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { reviewFormSchema } from "./schema";

/** Approve (notes optional) or deny (reason required: the API refuses a blank one with its message). */
export async function reviewDocument({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, reviewFormSchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(CONSOLE_MESSAGES.denyFailed) });
  const { intent, id, notes, reason } = parsed.data;
  const api = apiClient(context, request);
  const params = { path: { id } };
  if (intent === "approve") {
    try {
      const answer = await api.POST("/api/admin/documents/{id}/approve", { params, body: { notes } });
      return replied(answer, { title: CONSOLE_MESSAGES.approved }, CONSOLE_MESSAGES.approveFailed);
    } catch {
      return unreachable(CONSOLE_MESSAGES.approveFailed);
    }
  }
  try {
    const answer = await api.POST("/api/admin/documents/{id}/deny", { params, body: { reason, notes } });
    return replied(answer, { title: CONSOLE_MESSAGES.denied }, CONSOLE_MESSAGES.denyFailed);
  } catch {
    return unreachable(CONSOLE_MESSAGES.denyFailed);
  }
}
