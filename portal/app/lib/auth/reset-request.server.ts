import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiCall } from "../api.server";
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
  const result = await apiCall(context, request, "/api/reset-password-request", { method: "POST", json: parsed.data });
  if (!result.ok) {
    const { problem } = result;
    return reply(
      {
        intent: "reset-request",
        view: "reset-request",
        email,
        fields: problem.fields,
        formError: problem.message,
        toast: resetFailed(problem.message),
      },
      { status: failureStatus(problem.status) },
    );
  }
  return reply({ intent: "reset-request", view: "reset-sent", email: parsed.data.email });
}
