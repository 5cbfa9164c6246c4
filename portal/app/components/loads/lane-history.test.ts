import { describe, expect, it } from "vitest";
import {
  historyCsv,
  historyFileName,
  historyPoints,
  historyTableRows,
  historyTooltipValue,
  type LaneHistory,
} from "./lane-history";

const excluded = { quarantined: 0, capped: 0, outliers: 0 };
const WEEKS: LaneHistory["weeks"] = [
  {
    weekStart: "2026-11-09",
    status: "published",
    reports: 12,
    excluded,
    carrierRate: { average: 2.5, median: 2.48, p25: 2.3, p75: 2.7 },
    trueRate: { average: 3, median: 2.95, p25: 2.8, p75: 3.1 },
    trueRateWithheld: null,
    brokerMargin: { averagePct: 16.1, medianPct: 15.9 },
  },
  {
    weekStart: "2026-11-16",
    status: "withheld",
    reports: 4,
    excluded,
    reason: "too_few_reports",
  },
  {
    weekStart: "2026-11-23",
    status: "published",
    reports: 8,
    excluded,
    carrierRate: { average: 2.6, median: 2.6, p25: 2.5, p75: 2.75 },
    trueRate: null,
    trueRateWithheld: { reason: "too_few_brokers" },
    brokerMargin: null,
  },
];
/** The answer's messages, worded apart from the API's so the test shows the table uses the answer's. */
const withheldReasons: LaneHistory["withheldReasons"] = {
  too_few_reports: "Under 7 reports",
  too_few_brokers: "Under 3 brokers",
  too_few_carriers: "Under 3 carriers",
  dominant_broker: "One broker over a quarter",
};

describe("a lane's history on the search page", () => {
  it("draws a withheld week as a gap, never a zero", () => {
    const points = historyPoints(WEEKS);
    expect(points[0]).toEqual({
      week: "Nov 9",
      carrierBand: [2.3, 2.7],
      carrierMedian: 2.48,
      trueBand: [2.8, 3.1],
      trueMedian: 2.95,
      reports: 12,
    });
    expect(points[1]).toMatchObject({ carrierBand: null, carrierMedian: null, trueMedian: null, reports: 4 });
    expect(points[2]).toMatchObject({ carrierMedian: 2.6, trueBand: null, trueMedian: null });
  });

  it("tables the weeks newest first, a gap with its reason", () => {
    const rows = historyTableRows({ weeks: WEEKS, withheldReasons });
    expect(rows.map((row) => row[0])).toEqual(["Nov 23, 2026", "Nov 16, 2026", "Nov 9, 2026"]);
    expect(rows[1]).toEqual(["Nov 16, 2026", "4", "—", "—", "—", "—", "—", "Under 7 reports"]);
    expect(rows[2]).toEqual(["Nov 9, 2026", "12", "$2.48", "$2.30–$2.70", "$2.95", "$2.80–$3.10", "15.9%", "Yes"]);
    expect(rows[0]?.[7]).toBe("Yes; true rate withheld: Under 3 brokers");
  });

  it("writes CSV oldest first, with empty cells where a week is withheld", () => {
    const lines = historyCsv(WEEKS).split("\r\n");
    expect(lines[0]).toBe(
      "week_start,status,withheld_reason,reports,carrier_rate_per_mile_median,carrier_rate_per_mile_p25," +
        "carrier_rate_per_mile_p75,true_rate_per_mile_median,true_rate_per_mile_p25,true_rate_per_mile_p75," +
        "broker_margin_median_pct,true_rate_withheld_reason",
    );
    expect(lines[1]).toBe("2026-11-09,published,,12,2.48,2.3,2.7,2.95,2.8,3.1,15.9,");
    expect(lines[2]).toBe("2026-11-16,withheld,too_few_reports,4,,,,,,,,");
    expect(lines[3]).toBe("2026-11-23,published,,8,2.6,2.5,2.75,,,,,too_few_brokers");
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("");
  });

  it("names the file after the lane", () => {
    const lane = {
      origin: { city: "St. Louis", state: "MO" },
      destination: { city: "Winston-Salem", state: "NC" },
      equipment: "dry_van",
    };
    expect(historyFileName(lane)).toBe("lane-history-st-louis-mo-winston-salem-nc-dry_van.csv");
  });
});

describe("the chart's tooltip", () => {
  it("says each series in its unit: reports as a count, rates and bands per mile", () => {
    expect(historyTooltipValue(18, "reports")).toBe("18 reports");
    expect(historyTooltipValue(1, "reports")).toBe("1 report");
    expect(historyTooltipValue(2.954, "trueMedian")).toBe("$2.95 per mile");
    expect(historyTooltipValue([2.3, 2.7], "carrierBand")).toBe("$2.30–$2.70 per mile");
  });
});
