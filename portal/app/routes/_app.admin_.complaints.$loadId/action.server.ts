import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { complaintFormSchema } from "./schema";

/** Records the Complaint ID NCCDB answered and its outcome. */
export async function recordComplaint({ request, context, params }: ActionFunctionArgs) {
  const parsed = await parseForm(request, complaintFormSchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(CONSOLE_MESSAGES.complaintFailed) });
  try {
    const answer = await apiClient(context, request).PUT("/api/admin/loads/{id}/complaint", {
      params: { path: { id: params.loadId ?? "" } },
      body: parsed.data,
    });
    return replied(
      answer,
      { title: CONSOLE_MESSAGES.complaintRecorded, description: answer.data?.nccdbComplaintId },
      CONSOLE_MESSAGES.complaintFailed,
    );
  } catch {
    return unreachable(CONSOLE_MESSAGES.complaintFailed);
  }
}
