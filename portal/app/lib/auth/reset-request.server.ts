import type { AppLoadContext } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { apiClient } from "../api-client.server";
import { passwordResetRequestSchema } from "../domain";
import { fieldErrorsOf, firstError, formValues } from "../forms/field-errors";
import { failureStatus, reply } from "./reply.server";

const resetFailed = (description: string) => ({ title: "Reset failed", description, variant: "destructive" as const });

/**
 * 'Forgot password' (POST /api/reset-password-request). The API answers alike whether or not the
 * address has an account, so the confirmation never says which.
 */
export async function requestPasswordReset(context: AppLoadContext, request: Request, formData: FormData) {
  const values = formValues(formData, ["email"]);
  const email = values.email?.trim() ?? "";
  const parsed = passwordResetRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    const toast = resetFailed(firstError(fields) ?? "");
    return reply({ intent: "reset-request", view: "reset-request", email, fields, toast }, { status: 400 });
  }
  const {
    data: sent,
    error,
    response,
  } = await apiClient(context, request).POST("/api/reset-password-request", {
    body: parsed.data,
  });
  if (!sent) {
    const problem = new TrueRateApiError(response, error);
    return reply(
      {
        intent: "reset-request",
        view: "reset-request",
        email,
        fields: problem.fieldErrors,
        formError: problem.message,
        toast: resetFailed(problem.message),
      },
      { status: failureStatus(problem.status) },
    );
  }
  return reply({ intent: "reset-request", view: "reset-sent", email: parsed.data.email });
}
