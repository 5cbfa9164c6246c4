import { type AppLoadContext, redirectDocument } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import type { AuthReply } from "../../components/auth/auth-reply";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { type AccessSubject, type BrokerAccess, isEntitledStatus, signInSchema } from "../../lib/domain";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { flashCookie } from "../../lib/toast.server";
import { failureStatus, reply } from "./reply.server";
import { accessSubjectOf, signInDestination } from "./sign-in-destination";

const loginFailed = (description: string) => ({ title: "Login failed", description, variant: "destructive" as const });

/**
 * Signs in through POST /api/login, then sends the browser on with a full page load (docs/product.md#accounts-screens-and-routes)
 * carrying the new session cookie. The earlier product paused 500 ms before reading the user, to
 * let its cookie settle; here the login answer already holds the user, so there is nothing to wait for.
 */
export async function logIn(context: AppLoadContext, request: Request, formData: FormData) {
  const parsed = await parseForm(formData, signInSchema);
  const email = typeof parsed.values.email === "string" ? parsed.values.email.trim() : "";
  if (!parsed.ok) {
    const { fields } = parsed;
    return invalidForm<AuthReply>({ intent: "login", email, fields, toast: loginFailed(firstError(fields) ?? "") });
  }

  const {
    data: signedIn,
    error,
    response,
  } = await apiClient(context, request).POST("/api/login", {
    body: parsed.data,
  });
  const setCookies = response.headers.getSetCookie();
  if (!signedIn) {
    const problem = new TrueRateApiError(response, error);
    if (problem.details?.needsVerification === true) {
      // The password was right but the address is unverified: straight to the code screen.
      return reply({ intent: "login", view: "verify-email", email: parsed.data.email, notice: problem.message });
    }
    return reply(
      {
        intent: "login",
        email,
        fields: problem.fieldErrors,
        formError: problem.message,
        toast: loginFailed(problem.message),
      },
      { status: failureStatus(problem.status), headers: cookieHeaders(setCookies) },
    );
  }

  const { user } = signedIn;
  const headers = cookieHeaders(setCookies);
  const brokerAccess = await brokerAccessFor(context, request, accessSubjectOf(user), setCookies);
  const redirectTo = formData.get("redirectTo");
  const destination = signInDestination(user, brokerAccess, typeof redirectTo === "string" ? redirectTo : null);
  headers.append("set-cookie", await flashCookie(destination.toasts));
  throw redirectDocument(destination.to, { headers });
}

/**
 * How the API bills brokers (its BROKER_ACCESS setting), learned from the subscription check made
 * with the new session. Only a broker without an entitled status is affected by the setting, so
 * only then is the API asked; a failed check counts as "paid", the stricter reading.
 */
async function brokerAccessFor(
  context: AppLoadContext,
  request: Request,
  subject: AccessSubject,
  sessionCookies: readonly string[],
): Promise<BrokerAccess> {
  if (subject.userType !== "broker" || subject.isAdmin || isEntitledStatus(subject.subscriptionStatus)) return "paid";
  // The browser does not hold the new session yet: send it the way the browser will.
  const cookie = sessionCookies.map((line) => line.split(";")[0]).join("; ");
  const { data: check } = await apiClient(context, request).GET("/api/subscription-check", { headers: { cookie } });
  return check?.hasSubscription === true ? "free" : "paid";
}
