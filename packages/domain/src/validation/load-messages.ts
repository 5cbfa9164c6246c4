// The load schema's messages (the load-board spec's validation rules). Those the spec words are quoted; the rest follow them.

export const LOAD_MESSAGES = {
  brokerName: "Broker name is required",
  brokerEmail: "Valid broker email is required",
  brokerMcNumber: "MC number must be 6 to 7 digits",
  loadNumber: "Load number is required",
  pickupCity: "Pickup city is required",
  deliveryCity: "Delivery city is required",
  state: "State must be 2 characters",
  latitude: "Latitude must be a number between -90 and 90",
  longitude: "Longitude must be a number between -180 and 180",
  mileage: "Mileage must be a positive whole number",
  weight: "Weight must be a positive whole number",
  rate: "Rate must be a positive number",
  trailerType: "Trailer type must be one of dry_van, reefer, flatbed or power_only",
  date: "Date must be a valid date",
  /** The load form's own messages (the load-board spec's validation rules and error catalogue). */
  locationError: "Location Error: Please select valid pickup and delivery locations from the suggestions",
  validationErrorTitle: "Validation Error",
  mileageManual: "Please enter mileage manually",
  createFailed: "Failed to create load",
  deleted: "Load deleted successfully",
  deleteFailed: "Failed to delete load",
} as const;
