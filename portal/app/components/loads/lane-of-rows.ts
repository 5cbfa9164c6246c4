import type { AskedArea } from "@truerate/domain/rates/escalation";
import type { SearchRow } from "./search-row";

export interface SearchLane {
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  equipment: SearchRow["trailerType"];
  /** The narrowest area the lane's figures are judged at; the two cities when absent. */
  area?: AskedArea;
}

/** What the lane figures cover, as the search results page's choice names it. */
export const LANE_FIGURES_AREAS: Record<AskedArea, string> = {
  city: "Cities",
  zip3: "ZIP3 areas",
  state: "States",
};

/** The lane most of the results share (city to city, one trailer type): the one the summary describes. */
export function laneOfRows(rows: readonly SearchRow[]): SearchLane | null {
  const counts = new Map<string, { lane: SearchLane; count: number }>();
  for (const row of rows) {
    const key = [row.pickupCity, row.pickupState, row.deliveryCity, row.deliveryState, row.trailerType].join("|");
    const entry = counts.get(key) ?? {
      lane: {
        origin: { city: row.pickupCity, state: row.pickupState },
        destination: { city: row.deliveryCity, state: row.deliveryState },
        equipment: row.trailerType,
      },
      count: 0,
    };
    entry.count += 1;
    counts.set(key, entry);
  }
  let best: { lane: SearchLane; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.lane ?? null;
}

/** The query string of the lane summary and history resource routes. */
export function laneQuery(lane: SearchLane): string {
  return new URLSearchParams({
    originCity: lane.origin.city,
    originState: lane.origin.state,
    destinationCity: lane.destination.city,
    destinationState: lane.destination.state,
    equipment: lane.equipment,
    ...(lane.area && lane.area !== "city" ? { area: lane.area } : {}),
  }).toString();
}

/** The area a resource request asks for, as the API reads it (the cities when absent). */
export function areaOfQuery(params: URLSearchParams): AskedArea {
  const area = params.get("area");
  return area === "zip3" || area === "state" ? area : "city";
}
