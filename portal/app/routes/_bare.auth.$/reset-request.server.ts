import type { AppLoadContext } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import type { AuthReply } from "../../components/auth/auth-reply";
import { apiClient } from "../../lib/api-client.server";
import { passwordResetRequestSchema } from "../../lib/domain";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { failureStatus, reply } from "./reply.server";

const resetFailed = (description: string) => ({ title: "Reset failed", description, variant: "destructive" as const });

/**
 * 'Forgot password' (POST /api/reset-password-request). The API answers alike whether or not the
 * address has an account, so the confirmation never says which.
 */
export async function requestPasswordReset(context: AppLoadContext, request: Request, formData: FormData) {
  const parsed = await parseForm(formData, passwordResetRequestSchema);
  const email = typeof parsed.values.email === "string" ? parsed.values.email.trim() : "";
  if (!parsed.ok) {
    const { fields } = parsed;
    const toast = resetFailed(firstError(fields) ?? "");
    return invalidForm<AuthReply>({ intent: "reset-request", view: "reset-request", email, fields, toast });
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
