import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { apiClient } from "../../lib/api-client.server";
import type { FormReply } from "../../lib/forms/action-reply";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { redirectWithToast } from "../../lib/toast.server";
import type { ToastInput } from "../../lib/toast-queue";
import { resetFormSchema } from "./schema";

const resetFailed = (description: string): ToastInput => ({
  title: "Reset failed",
  description,
  variant: "destructive",
});

/** docs/product.md#accounts-error-catalogue: what the user sees on / after choosing a new password. */
export const RESET_DONE_TOAST: ToastInput = {
  title: "Password reset successful",
  description: "You can now log in with your new password.",
};

/**
 * The reset-password form: the API's own schema checks the pair ('Passwords do not match' on the
 * confirmation, whose value the API itself never needs), then POST /api/reset-password/{token}.
 */
export async function resetPasswordAction({ request, context, params }: ActionFunctionArgs) {
  const parsed = await parseForm(request, resetFormSchema);
  if (!parsed.ok) {
    const { fields } = parsed;
    return invalidForm<FormReply>({ fields, toast: resetFailed(firstError(fields) ?? "") });
  }
  const {
    data: done,
    error,
    response,
  } = await apiClient(context, request).POST("/api/reset-password/{token}", {
    params: { path: { token: params.token ?? "" } },
    body: { password: parsed.data.password },
  });
  if (!done) {
    const problem = new TrueRateApiError(response, error);
    const status = Math.max(problem.status, 400);
    return data<FormReply>(
      { fields: problem.fieldErrors, formError: problem.message, toast: resetFailed(problem.message) },
      { status },
    );
  }
  throw await redirectWithToast("/", RESET_DONE_TOAST);
}
