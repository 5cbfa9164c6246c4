import { Link, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartFigure, legendText, SERIES_COLOURS } from "../../components/charts/chart-figure";
import {
  HISTORY_COLUMNS,
  historyPoints,
  historyTableRows,
  historyTooltipValue,
} from "../../components/loads/lane-history";
import { laneQuery, type SearchLane } from "../../components/loads/lane-of-rows";
import { LANE_AREA_NAMES } from "../../components/loads/lane-withheld";
import type { LaneHistoryReply } from "../resources.lane-history/route";

/** The axes' widths and the chart's margins: what the plot area, where a tooltip is kept, leaves out. */
const RATE_AXIS_WIDTH = 52;
const REPORTS_AXIS_WIDTH = 36;
const MARGIN = { top: 8, right: 8, bottom: 4, left: 0 };
const PLOT_INSET = RATE_AXIS_WIDTH + REPORTS_AXIS_WIDTH + MARGIN.left + MARGIN.right;

const perMile = (value: unknown) => (typeof value === "number" ? `$${value.toFixed(2)}` : String(value));

/**
 * The lane's last 13 months above the search results: the carrier rate and the verified true rate
 * per mile (median lines with a point each published week, in their middle-half bands) over weekly
 * report volume; a week withheld by the publication rule is a gap. The figures are also a table and a CSV download.
 */
export function LaneHistoryChart({ lane }: { lane: SearchLane }) {
  const fetcher = useFetcher<LaneHistoryReply>();
  const query = laneQuery(lane);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per lane; fetcher.load is stable enough
  useEffect(() => {
    fetcher.load(`/resources/lane-history?${query}`);
  }, [query]);
  const reply = fetcher.data;
  if (!reply) return <Text color="gray">Loading the lane history…</Text>;
  if (!reply.ok)
    return (
      <Text color="red" role="alert">
        {reply.message}
      </Text>
    );
  const history = reply.data;
  const withheld = history.weeks.length - history.publishedWeeks;
  return (
    <ChartFigure
      id="lane-history"
      title="Lane history, last 13 months"
      description={
        `Weekly rates per mile across ${LANE_AREA_NAMES[history.area]}: the median with the middle half of rates as a ` +
        `band, and the reports counted each week. ${history.publishedWeeks} of ${history.weeks.length} weeks are ` +
        `published; ${withheld} are gaps, withheld so no figure exposes a company.`
      }
      table={{ columns: HISTORY_COLUMNS, rows: historyTableRows(history) }}
      footer={
        <Text size="2">
          <Link href={`/resources/lane-history-csv?${query}`} download>
            Download the weeks as CSV
          </Link>
        </Text>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={historyPoints(history.weeks)} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" tickLine={false} minTickGap={16} />
          <YAxis yAxisId="rate" width={RATE_AXIS_WIDTH} tickFormatter={perMile} domain={["auto", "auto"]} />
          <YAxis yAxisId="reports" orientation="right" width={REPORTS_AXIS_WIDTH} allowDecimals={false} />
          <Tooltip
            formatter={(value, _name, item) => historyTooltipValue(value, item.dataKey)}
            labelFormatter={(week) => `Week of ${String(week)}`}
            // Recharts keeps a tooltip inside the plot area only when it fits there: never wider than the
            // plot (the chart less both axes and the margin), wrapping its lines, it stays in the card on a phone.
            wrapperStyle={{ maxWidth: `calc(100% - ${PLOT_INSET}px)`, zIndex: 1 }}
            contentStyle={{ whiteSpace: "normal", fontSize: 12, padding: "6px 8px" }}
          />
          <Legend formatter={legendText} />
          <Bar
            yAxisId="reports"
            dataKey="reports"
            name="Reports"
            fill={SERIES_COLOURS.volume}
            fillOpacity={0.35}
            isAnimationActive={false}
          />
          <Area
            yAxisId="rate"
            dataKey="carrierBand"
            name="Carrier rate, middle half"
            stroke="none"
            fill={SERIES_COLOURS.rate}
            fillOpacity={0.18}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Area
            yAxisId="rate"
            dataKey="trueBand"
            name="True rate, middle half"
            stroke="none"
            fill={SERIES_COLOURS.trueRate}
            fillOpacity={0.18}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="rate"
            dataKey="carrierMedian"
            name="Carrier rate, median"
            stroke={SERIES_COLOURS.rate}
            strokeWidth={2}
            dot={{ r: 2, fill: SERIES_COLOURS.rate }}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="rate"
            dataKey="trueMedian"
            name="Verified true rate, median"
            stroke={SERIES_COLOURS.trueRate}
            strokeWidth={2}
            // A point each published week: a week between withheld ones has no segment to draw.
            dot={{ r: 3, fill: SERIES_COLOURS.trueRate, className: "lane-history-true-rate-point" }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
