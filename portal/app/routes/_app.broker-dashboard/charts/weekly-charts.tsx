import type { ComponentProps } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartFigure, legendText } from "../../../components/charts/chart-figure";
import type { FigureTable } from "../../../components/charts/figure-columns";
import { weekLabel } from "../../../components/documents/analytics";
import type { BrokerAnalyticsWeek } from "../../../components/documents/broker-shapes";

type Weeks = readonly BrokerAnalyticsWeek[];

interface WeeklyChart {
  id: string;
  title: string;
  description: string;
  /** The same figures as a table, for assistive technology and the keyboard. */
  table: FigureTable;
}

const MARGIN = { top: 8, right: 28, bottom: 4, left: 0 };

/** One weekly figure as a line; a week without a value (null) is a gap, not a zero. */
export function WeeklyLineChart({
  weeks,
  series,
  yAxis,
  unit,
  ...figure
}: WeeklyChart & {
  weeks: Weeks;
  series: { name: string; colour: string; value: (week: BrokerAnalyticsWeek) => number | null };
  yAxis: ComponentProps<typeof YAxis>;
  unit: string;
}) {
  const data = weeks.map((week) => ({ week: weekLabel(week.weekStart), value: series.value(week) }));
  return (
    <ChartFigure {...figure}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={12} />
          <YAxis unit={unit} width={52} {...yAxis} />
          <Tooltip formatter={(value) => `${String(value)}${unit}`} />
          <Line
            dataKey="value"
            name={series.name}
            stroke={series.colour}
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

/** Weekly counts as stacked bars, one colour per series, with a legend. */
export function WeeklyStackedBars({
  weeks,
  series,
  ...figure
}: WeeklyChart & {
  weeks: Weeks;
  series: readonly { name: string; colour: string; value: (week: BrokerAnalyticsWeek) => number }[];
}) {
  const data = weeks.map((week) => ({
    week: weekLabel(week.weekStart),
    ...Object.fromEntries(series.map((entry, index) => [`s${index}`, entry.value(week)])),
  }));
  return (
    <ChartFigure {...figure}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={12} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip />
          <Legend formatter={legendText} />
          {series.map((entry, index) => (
            <Bar
              key={entry.name}
              dataKey={`s${index}`}
              name={entry.name}
              stackId={figure.id}
              fill={entry.colour}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
