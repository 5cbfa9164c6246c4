import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { hoursText, weekLabel } from "../../lib/documents/analytics";
import type { BrokerAnalyticsWeek } from "../../lib/documents/broker-shapes";
import { ChartFigure, SERIES_COLOURS } from "./chart-figure";

/** How long carriers took to open what the brokerage sent: the median hours, by the week it was sent. */
export function ChartLineCarrierResponseTime({ weeks }: { weeks: readonly BrokerAnalyticsWeek[] }) {
  const data = weeks.map((week) => ({ week: weekLabel(week.weekStart), hours: week.medianResponseHours }));
  return (
    <ChartFigure
      id="chart-response-time"
      title="Carrier response time"
      description="Median hours from sharing a document to the carrier first opening it, by the week it was shared."
      table={{
        columns: ["Week of", "Median response", "Shared", "Opened"],
        rows: weeks.map((week) => [
          weekLabel(week.weekStart, "long"),
          hoursText(week.medianResponseHours),
          week.documentsShared,
          week.documentsViewed,
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 28, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={12} />
          <YAxis unit=" h" width={52} allowDecimals={false} />
          <Tooltip formatter={(value) => `${String(value)} h`} />
          <Line
            dataKey="hours"
            name="Median response"
            stroke={SERIES_COLOURS.response}
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
