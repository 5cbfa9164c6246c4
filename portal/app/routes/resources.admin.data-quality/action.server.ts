import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { DATA_QUALITY_SCREEN } from "../../components/admin/data-quality/messages";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { bulkDecisionSummary, singleDecisionTitle } from "./data-quality/decision-summary";
import { decisionFormSchema } from "./schema";

/**
 * Release or reject one report, or several at once (`ids` repeated), with the reason the dialog
 * requires; the API refuses a blank one with its own message, shown in the failure toast.
 */
export async function decideReports({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, decisionFormSchema, { arrays: ["ids"] });
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(DATA_QUALITY_SCREEN.releaseFailed) });
  const { decision, reason, ids } = parsed.data;
  const failure = decision === "release" ? DATA_QUALITY_SCREEN.releaseFailed : DATA_QUALITY_SCREEN.rejectFailed;
  const api = apiClient(context, request);
  try {
    if (ids.length === 1) {
      const answer = await api.POST(`/api/admin/data-quality/reports/{id}/${decision}`, {
        params: { path: { id: ids[0] as string } },
        body: { reason },
      });
      return replied(answer, { title: singleDecisionTitle(decision, answer.data?.loadNumber ?? "") }, failure);
    }
    const answer = await api.POST("/api/admin/data-quality/reports/bulk", { body: { ids, action: decision, reason } });
    return replied(answer, answer.data ? bulkDecisionSummary(decision, answer.data) : { title: "" }, failure);
  } catch {
    return unreachable(failure);
  }
}
