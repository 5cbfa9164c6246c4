import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { apiClient } from "../api-client.server";
import { passwordResetSchema } from "../domain";
import type { FormReply } from "../forms/action-reply";
import { fieldErrorsOf, firstError, formValues } from "../forms/field-errors";
import { redirectWithToast } from "../toast.server";
import type { ToastInput } from "../toast-queue";

const resetFailed = (description: string): ToastInput => ({
  title: "Reset failed",
  description,
  variant: "destructive",
});

/** The accounts spec's error catalogue: what the user sees on / after choosing a new password. */
export const RESET_DONE_TOAST: ToastInput = {
  title: "Password reset successful",
  description: "You can now log in with your new password.",
};

/**
 * The reset-password form: the API's own schema checks the pair ('Passwords do not match' on the
 * confirmation, whose value the API itself never needs), then POST /api/reset-password/{token}.
 */
export async function resetPasswordAction({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const values = formValues(formData, ["password", "confirmPassword"]);
  // The confirmation is required here, though optional for API clients: an empty one is a mismatch.
  const parsed = passwordResetSchema.safeParse({ ...values, confirmPassword: values.confirmPassword ?? "" });
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    return data<FormReply>({ fields, toast: resetFailed(firstError(fields) ?? "") }, { status: 400 });
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
