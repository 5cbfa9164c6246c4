import type { AppLoadContext } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import type { AuthReply } from "../../components/auth/auth-reply";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { emailField, resendVerificationSchema, verifyEmailSchema } from "../../lib/domain";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
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
  const parsed = await parseForm(formData, verifyEmailSchema);
  if (!parsed.ok) {
    const { fields } = parsed;
    const toast = failed("Verification failed", firstError(fields) ?? "");
    return invalidForm<AuthReply>({ intent: "verify", view: "verify-email", email, fields, toast });
  }
  const api = apiClient(context, request);
  const { data: verified, error, response } = await api.POST("/api/verify-email", { body: parsed.data });
  if (!verified) {
    const problem = new TrueRateApiError(response, error);
    const message = problem.message || "An error occurred during verification";
    return reply(
      {
        intent: "verify",
        view: "verify-email",
        email,
        fields: problem.fieldErrors,
        formError: problem.fieldErrors.verificationCode ? undefined : message,
        toast: failed("Verification failed", message),
      },
      { status: failureStatus(problem.status) },
    );
  }
  return reply(
    {
      intent: "verify",
      view: "verified",
      email,
      toast: { title: "Email verified", description: "Your account is ready." },
    },
    { headers: cookieHeaders(response.headers.getSetCookie()) },
  );
}

/** 'Resend Code' (POST /api/resend-verification): a new code, at most once a minute. */
export async function resendCode(context: AppLoadContext, request: Request, formData: FormData) {
  const email = emailOf(formData);
  const parsed = await parseForm(formData, resendVerificationSchema);
  if (!parsed.ok) {
    const message = firstError(parsed.fields) ?? "";
    return invalidForm<AuthReply>({
      intent: "resend",
      view: "verify-email",
      email,
      toast: failed("Failed to resend code", message),
    });
  }
  const api = apiClient(context, request);
  const { data: sent, error, response } = await api.POST("/api/resend-verification", { body: parsed.data });
  if (!sent) {
    const problem = new TrueRateApiError(response, error);
    const toast = failed("Failed to resend code", problem.message);
    return reply({ intent: "resend", view: "verify-email", email, toast }, { status: failureStatus(problem.status) });
  }
  const description = sent.message;
  return reply({
    intent: "resend",
    view: "verify-email",
    email,
    notice: description,
    toast: { title: "Code sent", description },
  });
}
