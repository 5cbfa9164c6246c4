import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { apiCall, cookieHeaders } from "../api.server";
import { adminLoadSchema } from "./admin-load";
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
  const loadNumber = String(form.get("loadNumber") ?? "");
  if (form.get("intent") !== VERIFY_INTENT || typeof id !== "string" || id === "") {
    return data<VerifyReply>(failedReply(undefined), { status: 400 });
  }
  // The same check as the form's, for a browser that submitted without running it.
  const checked = checkTrueRate(form.get("trueRate"));
  if (!checked.ok) return data<VerifyReply>(failedReply(checked.message, true), { status: 400 });

  const result = await apiCall(context, request, `/api/admin/loads/${encodeURIComponent(id)}/verify`, {
    method: "PUT",
    json: { trueRate: checked.dollars },
  });
  const headers = cookieHeaders(result.setCookies);
  if (!result.ok) {
    const { problem } = result;
    return data<VerifyReply>(failedReply(problem.message, problem.code === "VALIDATION_FAILED"), {
      status: problem.status >= 400 ? problem.status : 502,
      headers,
    });
  }
  // The API's answer is the saved load: its amount is the one stored (rounded to cents).
  const saved = adminLoadSchema.safeParse(result.body);
  const reply =
    saved.success && saved.data.trueRate !== null
      ? savedReply(saved.data.loadNumber, saved.data.trueRate)
      : savedReply(loadNumber, checked.dollars);
  return data<VerifyReply>(reply, { headers });
}
