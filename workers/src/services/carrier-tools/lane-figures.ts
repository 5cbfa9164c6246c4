import type { ServiceContext } from "../../core/service-context";
import type { savedLanes } from "../../db/schema";
import { type LaneLookup, lookupLanes } from "../lane-answers/lookup-lanes";

/** The results page's summary window: a saved lane shows, and an alert watches, the same figure. */
export const SAVED_LANE_TIMEFRAME_DAYS = 30;

/** The lookup service takes at most this many lanes at once (MAX_LANES of the partner lookup). */
const LOOKUP_CHUNK = 100;

/** A saved lane's key: its ends and equipment, as the saved_lanes row holds them. */
export type LaneKey = Pick<
  typeof savedLanes.$inferSelect,
  "originCity" | "originState" | "destinationCity" | "destinationState" | "equipment"
>;

const keyOf = (lane: LaneKey) =>
  [lane.originCity, lane.originState, lane.destinationCity, lane.destinationState, lane.equipment].join("|");

/**
 * The published aggregate of each distinct lane (the same one the search results page shows), keyed
 * by lane: two carriers watching one lane cost one lookup.
 */
export async function laneFigures(ctx: ServiceContext, lanes: readonly LaneKey[]) {
  const distinct = [...new Map(lanes.map((lane) => [keyOf(lane), lane])).values()];
  const figures = new Map<string, LaneLookup>();
  for (let start = 0; start < distinct.length; start += LOOKUP_CHUNK) {
    const chunk = distinct.slice(start, start + LOOKUP_CHUNK);
    const found = await lookupLanes(ctx, {
      lanes: chunk.map((lane) => ({
        origin: { city: lane.originCity, state: lane.originState },
        destination: { city: lane.destinationCity, state: lane.destinationState },
        equipment: lane.equipment,
        timeframeDays: SAVED_LANE_TIMEFRAME_DAYS,
      })),
    });
    chunk.forEach((lane, index) => {
      const result = found[index];
      if (result) figures.set(keyOf(lane), result);
    });
  }
  return { of: (lane: LaneKey) => figures.get(keyOf(lane)) ?? null };
}

/** The figure an alert watches: the published median carrier rate per mile, or null when withheld. */
export function watchedFigure(lookup: LaneLookup | null): number | null {
  return lookup?.status === "published" ? lookup.carrierRate.perMile.median : null;
}
