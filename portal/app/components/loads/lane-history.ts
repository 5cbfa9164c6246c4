// A lane's weekly history as the search page shows it: the chart's points (a withheld week a gap),
// the same figures as a table for assistive technology, and as CSV for a spreadsheet.
import type { components } from "@truerate/sdk";
import { weekLabel } from "../documents/analytics";

export type LaneHistory = components["schemas"]["UserLaneHistory"];
type Week = LaneHistory["weeks"][number];

export interface HistoryPoint {
  week: string;
  /** p25–p75 per mile, drawn as a band; null in a withheld week (a gap, never a zero). */
  carrierBand: [number, number] | null;
  carrierMedian: number | null;
  trueBand: [number, number] | null;
  trueMedian: number | null;
  reports: number;
}

export function historyPoints(weeks: readonly Week[]): HistoryPoint[] {
  return weeks.map((week) => {
    const published = week.status === "published" ? week : null;
    const trueRate = published?.trueRate ?? null;
    return {
      week: weekLabel(week.weekStart),
      carrierBand: published ? [published.carrierRate.p25, published.carrierRate.p75] : null,
      carrierMedian: published?.carrierRate.median ?? null,
      trueBand: trueRate ? [trueRate.p25, trueRate.p75] : null,
      trueMedian: trueRate?.median ?? null,
      reports: week.reports,
    };
  });
}

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * A tooltip row's value in its series' unit: the reports as a count, a median per mile, a band as
 * its range per mile (the chart's formatter is given every series, so each says what it is).
 */
export function historyTooltipValue(value: unknown, dataKey: unknown): string {
  const rate = (amount: unknown) => (typeof amount === "number" ? dollars(amount) : "—");
  if (dataKey === "reports")
    return typeof value === "number" ? `${value} ${value === 1 ? "report" : "reports"}` : String(value);
  if (Array.isArray(value)) return `${rate(value[0])}–${rate(value[1])} per mile`;
  return `${rate(value)} per mile`;
}

const band = (spread: { p25: number; p75: number } | null | undefined) =>
  spread ? `${dollars(spread.p25)}–${dollars(spread.p75)}` : "—";

export const HISTORY_COLUMNS = [
  "Week of",
  "Reports",
  "Carrier rate, median per mile",
  "Carrier rate, middle half",
  "Verified true rate, median per mile",
  "Verified true rate, middle half",
  "Broker margin, median",
  "Published",
] as const;

/** One row per week, newest first: what a reader looks for first. A gap says why, in the answer's words. */
export function historyTableRows({
  weeks,
  withheldReasons,
}: Pick<LaneHistory, "weeks" | "withheldReasons">): string[][] {
  return [...weeks].reverse().map((week) => {
    const label = weekLabel(week.weekStart, "long");
    if (week.status === "withheld")
      return [label, String(week.reports), "—", "—", "—", "—", "—", withheldReasons[week.reason]];
    return [
      label,
      String(week.reports),
      dollars(week.carrierRate.median),
      band(week.carrierRate),
      week.trueRate ? dollars(week.trueRate.median) : "—",
      band(week.trueRate),
      week.brokerMargin ? `${week.brokerMargin.medianPct}%` : "—",
      week.trueRateWithheld ? `Yes; true rate withheld: ${withheldReasons[week.trueRateWithheld.reason]}` : "Yes",
    ];
  });
}

const CSV_COLUMNS = [
  "week_start",
  "status",
  "withheld_reason",
  "reports",
  "carrier_rate_per_mile_median",
  "carrier_rate_per_mile_p25",
  "carrier_rate_per_mile_p75",
  "true_rate_per_mile_median",
  "true_rate_per_mile_p25",
  "true_rate_per_mile_p75",
  "broker_margin_median_pct",
  "true_rate_withheld_reason",
] as const;

/** Every cell is a date, a code or a number (no free text), so none needs quoting. */
const csvCell = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The weeks oldest first, one line each; a withheld week has its reason and no figure. */
export function historyCsv(weeks: readonly Week[]): string {
  const lines = weeks.map((week) => {
    const published = week.status === "published" ? week : null;
    return [
      week.weekStart,
      week.status,
      week.status === "withheld" ? week.reason : null,
      week.reports,
      published?.carrierRate.median,
      published?.carrierRate.p25,
      published?.carrierRate.p75,
      published?.trueRate?.median,
      published?.trueRate?.p25,
      published?.trueRate?.p75,
      published?.brokerMargin?.medianPct,
      published?.trueRateWithheld?.reason,
    ]
      .map(csvCell)
      .join(",");
  });
  return `${[CSV_COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
}

/** A file name for the lane's CSV: `lane-history-dallas-tx-atlanta-ga-dry_van.csv`. */
export function historyFileName(lane: {
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  equipment: string;
}): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, "-")
      .replace(/^-|-$/g, "");
  const parts = [lane.origin.city, lane.origin.state, lane.destination.city, lane.destination.state, lane.equipment];
  return `lane-history-${parts.map(slug).join("-")}.csv`;
}
