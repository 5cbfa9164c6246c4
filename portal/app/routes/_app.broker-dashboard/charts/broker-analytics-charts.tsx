import { Grid } from "@radix-ui/themes";
import { SERIES_COLOURS } from "../../../components/charts/chart-figure";
import { hoursText, percentText, weekLabel } from "../../../components/documents/analytics";
import type { BrokerAnalyticsWeek } from "../../../components/documents/broker-shapes";
import { WeeklyLineChart, WeeklyStackedBars } from "./weekly-charts";

/** The Analytics tab's four charts, one module so the chart library loads once, when the tab opens. */
export function BrokerAnalyticsCharts({ weeks }: { weeks: readonly BrokerAnalyticsWeek[] }) {
  const weekOf = (week: BrokerAnalyticsWeek) => weekLabel(week.weekStart, "long");
  return (
    <Grid columns={{ initial: "1", md: "2" }} gap="4">
      {/* A week with no decided deadline is a gap, not 100%. */}
      <WeeklyLineChart
        id="chart-compliance-rate"
        title="Compliance rate over time"
        description="Deadlines met within 48 hours as a share of the deadlines decided that week."
        table={{
          columns: ["Week of", "Compliance rate", "Met", "Missed"],
          rows: weeks.map((week) => [
            weekOf(week),
            percentText(week.complianceRate),
            week.deadlinesMet,
            week.deadlinesMissed,
          ]),
        }}
        weeks={weeks}
        series={{ name: "Compliance rate", colour: SERIES_COLOURS.rate, value: (week) => week.complianceRate }}
        yAxis={{ domain: [0, 100], ticks: [0, 70, 90, 100] }}
        unit="%"
      />
      <WeeklyStackedBars
        id="chart-deadlines"
        title="Deadlines met and missed by week"
        description="Loads whose 48-hour document deadline was met or missed that week, by outcome."
        table={{
          columns: ["Week of", "Met", "Missed"],
          rows: weeks.map((week) => [weekOf(week), week.deadlinesMet, week.deadlinesMissed]),
        }}
        weeks={weeks}
        series={[
          { name: "Met", colour: SERIES_COLOURS.met, value: (week) => week.deadlinesMet },
          { name: "Missed", colour: SERIES_COLOURS.missed, value: (week) => week.deadlinesMissed },
        ]}
      />
      {/* How long carriers took to open what the brokerage sent, by the week it was sent. */}
      <WeeklyLineChart
        id="chart-response-time"
        title="Carrier response time"
        description="Median hours from sharing a document to the carrier first opening it, by the week it was shared."
        table={{
          columns: ["Week of", "Median response", "Shared", "Opened"],
          rows: weeks.map((week) => [
            weekOf(week),
            hoursText(week.medianResponseHours),
            week.documentsShared,
            week.documentsViewed,
          ]),
        }}
        weeks={weeks}
        series={{ name: "Median response", colour: SERIES_COLOURS.response, value: (week) => week.medianResponseHours }}
        yAxis={{ allowDecimals: false }}
        unit=" h"
      />
      <WeeklyStackedBars
        id="chart-loads-by-source"
        title="Loads by source"
        description="Loads matched to your brokerage, submitted by carriers in TrueRate or pushed by partners through the API."
        table={{
          columns: ["Week of", "TrueRate portal", "Partner API"],
          rows: weeks.map((week) => [weekOf(week), week.loadsFromPortal, week.loadsFromPartnerApi]),
        }}
        weeks={weeks}
        series={[
          { name: "TrueRate portal", colour: SERIES_COLOURS.portal, value: (week) => week.loadsFromPortal },
          { name: "Partner API", colour: SERIES_COLOURS.partner, value: (week) => week.loadsFromPartnerApi },
        ]}
      />
    </Grid>
  );
}
