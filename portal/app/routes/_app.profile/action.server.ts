import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { signInLocation } from "../../lib/access";
import { cookieHeaders, getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { requestedEmailChange } from "../../lib/domain";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import type { ToastInput } from "../../lib/toast-queue";
import type { ProfileReply } from "./profile-reply";
import { intentSchema, profileFormSchema, verifyNewEmailSchema } from "./schema";

const updateFailed = (description: string): ToastInput => ({
  title: "Update failed",
  description,
  variant: "destructive",
});

/**
 * The Profile Information form, checked with the API's schema for the user's role (admins have no
 * MC or DOT number), then PUT /api/user through the SDK. A changed e-mail goes with the current
 * password; the API mails a code to the new address and keeps the old one until it is entered.
 */
async function updateProfile({ request, context }: ActionFunctionArgs, formData: FormData) {
  const { user } = await getSession(context, request);
  if (!user) throw redirect(signInLocation("/profile"));
  // The address already waiting for its code, typed again, is no new change: the save of the company
  // fields needs no password, mails no second code and says nothing of one.
  const email = requestedEmailChange(String(formData.get("email") ?? ""), user);
  const emailChange = email ? { email, currentPassword: String(formData.get("currentPassword") ?? "") } : {};
  // Every box unticked is a choice too: an empty `trailerTypes` clears them.
  const parsed = await parseForm(formData, profileFormSchema(user.userType, emailChange), {
    arrays: ["trailerTypes"],
  });
  if (!parsed.ok) {
    const { fields } = parsed;
    return invalidForm<ProfileReply>({
      intent: "update-profile",
      ok: false,
      fields,
      toast: updateFailed(firstError(fields) ?? ""),
    });
  }
  const { data: saved, error, response } = await apiClient(context, request).PUT("/api/user", { body: parsed.data });
  if (!saved) {
    const problem = new TrueRateApiError(response, error);
    const reply: ProfileReply = {
      intent: "update-profile",
      ok: false,
      fields: problem.fieldErrors,
      formError: problem.message,
      toast: updateFailed(problem.message),
    };
    return data(reply, { status: Math.max(problem.status, 400) });
  }
  const reply: ProfileReply = {
    intent: "update-profile",
    ok: true,
    toast: {
      title: "Profile updated",
      description: emailChange.email
        ? `Your profile information has been saved. Enter the code we sent to ${emailChange.email} to make it your sign-in address.`
        : "Your profile information has been saved.",
    },
  };
  return data(reply);
}

/** The code of a pending e-mail change (POST /api/verify-email with the new address), through the SDK. */
async function verifyNewEmail({ request, context }: ActionFunctionArgs, formData: FormData) {
  const { user } = await getSession(context, request);
  if (!user) throw redirect(signInLocation("/profile"));
  const pendingEmail = user.pendingEmail ?? "";
  const parsed = await parseForm(formData, verifyNewEmailSchema);
  // The schema accepts any text: the API judges the code, with its own messages.
  const verificationCode = parsed.ok ? parsed.data.verificationCode : "";
  const api = apiClient(context, request);
  const { error, response } = await api.POST("/api/verify-email", { body: { email: pendingEmail, verificationCode } });
  if (error) {
    const problem = new TrueRateApiError(response, error);
    const reply: ProfileReply = {
      intent: "verify-new-email",
      ok: false,
      fields: { verificationCode: problem.fieldErrors.verificationCode ?? [problem.message] },
      toast: { title: "Verification failed", description: problem.message, variant: "destructive" },
    };
    return data(reply, { status: Math.max(problem.status, 400) });
  }
  const reply: ProfileReply = {
    intent: "verify-new-email",
    ok: true,
    toast: { title: "Email changed", description: `You now sign in with ${pendingEmail}.` },
  };
  return data(reply, { headers: cookieHeaders(response.headers.getSetCookie()) });
}

/** The profile page's forms, by intent. Deleting the account is the dialog's own call (see DeleteAccountCard). */
export async function profileAction(args: ActionFunctionArgs) {
  const parsed = await parseForm(args.request, intentSchema);
  if (!parsed.ok) {
    return invalidForm<ProfileReply>({
      intent: "update-profile",
      ok: false,
      formError: "This form is not recognised.",
    });
  }
  return parsed.data.intent === "update-profile" ? updateProfile(args, parsed.form) : verifyNewEmail(args, parsed.form);
}
