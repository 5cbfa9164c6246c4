import type { components } from "@truerate/sdk";

/** The broker dashboard's API answers (the load-board spec's entities and fields and calls). */
export type BrokerSharedDocument = components["schemas"]["BrokerSharedDocument"];
export type BrokerageLoad = components["schemas"]["BrokerageLoad"];
export type ComplianceDashboard = components["schemas"]["BrokerComplianceDashboard"];
export type BrokerAnalytics = components["schemas"]["BrokerAnalytics"];
export type BrokerAnalyticsWeek = components["schemas"]["BrokerAnalyticsWeek"];
export type UpcomingDeadline = ComplianceDashboard["upcomingDeadlines"][number];

/** One part of the dashboard: its data, or the spec's message for why it could not be read. */
export type Section<T> = { ok: true; data: T } | { ok: false; message: string };

/** The dashboard's first load; the Loads tab reads its list when opened (routes/broker.loads.ts). */
export interface BrokerDashboardData {
  sharedDocuments: Section<BrokerSharedDocument[]>;
  compliance: Section<ComplianceDashboard>;
  analytics: Section<BrokerAnalytics>;
}
