import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiCall } from "../api.server";
import { type AccessSubject, type BrokerAccess, isEntitledStatus } from "../domain";

/**
 * How the API bills brokers (its BROKER_ACCESS setting), learned from the subscription check made
 * with the new session. Only a broker without an entitled status is affected by the setting, so
 * only then is the API asked; a failed check counts as "paid", the stricter reading.
 */
export async function brokerAccessFor(
  context: AppLoadContext,
  request: Request,
  subject: AccessSubject,
  sessionCookies: readonly string[],
): Promise<BrokerAccess> {
  if (subject.userType !== "broker" || subject.isAdmin || isEntitledStatus(subject.subscriptionStatus)) return "paid";
  // The browser does not hold the new session yet: send it the way the browser will.
  const cookie = sessionCookies.map((line) => line.split(";")[0]).join("; ");
  const check = await apiCall(context, request, "/api/subscription-check", { headers: { cookie } });
  const granted = check.ok && typeof check.body === "object" && check.body !== null && "hasSubscription" in check.body;
  return granted && (check.body as { hasSubscription: unknown }).hasSubscription === true ? "free" : "paid";
}
