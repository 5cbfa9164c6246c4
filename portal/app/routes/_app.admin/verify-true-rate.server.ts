import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { failedReply, savedReply, type VerifyReply } from "../../components/admin/verify-reply";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { verifyFormSchema } from "./schema";

/**
 * Sets a load's true rate (PUT /api/admin/loads/{id}/verify) with the browser's cookie and Origin;
 * the API decides who may. The reply carries the toast; Remix reloads the table afterwards, so the
 * row shows the new True Rate.
 */
export async function verifyTrueRateAction({ request, context }: ActionFunctionArgs) {
  // The same check as the form's and the API's, for a browser that submitted without running it.
  const parsed = await parseForm(request, verifyFormSchema);
  if (!parsed.ok) {
    const { fields } = parsed;
    const message = fields.intent || fields.id ? undefined : fields.trueRate?.[0];
    return invalidForm<VerifyReply>(failedReply(message, message !== undefined));
  }
  const { id, trueRate } = parsed.data;

  const {
    data: saved,
    error,
    response,
  } = await apiClient(context, request).PUT("/api/admin/loads/{id}/verify", {
    params: { path: { id } },
    body: { trueRate },
  });
  const headers = cookieHeaders(response);
  if (!saved) {
    const problem = new TrueRateApiError(response, error);
    return data<VerifyReply>(failedReply(problem.message, problem.code === "VALIDATION_FAILED"), {
      status: problem.status >= 400 ? problem.status : 502,
      headers,
    });
  }
  // The API's answer is the saved load: its amount is the one stored (rounded to cents).
  const reply = savedReply(saved.loadNumber, saved.trueRate ?? trueRate);
  return data<VerifyReply>(reply, { headers });
}
