/**
 * The messages of a lane end (city and state, ZIP code, ZIP3 area or state), shared by the partner
 * API's lane schemas, its lookup, and the load search's ends asked as a ZIP, a ZIP3 area or a state.
 */
export const LANE_END_MESSAGES = {
  cityRequired: "City is required",
  stateRequired: "State is required",
  zipFormat: "ZIP must be 5 digits",
  zipOrCity: "Give either a ZIP code or a city and state, not both",
  unknownZip: "Unknown ZIP code",
  zip3Format: "ZIP3 area must be 3 digits",
  oneForm: "Give one of a city and state, a ZIP code, a ZIP3 area or a state",
  unknownZip3: "Unknown ZIP3 area",
  stateCode: "State must be a two-letter US state code",
  unknownCity: "Unknown city: check its spelling and state, or give a ZIP code",
  coordinatesPair: "Give both lat and lng (decimal degrees), or neither",
} as const;
