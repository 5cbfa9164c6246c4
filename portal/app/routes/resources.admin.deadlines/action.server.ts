import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { notifyFormSchema } from "./schema";

/** Notify: once per load and type; the API's 409 says a second click was already sent. */
export async function notifyDeadline({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, notifyFormSchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(CONSOLE_MESSAGES.notifyFailed) });
  const { id, type, loadNumber } = parsed.data;
  try {
    const answer = await apiClient(context, request).POST("/api/admin/deadlines/{id}/notify", {
      params: { path: { id } },
      body: { type },
    });
    // A second click (or a notice this load does not need): the API's own words say which.
    if (answer.response.status === 409)
      return replied(answer, { title: "" }, answer.error?.message ?? CONSOLE_MESSAGES.alreadySent);
    return replied(
      answer,
      { title: CONSOLE_MESSAGES.notified, description: `Load ${loadNumber}` },
      CONSOLE_MESSAGES.notifyFailed,
    );
  } catch {
    return unreachable(CONSOLE_MESSAGES.notifyFailed);
  }
}
