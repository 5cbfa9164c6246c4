// Where one load's rate sat in its lane the week it ran: the lane history's week (the same rules
// as a lookup), and the load's own rate per mile against that week's middle half.
import { weekOf } from "@truerate/domain/rates/lane-history";
import { weekLabel } from "../../components/documents/analytics";
import type { LaneHistory } from "../../components/loads/lane-history";

export type LoadLaneWeek =
  | {
      kind: "published";
      week: string;
      perMile: number;
      median: number;
      p25: number;
      p75: number;
      reports: number;
      position: "below" | "within" | "above";
    }
  | { kind: "withheld"; week: string; message: string }
  | { kind: "outside" };

const cents = (value: number) => Math.round(value * 100) / 100;

/** The load's week in the lane's history, or `outside` when the history's 13 months do not hold it. */
export function loadInLaneWeek(
  history: Pick<LaneHistory, "weeks" | "withheldReasons">,
  load: { date: string; rate: number; mileage: number },
): LoadLaneWeek {
  const start = weekOf(load.date);
  const week = history.weeks.find((candidate) => candidate.weekStart === start);
  if (!week) return { kind: "outside" };
  const label = weekLabel(start, "long");
  if (week.status === "withheld")
    return { kind: "withheld", week: label, message: history.withheldReasons[week.reason] };
  const perMile = cents(load.rate / load.mileage);
  const { median, p25, p75 } = week.carrierRate;
  const position = perMile < p25 ? "below" : perMile > p75 ? "above" : "within";
  return { kind: "published", week: label, perMile, median, p25, p75, reports: week.reports, position };
}

const dollars = (value: number) => `$${value.toFixed(2)}`;

const POSITION_TEXT = {
  below: "below the middle half of the lane's rates",
  within: "within the middle half of the lane's rates",
  above: "above the middle half of the lane's rates",
} as const;

/** The sentence the load page shows. */
export function loadLaneWeekText(found: LoadLaneWeek): string {
  if (found.kind === "outside") return "This load's week is outside the lane's last 13 months.";
  if (found.kind === "withheld")
    return `The lane's figure for the week of ${found.week} is withheld: ${found.message}.`;
  return (
    `This load paid ${dollars(found.perMile)} a mile, ${POSITION_TEXT[found.position]} in the week of ${found.week}: ` +
    `a median of ${dollars(found.median)} (middle half ${dollars(found.p25)}–${dollars(found.p75)}) over ` +
    `${found.reports} reports.`
  );
}
