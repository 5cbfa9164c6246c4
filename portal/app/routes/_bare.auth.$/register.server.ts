import type { AppLoadContext } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import type { AuthReply } from "../../components/auth/auth-reply";
import { apiClient } from "../../lib/api-client.server";
import { registrationSchema } from "../../lib/domain";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { fmcsaFailureOf } from "./fmcsa-failure";
import { refillableValues, registrationInput, registrationPayload } from "./registration-payload";
import { failureStatus, reply } from "./reply.server";

const registrationFailed = (description: string) => ({
  title: "Registration failed",
  description,
  variant: "destructive" as const,
});

/**
 * Registers through POST /api/register after checking the form with the API's own schema. Success
 * opens the 'Check Your Email' step; an FMCSA mismatch opens its dialog; anything else is shown
 * next to the fields it concerns and in the 'Registration failed' toast.
 */
export async function register(context: AppLoadContext, request: Request, formData: FormData) {
  const values = refillableValues(registrationInput(formData));
  const parsed = await parseForm(formData, registrationSchema, { arrays: ["trailerTypes"] });
  if (!parsed.ok) {
    const { fields } = parsed;
    const message = firstError(fields) ?? "";
    return invalidForm<AuthReply>({
      intent: "register",
      fields,
      formError: fields._?.[0],
      values,
      toast: registrationFailed(message),
    });
  }

  const payload = registrationPayload(parsed.data, new Date());
  const {
    data: registered,
    error,
    response,
  } = await apiClient(context, request).POST("/api/register", {
    body: payload,
  });
  if (!registered) {
    const problem = new TrueRateApiError(response, error);
    if (problem.code === "FMCSA_VERIFICATION_FAILED") {
      return reply({ intent: "register", values, fmcsa: fmcsaFailureOf(problem) }, { status: 422 });
    }
    const hasFieldErrors = Object.keys(problem.fieldErrors).length > 0;
    return reply(
      {
        intent: "register",
        values,
        fields: problem.fieldErrors,
        formError: hasFieldErrors ? undefined : problem.message,
        toast: registrationFailed(problem.message),
      },
      { status: failureStatus(problem.status) },
    );
  }
  return reply({
    intent: "register",
    view: "verify-email",
    email: parsed.data.email,
    toast: {
      title: "Registration successful",
      description: registered.message,
    },
  });
}
