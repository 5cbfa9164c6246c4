/** The messages of a lane end (city and state, or ZIP code), shared by the request schema and the lookup. */
export const LANE_END_MESSAGES = {
  cityRequired: "City is required",
  stateRequired: "State is required",
  zipFormat: "ZIP must be 5 digits",
  zipOrCity: "Give either a ZIP code or a city and state, not both",
  unknownZip: "Unknown ZIP code",
} as const;
