import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiClient } from "../api-client.server";
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
  const { data: check } = await apiClient(context, request).GET("/api/subscription-check", { headers: { cookie } });
  return check?.hasSubscription === true ? "free" : "paid";
}
