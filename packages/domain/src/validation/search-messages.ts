// The search form's messages (docs/product.md#load-board-validation-rules and #load-board-error-catalogue), used by the API and mirrored by the portal.

export const SEARCH_MESSAGES = {
  /** Headline when origin, destination or trailer type is missing. */
  required: "Please fill in all required fields",
  /** Its description, shown under the headline. */
  requiredDescription: "Origin, destination and trailer type are required",
  /** A place that was typed rather than chosen: no coordinates, city or state. */
  invalidCity: "Please select a valid city from the dropdown",
  invalidTrailerType: "Choose one of the trailer types",
  invalidDate: "Dates must be valid dates",
  /** A date range that ends before it starts would silently find nothing. */
  endBeforeStart: "End date must be on or after the start date",
  noResults: "No loads found",
  noResultsDescription: "Try adjusting your search criteria",
} as const;
