import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { weekLabel } from "../../lib/documents/analytics";
import type { BrokerAnalyticsWeek } from "../../lib/documents/broker-shapes";
import { ChartFigure, legendText, SERIES_COLOURS } from "./chart-figure";

/** The brokerage's loads by the week they arrived: submitted by carriers in the portal or pushed by partners. */
export function ChartBarLoadsBySource({ weeks }: { weeks: readonly BrokerAnalyticsWeek[] }) {
  const data = weeks.map((week) => ({
    week: weekLabel(week.weekStart),
    portal: week.loadsFromPortal,
    partner: week.loadsFromPartnerApi,
  }));
  return (
    <ChartFigure
      id="chart-loads-by-source"
      title="Loads by source"
      description="Loads matched to your brokerage, submitted by carriers in TrueRate or pushed by partners through the API."
      table={{
        columns: ["Week of", "TrueRate portal", "Partner API"],
        rows: weeks.map((week) => [weekLabel(week.weekStart, "long"), week.loadsFromPortal, week.loadsFromPartnerApi]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 28, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={12} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend formatter={legendText} />
          <Bar
            dataKey="portal"
            name="TrueRate portal"
            stackId="loads"
            fill={SERIES_COLOURS.portal}
            isAnimationActive={false}
          />
          <Bar
            dataKey="partner"
            name="Partner API"
            stackId="loads"
            fill={SERIES_COLOURS.partner}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
