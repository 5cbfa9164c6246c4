import type { components } from "@truerate/sdk";
import type { Result } from "../../lib/result";

/** The broker dashboard's API answers (docs/product.md#load-board-entities-and-fields and #load-board-calls). */
export type BrokerSharedDocument = components["schemas"]["BrokerSharedDocument"];
export type BrokerageLoad = components["schemas"]["BrokerageLoad"];
export type ComplianceDashboard = components["schemas"]["BrokerComplianceDashboard"];
export type BrokerAnalytics = components["schemas"]["BrokerAnalytics"];
export type BrokerAnalyticsWeek = components["schemas"]["BrokerAnalyticsWeek"];
export type UpcomingDeadline = ComplianceDashboard["upcomingDeadlines"][number];

/** The dashboard's first load, each part read on its own; the Loads tab reads its list when opened (routes/resources.brokerage.loads/route.ts). */
export interface BrokerDashboardData {
  sharedDocuments: Result<BrokerSharedDocument[]>;
  compliance: Result<ComplianceDashboard>;
  analytics: Result<BrokerAnalytics>;
}
