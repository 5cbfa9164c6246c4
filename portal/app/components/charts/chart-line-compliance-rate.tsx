import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { percentText, weekLabel } from "../../lib/documents/analytics";
import type { BrokerAnalyticsWeek } from "../../lib/documents/broker-shapes";
import { ChartFigure, SERIES_COLOURS } from "./chart-figure";

/** The brokerage's compliance rate per week; a week with no decided deadline is a gap, not 100%. */
export function ChartLineComplianceRate({ weeks }: { weeks: readonly BrokerAnalyticsWeek[] }) {
  const data = weeks.map((week) => ({ week: weekLabel(week.weekStart), rate: week.complianceRate }));
  return (
    <ChartFigure
      id="chart-compliance-rate"
      title="Compliance rate over time"
      description="Deadlines met within 48 hours as a share of the deadlines decided that week."
      table={{
        columns: ["Week of", "Compliance rate", "Met", "Missed"],
        rows: weeks.map((week) => [
          weekLabel(week.weekStart, "long"),
          percentText(week.complianceRate),
          week.deadlinesMet,
          week.deadlinesMissed,
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 28, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={12} />
          <YAxis domain={[0, 100]} ticks={[0, 70, 90, 100]} unit="%" width={52} />
          <Tooltip formatter={(value) => `${String(value)}%`} />
          <Line
            dataKey="rate"
            name="Compliance rate"
            stroke={SERIES_COLOURS.rate}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
