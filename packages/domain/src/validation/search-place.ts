// A place chosen from the autocomplete, as the search form posts it (docs/product.md#load-board-entities-and-fields location results).
import { z } from "zod";
import { isUsStateCode } from "../geo-us-states";
import { SEARCH_MESSAGES } from "./search-messages";

const invalid = { error: SEARCH_MESSAGES.invalidCity };

/** 'City, ST', optionally followed by ', USA' as a formatted address has it. */
const CITY_STATE = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*(?:,\s*(?:USA|US|United States)\s*)?$/;

export type ParsedCity = { city: string; state: string };

/** 'Dallas, TX' → { city: 'Dallas', state: 'TX' }; null when it is not a US city and state. */
export function parseCityState(address: string): ParsedCity | null {
  const match = CITY_STATE.exec(address);
  const city = match?.[1];
  const state = match?.[2]?.toUpperCase();
  if (!city || !state || !isUsStateCode(state)) return null;
  return { city, state };
}

export const coordinatesSchema = z
  .object(
    {
      lat: z.number(invalid).min(-90, invalid).max(90, invalid).meta({ example: 32.78306 }),
      lng: z.number(invalid).min(-180, invalid).max(180, invalid).meta({ example: -96.80667 }),
    },
    invalid,
  )
  .meta({ description: "Latitude and longitude in decimal degrees (WGS 84)." });

/** The place object as posted, before it is read: also what the API document shows for a city end. */
export function searchPlaceObject(requiredMessage: string) {
  return z.object(
    {
      address: z.string(invalid).meta({ description: "'City, ST'", example: "Dallas, TX" }),
      coordinates: coordinatesSchema,
      formattedAddress: z.string().optional().meta({ example: "Dallas, TX, USA" }),
      addressComponents: z.array(z.unknown()).optional().meta({ description: "Accepted and ignored." }),
      geometry: z.unknown().optional().meta({ description: "Accepted and ignored." }),
    },
    { error: (issue) => (issue.input == null || issue.input === "" ? requiredMessage : SEARCH_MESSAGES.invalidCity) },
  );
}

/** The place object of a search: `address` and `coordinates` are what the search uses. */
export function searchPlaceSchema(requiredMessage: string) {
  return searchPlaceObject(requiredMessage).transform((place, context) => {
    const parsed = parseCityState(place.address);
    if (!parsed) {
      context.addIssue({ code: "custom", message: SEARCH_MESSAGES.invalidCity, path: ["address"] });
      return z.NEVER;
    }
    return { ...parsed, address: `${parsed.city}, ${parsed.state}`, ...place.coordinates };
  });
}

export type SearchPlace = z.output<ReturnType<typeof searchPlaceSchema>>;
