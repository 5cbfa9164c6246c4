import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { cookieHeaders } from "../api.server";
import { apiClient } from "../api-client.server";
import { checkTrueRate } from "./true-rate-input";
import { failedReply, savedReply, VERIFY_INTENT, type VerifyReply } from "./verify-reply";

/**
 * Sets a load's true rate (PUT /api/admin/loads/{id}/verify) with the browser's cookie and Origin;
 * the API decides who may. The reply carries the toast; Remix reloads the table afterwards, so the
 * row shows the new True Rate.
 */
export async function verifyTrueRateAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== VERIFY_INTENT || typeof id !== "string" || id === "") {
    return data<VerifyReply>(failedReply(undefined), { status: 400 });
  }
  // The same check as the form's, for a browser that submitted without running it.
  const checked = checkTrueRate(form.get("trueRate"));
  if (!checked.ok) return data<VerifyReply>(failedReply(checked.message, true), { status: 400 });

  const {
    data: saved,
    error,
    response,
  } = await apiClient(context, request).PUT("/api/admin/loads/{id}/verify", {
    params: { path: { id } },
    body: { trueRate: checked.data },
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
  const reply = savedReply(saved.loadNumber, saved.trueRate ?? checked.data);
  return data<VerifyReply>(reply, { headers });
}
