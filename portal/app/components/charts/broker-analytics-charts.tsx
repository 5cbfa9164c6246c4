import { Grid } from "@radix-ui/themes";
import type { BrokerAnalyticsWeek } from "../../lib/documents/broker-shapes";
import { ChartBarDeadlinesByWeek } from "./chart-bar-deadlines-by-week";
import { ChartBarLoadsBySource } from "./chart-bar-loads-by-source";
import { ChartLineCarrierResponseTime } from "./chart-line-carrier-response-time";
import { ChartLineComplianceRate } from "./chart-line-compliance-rate";

/** The Analytics tab's four charts, one module so the chart library loads once, when the tab opens. */
export function BrokerAnalyticsCharts({ weeks }: { weeks: readonly BrokerAnalyticsWeek[] }) {
  return (
    <Grid columns={{ initial: "1", md: "2" }} gap="4">
      <ChartLineComplianceRate weeks={weeks} />
      <ChartBarDeadlinesByWeek weeks={weeks} />
      <ChartLineCarrierResponseTime weeks={weeks} />
      <ChartBarLoadsBySource weeks={weeks} />
    </Grid>
  );
}
