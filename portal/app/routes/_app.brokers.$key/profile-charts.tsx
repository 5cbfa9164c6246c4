import { Grid } from "@radix-ui/themes";
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
import { ChartFigure, legendText, SERIES_COLOURS } from "../../components/charts/chart-figure";
import type { BrokerProfile } from "./profile.server";

type Month = BrokerProfile["months"][number];

const MARGIN = { top: 8, right: 40, bottom: 4, left: 0 };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-10` → `Oct 2026`. */
export function monthLabel(month: string): string {
  const [year, index] = month.split("-");
  return `${MONTHS[Number(index) - 1] ?? index} ${year}`;
}

const SERIES = [
  { key: "onTime", name: "Within 48 hours", colour: SERIES_COLOURS.met },
  { key: "late", name: "Late", colour: SERIES_COLOURS.response },
  { key: "missed", name: "Missed", colour: SERIES_COLOURS.missed },
] as const;

/** The broker's monthly compliance and response time, each chart with its figures as a table. */
export function ProfileCharts({ months }: { months: readonly Month[] }) {
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  return (
    <Grid columns={{ initial: "1", md: "2" }} gap="3">
      <ChartFigure
        id="monthly-compliance"
        period="month"
        title="371.3 answers by month"
        description="Requests by the month carriers submitted them: answered within 48 hours, late, or missed."
        table={{
          columns: ["Month", "Received", "Within 48 hours", "Late", "Missed", "On time"],
          rows: months.map((month) => [
            monthLabel(month.month),
            month.received,
            month.onTime,
            month.late,
            month.missed,
            month.compliancePercent === null ? "—" : `${month.compliancePercent}%`,
          ]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tickLine={false} minTickGap={28} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Legend formatter={legendText} />
            {SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                stackId="answers"
                fill={series.colour}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        id="monthly-response"
        period="month"
        title="Median hours to answer by month"
        description="From the carrier's submission to the broker's first document or record; a month without answers is a gap."
        table={{
          columns: ["Month", "Median hours"],
          rows: months.map((month) => [
            monthLabel(month.month),
            month.medianHoursToAnswer === null ? "—" : month.medianHoursToAnswer,
          ]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={MARGIN} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tickLine={false} minTickGap={28} />
            <YAxis unit=" h" width={52} />
            <Tooltip formatter={(value) => `${String(value)} h`} />
            <Line
              dataKey="medianHoursToAnswer"
              name="Median hours"
              stroke={SERIES_COLOURS.response}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </Grid>
  );
}
