import { describe, expect, it } from "vitest";
import { laneOfRows, laneQuery } from "./lane-of-rows";
import type { SearchRow } from "./search-row";

const row = (pickupCity: string, trailerType: SearchRow["trailerType"] = "dry_van") =>
  ({ pickupCity, pickupState: "TX", deliveryCity: "Atlanta", deliveryState: "GA", trailerType }) as SearchRow;

describe("the lane of search results", () => {
  it("is the lane most rows share", () => {
    const lane = laneOfRows([row("Dallas"), row("Houston"), row("Houston"), row("Dallas", "reefer")]);
    expect(lane).toEqual({
      origin: { city: "Houston", state: "TX" },
      destination: { city: "Atlanta", state: "GA" },
      equipment: "dry_van",
    });
    expect(lane && laneQuery(lane)).toBe(
      "originCity=Houston&originState=TX&destinationCity=Atlanta&destinationState=GA&equipment=dry_van",
    );
    expect(laneOfRows([])).toBeNull();
  });
});
