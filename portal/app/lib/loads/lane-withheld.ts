// What a withheld lane figure lacks, in plain words, and how it relates to the rows of a search:
// the rows are single loads as reported; the lane figure is an aggregate with its own rule.
import type { LaneArea } from "@truerate/domain/rates/escalation";
import { MAX_BROKER_SHARE, MIN_BROKERS, MIN_CARRIERS, MIN_REPORTS } from "@truerate/domain/rates/publication";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Where a lane figure was read, in plain words, by escalation area. */
export const LANE_AREA_NAMES: Record<LaneArea, string> = {
  city: "these two cities",
  radius: "100 miles around both cities",
  zip3: "these two ZIP areas",
  state: "these two states",
};

export const LANE_RULE_TEXT =
  `a lane figure needs ${MIN_REPORTS} reports from at least ${MIN_BROKERS} brokers and ${MIN_CARRIERS} carriers, ` +
  `with no broker above ${MAX_BROKER_SHARE * 100}% of them`;

export const ROWS_ARE_LOADS =
  "The loads listed below are single reports, shown as each was reported; they are not the lane figure.";

interface WithheldLaneFacts {
  reports: number;
  companies: { brokers: number; carriers: number };
  escalation: { applied: { area: string; timeframeDays: number } };
}

/** "Across these two states over 90 days: 3 counted reports from 1 broker and 2 carriers; a lane figure needs …" (after the exclusions, which are said beside it) */
export function withheldLaneText(lane: WithheldLaneFacts): string {
  const { area, timeframeDays } = lane.escalation.applied;
  const where = LANE_AREA_NAMES[area as LaneArea] ?? area;
  return (
    `Across ${where} over ${timeframeDays} days: ${plural(lane.reports, "counted report")} from ` +
    `${plural(lane.companies.brokers, "broker")} and ${plural(lane.companies.carriers, "carrier")}; ${LANE_RULE_TEXT}.`
  );
}

/** Why a published lane has no verified true rate, with the count it rests on. */
export function withheldTrueRateText(verified: number): string {
  return (
    `${plural(verified, "verified report")} on this lane; a verified figure follows the same rule (${LANE_RULE_TEXT}). ` +
    "Verified amounts on single loads below are shown as each was verified."
  );
}
