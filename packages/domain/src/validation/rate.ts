// The rate schema of docs/product.md#load-board-validation-rules: power-only is excluded, loadType is full|partial|both.
import { z } from "zod";
import { RATE_LOAD_TYPES, RATE_TRUCK_TYPES } from "../enums";
import { MAX_TRIP_DOLLARS, MAX_WEIGHT_POUNDS, MIN_TRIP_DOLLARS, PLAUSIBILITY_MESSAGES } from "../reports/plausibility";
import { blankToUndefined, optionalInstant, positiveInteger, requiredText } from "./input";
import { positiveDollars } from "./money-input";

export const RATE_MESSAGES = {
  origin: "Origin is required",
  destination: "Destination is required",
  truckType: "Truck type must be dry_van, reefer or flatbed",
  length: "Length must be a positive whole number",
  weight: "Weight must be a positive whole number",
  rate: "Rate must be a positive number",
  loadType: "Load type must be full, partial or both",
  validUntil: "Valid until must be a valid date",
} as const;

export const rateInputSchema = z.object({
  origin: requiredText(RATE_MESSAGES.origin).meta({ example: "Dallas, TX" }),
  destination: requiredText(RATE_MESSAGES.destination).meta({ example: "Atlanta, GA" }),
  truckType: z.enum(RATE_TRUCK_TYPES, { error: RATE_MESSAGES.truckType }).meta({ example: "reefer" }),
  length: z.preprocess(blankToUndefined, positiveInteger(RATE_MESSAGES.length).optional()).meta({
    description: "Trailer length in feet.",
    example: 53,
  }),
  weight: z
    .preprocess(
      blankToUndefined,
      positiveInteger(RATE_MESSAGES.weight)
        .refine((pounds) => pounds <= MAX_WEIGHT_POUNDS, { error: PLAUSIBILITY_MESSAGES.weight })
        .optional(),
    )
    .meta({ description: `Pounds, at most ${MAX_WEIGHT_POUNDS.toLocaleString("en-US")}.`, example: 40000 }),
  // A posted rate has no mileage, so only its total is bounded (the door's rule for one load).
  rate: positiveDollars(RATE_MESSAGES.rate)
    .refine((dollars) => dollars >= MIN_TRIP_DOLLARS && dollars <= MAX_TRIP_DOLLARS, {
      error: PLAUSIBILITY_MESSAGES.tripTotal("The rate"),
    })
    .meta({ description: `US dollars, ${MIN_TRIP_DOLLARS} to ${MAX_TRIP_DOLLARS}.`, example: 2400 }),
  loadType: z.enum(RATE_LOAD_TYPES, { error: RATE_MESSAGES.loadType }).meta({ example: "full" }),
  validUntil: optionalInstant(RATE_MESSAGES.validUntil).meta({
    description: "When the rate expires, an ISO date or timestamp.",
    example: "2026-12-31T23:59:59.000Z",
  }),
});

export type RateInput = z.input<typeof rateInputSchema>;
export type NewRate = z.output<typeof rateInputSchema>;
