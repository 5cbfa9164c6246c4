import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { isAuthIntent } from "./auth-reply";
import { logIn } from "./log-in.server";
import { register } from "./register.server";
import { reply } from "./reply.server";
import { requestPasswordReset } from "./reset-request.server";
import { resendCode, verifyEmail } from "./verify-email.server";

/** The action of /auth, /login and /register: one screen, five forms, dispatched on `intent`. */
export async function authAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isAuthIntent(intent)) {
    return reply(
      { intent: "login", formError: "This form is not recognised. Please reload the page." },
      { status: 400 },
    );
  }
  switch (intent) {
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
