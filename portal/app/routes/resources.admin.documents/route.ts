import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { failed, resultOf, succeeded } from "../../lib/result";

/** Document Management's statistics and load compliance table, read together. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiClient(context, request);
  try {
    const [stats, rows] = await Promise.all([
      api.GET("/api/admin/documents/stats"),
      api.GET("/api/admin/documents/pending"),
    ]);
    const statsLoaded = resultOf(stats, CONSOLE_MESSAGES.documentsFailed);
    const rowsLoaded = resultOf(rows, CONSOLE_MESSAGES.documentsFailed);
    if (!statsLoaded.ok || !rowsLoaded.ok) return failed(CONSOLE_MESSAGES.documentsFailed);
    return succeeded({ stats: statsLoaded.data.stats, loads: rowsLoaded.data.loads });
  } catch {
    return failed(CONSOLE_MESSAGES.documentsFailed);
  }
}

/** Which document, approve or deny (anything but "approve"), the optional notes and the reason. */
const reviewFormSchema = z.object({
  intent: z.string().default(""),
  id: z.string().default(""),
  notes: z
    .string()
    .trim()
    .transform((notes) => notes || undefined)
    .optional(),
  reason: z.string().default(""),
});

/** Approve (notes optional) or deny (reason required: the API refuses a blank one with its message). */
export async function action({ request, context }: ActionFunctionArgs) {
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
