import { TRAILER_TYPE_LABELS, TRAILER_TYPES } from "../enums";

/** "Dry Van, Reefer, Flatbed or Power Only": the labels a person chose from, not the API's codes. */
const trailerTypeNames = (() => {
  const labels = TRAILER_TYPES.map((type) => TRAILER_TYPE_LABELS[type]);
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
})();

// The load schema's messages (docs/product.md#load-board-validation-rules). Those docs/product.md words are quoted; the rest follow them.

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
  trailerType: `Choose a trailer type: ${trailerTypeNames}`,
  date: "Date must be a valid date",
  /** The load form's own messages (docs/product.md#load-board-validation-rules and #load-board-error-catalogue). */
  locationError: "Location Error: Please select valid pickup and delivery locations from the suggestions",
  validationErrorTitle: "Validation Error",
  mileageManual: "Please enter mileage manually",
  createFailed: "Failed to create load",
  deleted: "Load deleted successfully",
  deleteFailed: "Failed to delete load",
} as const;
