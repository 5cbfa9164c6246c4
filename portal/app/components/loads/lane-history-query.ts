import type { operations } from "@truerate/sdk";
import { areaOfQuery } from "./lane-of-rows";

type LaneQuery = operations["laneRateHistoryForUser"]["parameters"]["query"];

/** The lane named by a resource request's query, as the API's lane-history read takes it. */
export function historyQuery(request: Request): LaneQuery {
  const params = new URL(request.url).searchParams;
  const text = (name: string) => params.get(name) ?? "";
  return {
    originCity: text("originCity"),
    originState: text("originState"),
    destinationCity: text("destinationCity"),
    destinationState: text("destinationState"),
    equipment: text("equipment") as LaneQuery["equipment"],
    area: areaOfQuery(params),
  };
}
