import type { AppLoadContext } from "@remix-run/cloudflare";
import { ANALYTICS_WEEKS } from "@truerate/domain/broker-analytics";
import { apiClient } from "../api-client.server";
import type { BrokerageLoad, BrokerDashboardData, Section } from "./broker-shapes";
import { BROKER_MESSAGES } from "./messages";

function section<T>({ data, response }: { data?: T; response: Response }, failed: string): Section<T> {
  if (response.status === 401) return { ok: false, message: BROKER_MESSAGES.signedOut };
  return data ? { ok: true, data } : { ok: false, message: failed };
}

/**
 * The broker dashboard's first load, side by side (the load-board spec's calls). Each part fails on its own
 * with the spec's message (the spec's roles and permissions and error catalogue), so one broken call leaves the other tabs usable.
 * The matched loads (up to 500, most of the page's weight) are not among them: the Loads tab reads them when
 * it opens (fetchBrokerLoads), so the first load carries only what its first tab shows.
 */
export async function fetchBrokerDashboard(context: AppLoadContext, request: Request): Promise<BrokerDashboardData> {
  const api = apiClient(context, request);
  const [shared, compliance, analytics] = await Promise.all([
    api.GET("/api/broker/documents/shared"),
    api.GET("/api/documents/broker/compliance-dashboard"),
    api.GET("/api/broker/analytics", { params: { query: { weeks: ANALYTICS_WEEKS.default } } }),
  ]);
  const sharedSection = section(shared, BROKER_MESSAGES.sharedFailed);
  return {
    sharedDocuments: sharedSection.ok ? { ok: true, data: sharedSection.data.documents } : sharedSection,
    compliance: section(compliance, BROKER_MESSAGES.complianceFailed),
    analytics: section(analytics, BROKER_MESSAGES.analyticsFailed),
  };
}

/** The Loads tab's list: the brokerage's matched loads, newest first (GET /api/loads/broker-loads). */
export async function fetchBrokerLoads(context: AppLoadContext, request: Request): Promise<Section<BrokerageLoad[]>> {
  try {
    const loads = await apiClient(context, request).GET("/api/loads/broker-loads");
    return loads.response.status === 403
      ? { ok: false, message: BROKER_MESSAGES.loadsForbidden }
      : section(loads, BROKER_MESSAGES.loadsFailed);
  } catch {
    return { ok: false, message: BROKER_MESSAGES.loadsFailed };
  }
}
