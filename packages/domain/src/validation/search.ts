// The search request of docs/product.md#load-board-validation-rules and #load-board-calls, with its exact messages.
import { z } from "zod";
import { TRAILER_TYPES } from "../enums";
import { clampRadius, DEFAULT_SEARCH_RADIUS_MILES, MAX_SEARCH_RADIUS_MILES } from "../search-radius";
import { optionalCalendarDate } from "./input";
import { SEARCH_END_COMPONENT, searchEndSchema } from "./search-end";
import { SEARCH_MESSAGES } from "./search-messages";

const radius = (side: string) =>
  z
    .preprocess(clampRadius, z.number().int().min(0).max(MAX_SEARCH_RADIUS_MILES))
    .default(DEFAULT_SEARCH_RADIUS_MILES)
    .meta({
      description: `Miles around the ${side} city or ZIP code, 0-150 (not used for a ZIP3 area or a state). Non-integers are truncated, out-of-range values clamped, and anything that is not a number means 150.`,
      example: 100,
    });

/** A side: documented as the API's one-of component (the worker registers it), checked form by form. */
const searchEnd = (side: string) =>
  searchEndSchema(SEARCH_MESSAGES.required).meta({
    description:
      `The ${side} city chosen from the autocomplete, or \`{ zip }\` (five digits: searched around its point), ` +
      `\`{ zip3 }\` (loads whose ${side} ZIP3 area it is) or \`{ state }\` (loads with their ${side} in it).`,
    "x-documented-as": SEARCH_END_COMPONENT,
  });

/** One trailer type, in an array as the earlier client sent it; a bare string is accepted too. */
const availableTypes = z
  .preprocess(
    (value) => (typeof value === "string" && value !== "" ? [value] : value),
    z
      .array(z.enum(TRAILER_TYPES, { error: SEARCH_MESSAGES.invalidTrailerType }), { error: SEARCH_MESSAGES.required })
      .min(1, { error: SEARCH_MESSAGES.required })
      .max(1, { error: SEARCH_MESSAGES.invalidTrailerType }),
  )
  .meta({ description: "Exactly one trailer type.", example: ["dry_van"] });

export const searchRequestSchema = z
  .object({
    origin: searchEnd("pickup"),
    destination: searchEnd("delivery"),
    originRadius: radius("origin"),
    destinationRadius: radius("destination"),
    availableTypes,
    startDate: optionalCalendarDate(SEARCH_MESSAGES.invalidDate).meta({
      description: "Earliest load date (inclusive), an ISO date or timestamp.",
      example: "2026-11-01",
    }),
    endDate: optionalCalendarDate(SEARCH_MESSAGES.invalidDate).meta({
      description: "Latest load date (inclusive), an ISO date or timestamp.",
      example: "2026-11-30",
    }),
  })
  // Both dates are YYYY-MM-DD by now, so text order is date order.
  .superRefine((request, context) => {
    if (request.startDate && request.endDate && request.endDate < request.startDate)
      context.addIssue({ code: "custom", path: ["endDate"], message: SEARCH_MESSAGES.endBeforeStart });
  });

export type SearchRequestInput = z.input<typeof searchRequestSchema>;
export type SearchRequest = z.output<typeof searchRequestSchema>;

/** The required-field messages; a form shows the headline with its description. */
export function isRequiredFieldMessage(message: string): boolean {
  return message === SEARCH_MESSAGES.required;
}
