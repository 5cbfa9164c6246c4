// Where a withheld lane figure was read, in plain words, and how it relates to the rows of a search:
// the rows are single loads as reported; the lane figure is an aggregate with its own rule. Why a
// figure is withheld is the API's own sentence (`explanation`), never worked out again here.
import type { LaneArea } from "@truerate/domain/rates/escalation";

/** Where a lane figure was read, in plain words, by escalation area. */
export const LANE_AREA_NAMES: Record<LaneArea, string> = {
  city: "these two cities",
  radius: "100 miles around both cities",
  zip3: "these two ZIP areas",
  state: "these two states",
};

export const ROWS_ARE_LOADS =
  "The loads listed below are single reports, shown as each was reported; they are not the lane figure.";

export const VERIFIED_ROWS_ARE_LOADS = "Verified amounts on single loads below are shown as each was verified.";

interface WithheldLaneFacts {
  publicationRule: string;
  escalation: { applied: { area: string; timeframeDays: number } };
}

/** "Read across these two states over 90 days. A lane is published only with …" (the API's rule). */
export function withheldLaneText(lane: WithheldLaneFacts): string {
  const { area, timeframeDays } = lane.escalation.applied;
  const where = LANE_AREA_NAMES[area as LaneArea] ?? area;
  return `Read across ${where} over ${timeframeDays} days. ${lane.publicationRule}`;
}
