import type { AppLoadContext } from "@remix-run/cloudflare";
import { ANALYTICS_WEEKS } from "@truerate/domain/broker-analytics";
import { apiClient } from "../api-client.server";
import { resultOf, succeeded } from "../result";
import type { BrokerDashboardData } from "./broker-shapes";
import { BROKER_MESSAGES } from "./messages";

/**
 * The broker dashboard's first load, side by side (the load-board spec's calls). Each part fails on its own
 * with the spec's message (the spec's roles and permissions and error catalogue), so one broken call leaves the other tabs usable.
 * The matched loads (up to 500, most of the page's weight) are not among them: the Loads tab reads them when
 * it opens (routes/broker.loads.ts), so the first load carries only what its first tab shows.
 */
export async function fetchBrokerDashboard(context: AppLoadContext, request: Request): Promise<BrokerDashboardData> {
  const api = apiClient(context, request);
  const [shared, compliance, analytics] = await Promise.all([
    api.GET("/api/broker/documents/shared"),
    api.GET("/api/documents/broker/compliance-dashboard"),
    api.GET("/api/broker/analytics", { params: { query: { weeks: ANALYTICS_WEEKS.default } } }),
  ]);
  const { signedOut } = BROKER_MESSAGES;
  const sharedSection = resultOf(shared, BROKER_MESSAGES.sharedFailed, signedOut);
  return {
    sharedDocuments: sharedSection.ok ? succeeded(sharedSection.data.documents) : sharedSection,
    compliance: resultOf(compliance, BROKER_MESSAGES.complianceFailed, signedOut),
    analytics: resultOf(analytics, BROKER_MESSAGES.analyticsFailed, signedOut),
  };
}
