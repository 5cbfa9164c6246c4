import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiCall, cookieHeaders } from "../api.server";
import { emailField, resendVerificationSchema, verifyEmailSchema } from "../domain";
import { fieldErrorsOf, firstError, formValues } from "../forms/field-errors";
import { failureStatus, reply } from "./reply.server";

const failed = (title: string, description: string) => ({ title, description, variant: "destructive" as const });

/** The address the code screen is about; it travels in a hidden field, so it is checked again. */
function emailOf(formData: FormData): string {
  const parsed = emailField.safeParse(formData.get("email"));
  return parsed.success ? parsed.data : "";
}

/**
 * Checks the e-mailed code (POST /api/verify-email). The API signs the user in on success; the
 * cookie goes to the browser with the 'verified' step, which moves on to /subscription after 1 s.
 */
export async function verifyEmail(context: AppLoadContext, request: Request, formData: FormData) {
  const email = emailOf(formData);
  const parsed = verifyEmailSchema.safeParse(formValues(formData, ["email", "verificationCode"]));
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    const toast = failed("Verification failed", firstError(fields) ?? "");
    return reply({ intent: "verify", view: "verify-email", email, fields, toast }, { status: 400 });
  }
  const result = await apiCall(context, request, "/api/verify-email", { method: "POST", json: parsed.data });
  if (!result.ok) {
    const message = result.problem.message || "An error occurred during verification";
    return reply(
      {
        intent: "verify",
        view: "verify-email",
        email,
        fields: result.problem.fields,
        formError: result.problem.fields.verificationCode ? undefined : message,
        toast: failed("Verification failed", message),
      },
      { status: failureStatus(result.problem.status) },
    );
  }
  return reply(
    {
      intent: "verify",
      view: "verified",
      email,
      toast: { title: "Email verified", description: "Your account is ready." },
    },
    { headers: cookieHeaders(result.setCookies) },
  );
}

/** 'Resend Code' (POST /api/resend-verification): a new code, at most once a minute. */
export async function resendCode(context: AppLoadContext, request: Request, formData: FormData) {
  const email = emailOf(formData);
  const parsed = resendVerificationSchema.safeParse({ email });
  if (!parsed.success) {
    const message = firstError(fieldErrorsOf(parsed.error)) ?? "";
    return reply(
      { intent: "resend", view: "verify-email", email, toast: failed("Failed to resend code", message) },
      { status: 400 },
    );
  }
  const result = await apiCall(context, request, "/api/resend-verification", { method: "POST", json: parsed.data });
  if (!result.ok) {
    const toast = failed("Failed to resend code", result.problem.message);
    return reply(
      { intent: "resend", view: "verify-email", email, toast },
      { status: failureStatus(result.problem.status) },
    );
  }
  const message = (result.body as { message?: unknown } | null)?.message;
  const description = typeof message === "string" ? message : "A new code is on its way.";
  return reply({
    intent: "resend",
    view: "verify-email",
    email,
    notice: description,
    toast: { title: "Code sent", description },
  });
}
