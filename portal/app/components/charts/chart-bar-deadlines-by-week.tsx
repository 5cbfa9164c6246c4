import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { weekLabel } from "../../lib/documents/analytics";
import type { BrokerAnalyticsWeek } from "../../lib/documents/broker-shapes";
import { ChartFigure, legendText, SERIES_COLOURS } from "./chart-figure";

/** Deadlines met and missed, stacked, by the week they fell due. */
export function ChartBarDeadlinesByWeek({ weeks }: { weeks: readonly BrokerAnalyticsWeek[] }) {
  const data = weeks.map((week) => ({
    week: weekLabel(week.weekStart),
    met: week.deadlinesMet,
    missed: week.deadlinesMissed,
  }));
  return (
    <ChartFigure
      id="chart-deadlines"
      title="Deadlines met and missed by week"
      description="Loads whose 48-hour document deadline fell due that week, by outcome."
      table={{
        columns: ["Week of", "Met", "Missed"],
        rows: weeks.map((week) => [weekLabel(week.weekStart, "long"), week.deadlinesMet, week.deadlinesMissed]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 28, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={12} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend formatter={legendText} />
          <Bar dataKey="met" name="Met" stackId="deadlines" fill={SERIES_COLOURS.met} isAnimationActive={false} />
          <Bar
            dataKey="missed"
            name="Missed"
            stackId="deadlines"
            fill={SERIES_COLOURS.missed}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
