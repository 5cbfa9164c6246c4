import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { signInLocation } from "../access";
import { cookieHeaders, getSession } from "../api.server";
import { apiClient } from "../api-client.server";
import { profileUpdateSchemaFor, requestedEmailChange } from "../domain";
import { fieldErrorsOf, firstError, formValues } from "../forms/field-errors";
import type { ToastInput } from "../toast-queue";
import type { ProfileReply } from "./profile-reply";

const PROFILE_FIELDS = ["companyName", "phoneNumber", "mcNumber", "dotNumber"] as const;
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
  const input = {
    ...formValues(formData, PROFILE_FIELDS),
    // Every box unticked is a choice too: it clears the trailer types.
    trailerTypes: formData.getAll("trailerTypes").filter((value): value is string => typeof value === "string"),
  };
  // The address already waiting for its code, typed again, is no new change: the save of the company
  // fields needs no password, mails no second code and says nothing of one.
  const email = requestedEmailChange(String(formData.get("email") ?? ""), user);
  const emailChange = email ? { email, currentPassword: String(formData.get("currentPassword") ?? "") } : {};
  const parsed = profileUpdateSchemaFor(user.userType).safeParse({ ...input, ...emailChange });
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    const reply: ProfileReply = {
      intent: "update-profile",
      ok: false,
      fields,
      toast: updateFailed(firstError(fields) ?? ""),
    };
    return data(reply, { status: 400 });
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
  const verificationCode = String(formData.get("verificationCode") ?? "").trim();
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
  const formData = await args.request.formData();
  if (formData.get("intent") === "update-profile") return updateProfile(args, formData);
  if (formData.get("intent") === "verify-new-email") return verifyNewEmail(args, formData);
  const reply: ProfileReply = { intent: "update-profile", ok: false, formError: "This form is not recognised." };
  return data(reply, { status: 400 });
}
