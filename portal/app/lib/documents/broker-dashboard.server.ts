import type { AppLoadContext } from "@remix-run/cloudflare";
import { ANALYTICS_WEEKS } from "@truerate/domain/broker-analytics";
import { apiClient } from "../api-client.server";
import type { BrokerDashboardData, Section } from "./broker-shapes";
import { BROKER_MESSAGES } from "./messages";

function section<T>({ data, response }: { data?: T; response: Response }, failed: string): Section<T> {
  if (response.status === 401) return { ok: false, message: BROKER_MESSAGES.signedOut };
  return data ? { ok: true, data } : { ok: false, message: failed };
}

/**
 * The four calls of the broker dashboard, side by side (the load-board spec's calls). Each part fails on its own
 * with the spec's message (the spec's roles and permissions and error catalogue), so one broken call leaves the other tabs usable.
 */
export async function fetchBrokerDashboard(context: AppLoadContext, request: Request): Promise<BrokerDashboardData> {
  const api = apiClient(context, request);
  const [shared, loads, compliance, analytics] = await Promise.all([
    api.GET("/api/broker/documents/shared"),
    api.GET("/api/loads/broker-loads"),
    api.GET("/api/documents/broker/compliance-dashboard"),
    api.GET("/api/broker/analytics", { params: { query: { weeks: ANALYTICS_WEEKS.default } } }),
  ]);
  const sharedSection = section(shared, BROKER_MESSAGES.sharedFailed);
  return {
    sharedDocuments: sharedSection.ok ? { ok: true, data: sharedSection.data.documents } : sharedSection,
    loads:
      loads.response.status === 403
        ? { ok: false, message: BROKER_MESSAGES.loadsForbidden }
        : section(loads, BROKER_MESSAGES.loadsFailed),
    compliance: section(compliance, BROKER_MESSAGES.complianceFailed),
    analytics: section(analytics, BROKER_MESSAGES.analyticsFailed),
  };
}
