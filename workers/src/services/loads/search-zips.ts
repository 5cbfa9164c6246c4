// A search side asked as a ZIP code is searched around the ZIP's point, like a city; a ZIP3 area is
// read as it is, but must be one the ZIP table knows, so a typo is a 400 rather than "No loads found".
import { LANE_END_MESSAGES } from "@truerate/domain/validation/lane-end-messages";
import type { SearchRequest } from "@truerate/domain/validation/search";
import type { SearchEnd } from "@truerate/domain/validation/search-end-forms";
import { validationFailed } from "../../core/errors";
import { findZip3Areas, findZipCodes } from "../places/zip-codes";

const SIDES = ["origin", "destination"] as const;

/** Whether a search needs the ZIP table before it runs (a side asked as a ZIP code or a ZIP3 area). */
export const needsZipTable = (request: SearchRequest) =>
  SIDES.some((side) => {
    const end = request[side];
    return "form" in end && (end.form === "zip" || end.form === "zip3");
  });

/**
 * Replaces each ZIP code side with its place (city, state and point, as a chosen city has them), and
 * checks each ZIP3 area exists, with the two reads side by side. An unknown one is a 400 naming
 * its field (`origin.zip`, `destination.zip3`).
 */
export async function resolveSearchZips(db: D1Database, request: SearchRequest): Promise<SearchRequest> {
  const ends = SIDES.map((side) => request[side]);
  const zipsAsked = ends.flatMap((end) => ("form" in end && end.form === "zip" ? [end.zip] : []));
  const areasAsked = ends.flatMap((end) => ("form" in end && end.form === "zip3" ? [end.zip3] : []));
  const [zips, areas] = await Promise.all([findZipCodes(db, zipsAsked), findZip3Areas(db, areasAsked)]);
  const unknown: Record<string, string[]> = {};
  const resolve = (side: (typeof SIDES)[number]): SearchEnd => {
    const end = request[side];
    if (!("form" in end)) return end;
    if (end.form === "zip3" && !areas.has(end.zip3)) unknown[`${side}.zip3`] = [LANE_END_MESSAGES.unknownZip3];
    if (end.form !== "zip") return end;
    const found = zips.get(end.zip);
    if (!found) {
      unknown[`${side}.zip`] = [LANE_END_MESSAGES.unknownZip];
      return end;
    }
    return {
      city: found.city,
      state: found.state,
      address: `${found.city}, ${found.state}`,
      lat: found.latitude,
      lng: found.longitude,
    };
  };
  const resolved = { ...request, origin: resolve("origin"), destination: resolve("destination") };
  const first = Object.values(unknown)[0]?.[0];
  if (first) throw validationFailed(first, unknown);
  return resolved;
}
