import { US_STATE_NAMES, type UsStateCode } from "@truerate/domain/geo-us-states";
import type { PlaceMatch } from "../../db/queries/places";
import type { LocationResult } from "../../schemas/places";

/** Shaped like a maps provider's place, so the portal treats both sources alike. */
export function toLocationResult(place: PlaceMatch): LocationResult {
  const location = { lat: place.latitude, lng: place.longitude };
  const stateName = US_STATE_NAMES[place.state as UsStateCode] ?? place.state;
  return {
    placeId: place.id,
    address: `${place.city}, ${place.state}`,
    city: place.city,
    state: place.state,
    formattedAddress: `${place.city}, ${place.state}, USA`,
    coordinates: location,
    geometry: { location },
    addressComponents: [
      { longName: place.city, shortName: place.city, types: ["locality", "political"] },
      { longName: stateName, shortName: place.state, types: ["administrative_area_level_1", "political"] },
      { longName: "United States", shortName: "US", types: ["country", "political"] },
    ],
    population: place.population,
  };
}
