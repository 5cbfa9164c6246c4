import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import {
  CARRIER_DOCUMENT_MESSAGES,
  DEFAULT_DECLINE_REASON,
  MANAGER_MESSAGES,
} from "../../components/documents/messages";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { failureToast } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import type { ToastInput } from "../../lib/toast-queue";
import type { DocumentIntent, DocumentsReply } from "./documents-reply";
import { documentsFormSchema } from "./schema";

type Api = ReturnType<typeof apiClient>;

interface Call {
  send(api: Api): Promise<{ error?: unknown; response: Response }>;
  failure: string;
  success?: ToastInput;
}

function callFor(intent: DocumentIntent, id: string, typed: string | undefined): Call {
  const params = { path: { id } };
  switch (intent) {
    case "approve":
      return {
        send: (api) => api.POST("/api/documents/carrier/{id}/approve", { params }),
        failure: CARRIER_DOCUMENT_MESSAGES.approveFailed,
        success: { title: "Document Approved", description: "The broker can see that you approved it." },
      };
    case "decline": {
      const reason = typed?.trim() || DEFAULT_DECLINE_REASON;
      return {
        send: (api) => api.POST("/api/documents/carrier/{id}/decline", { params, body: { reason } }),
        failure: CARRIER_DOCUMENT_MESSAGES.declineFailed,
        success: { title: "Document Declined", description: `Reason sent to the broker: ${reason}` },
      };
    }
    case "mark-read":
      // Not in docs/product.md's catalogue; worded like its other failures.
      return {
        send: (api) => api.PATCH("/api/documents/carrier/notifications/{id}/read", { params }),
        failure: "Error updating notification",
      };
    case "delete":
      return {
        send: (api) => api.DELETE("/api/documents/{id}", { params }),
        failure: MANAGER_MESSAGES.deleteFailed,
        success: { title: "Document deleted" },
      };
  }
}

/**
 * The /documents actions, dispatched on `intent`: the carrier's approve, decline and mark-as-read,
 * the Document Manager's delete. Each is one API call made with the browser's cookie and Origin
 * (forwarded by apiClient, so the API's cross-site check judges the browser's page); the reply
 * carries the toast, and Remix reloads the lists afterwards.
 */
export async function documentsAction({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, documentsFormSchema);
  if (!parsed.ok) {
    return invalidForm<DocumentsReply>({
      ok: false,
      intent: null,
      id: null,
      toast: { title: UNEXPECTED_ERROR, variant: "destructive" },
    });
  }
  const { intent, id, reason } = parsed.data;
  const call = callFor(intent, id, reason);
  const { error, response } = await call.send(apiClient(context, request));
  const headers = cookieHeaders(response);
  if (!response.ok) {
    const problem = new TrueRateApiError(response, error);
    const description =
      problem.status === 401
        ? CARRIER_DOCUMENT_MESSAGES.signedOut
        : problem.message === UNEXPECTED_ERROR
          ? undefined
          : problem.message;
    const reply: DocumentsReply = {
      ok: false,
      intent,
      id,
      toast: failureToast(call.failure, description),
    };
    return data(reply, { status: problem.status >= 400 ? problem.status : 502, headers });
  }
  const reply: DocumentsReply = { ok: true, intent, id, ...(call.success ? { toast: call.success } : {}) };
  return data(reply, { headers });
}
