import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { AuthReply } from "../../components/auth/auth-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { logIn } from "./log-in.server";
import { register } from "./register.server";
import { requestPasswordReset } from "./reset-request.server";
import { intentSchema } from "./schema";
import { resendCode, verifyEmail } from "./verify-email.server";

/** The action of /auth, /login and /register: one screen, five forms, dispatched on `intent`. */
export async function authAction({ request, context }: ActionFunctionArgs) {
  // Each form's own fields are checked by its step, with the form read here.
  const parsed = await parseForm(request, intentSchema);
  if (!parsed.ok) {
    return invalidForm<AuthReply>({
      intent: "login",
      formError: "This form is not recognised. Please reload the page.",
    });
  }
  const formData = parsed.form;
  switch (parsed.data.intent) {
    case "login":
      return logIn(context, request, formData);
    case "register":
      return register(context, request, formData);
    case "verify":
      return verifyEmail(context, request, formData);
    case "resend":
      return resendCode(context, request, formData);
    case "reset-request":
      return requestPasswordReset(context, request, formData);
  }
}
