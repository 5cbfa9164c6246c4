// The load schema of docs/product.md#load-board-validation-rules, with its exact messages. Plain zod: the portal imports it too.
import { z } from "zod";
import { TRAILER_TYPES } from "../enums";
import { blankToUndefined, numberInput, optionalCalendarDate, positiveInteger, requiredText, trimmed } from "./input";
import { LOAD_MESSAGES } from "./load-messages";
import { positiveDollars } from "./money-input";

const state = z.preprocess(
  trimmed,
  z
    .string({ error: LOAD_MESSAGES.state })
    .regex(/^[A-Za-z]{2}$/, { error: LOAD_MESSAGES.state })
    .transform((value) => value.toUpperCase()),
);

const coordinate = (message: string, limit: number) =>
  z.preprocess(
    numberInput,
    z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }).optional(),
  );

/** 'MC123456', 'MC-123456' or '123456' → 'MC123456' (the brokerages table's form). */
export function normalizeMcNumber(value: string): string | null {
  const digits = /^(?:MC)?[\s-]*(\d{6,7})$/i.exec(value.trim())?.[1];
  return digits ? `MC${digits}` : null;
}

const brokerMcNumber = z.preprocess(
  blankToUndefined,
  z
    .string({ error: LOAD_MESSAGES.brokerMcNumber })
    .transform((value, context) => {
      const normalized = normalizeMcNumber(value);
      if (!normalized) {
        context.addIssue({ code: "custom", message: LOAD_MESSAGES.brokerMcNumber });
        return z.NEVER;
      }
      return normalized;
    })
    .optional(),
);

export const loadInputSchema = z.object({
  brokerName: requiredText(LOAD_MESSAGES.brokerName).meta({ example: "Demo Freight Brokerage LLC" }),
  brokerEmail: z
    .preprocess(trimmed, z.email({ error: LOAD_MESSAGES.brokerEmail }).max(254, { error: LOAD_MESSAGES.brokerEmail }))
    .transform((email) => email.toLowerCase())
    .meta({ example: "dispatch@demofreight.test" }),
  brokerMcNumber: brokerMcNumber.meta({
    description: "The broker's MC number, 6-7 digits with or without 'MC'; matched against registered brokerages.",
    example: "MC1234567",
  }),
  loadNumber: requiredText(LOAD_MESSAGES.loadNumber, 100).meta({ example: "LD-20261123-01" }),
  date: optionalCalendarDate(LOAD_MESSAGES.date).meta({
    description: "The load's date, YYYY-MM-DD (or an ISO timestamp); today in New York when absent.",
    example: "2026-11-23",
  }),
  pickupCity: requiredText(LOAD_MESSAGES.pickupCity, 100).meta({ example: "Dallas" }),
  pickupState: state.meta({ description: "Two-letter state code.", example: "TX" }),
  pickupLatitude: coordinate(LOAD_MESSAGES.latitude, 90).meta({
    description: "Looked up from the gazetteer by city and state when absent.",
    example: 32.78306,
  }),
  pickupLongitude: coordinate(LOAD_MESSAGES.longitude, 180).meta({ example: -96.80667 }),
  deliveryCity: requiredText(LOAD_MESSAGES.deliveryCity, 100).meta({ example: "Atlanta" }),
  deliveryState: state.meta({ description: "Two-letter state code.", example: "GA" }),
  deliveryLatitude: coordinate(LOAD_MESSAGES.latitude, 90).meta({ example: 33.749 }),
  deliveryLongitude: coordinate(LOAD_MESSAGES.longitude, 180).meta({ example: -84.38798 }),
  mileage: positiveInteger(LOAD_MESSAGES.mileage).meta({ description: "Miles, a whole number.", example: 781 }),
  weight: positiveInteger(LOAD_MESSAGES.weight).meta({ description: "Pounds, a whole number.", example: 42000 }),
  rate: positiveDollars(LOAD_MESSAGES.rate).meta({
    description: "What the broker paid, in US dollars.",
    example: 2150,
  }),
  trailerType: z.enum(TRAILER_TYPES, { error: LOAD_MESSAGES.trailerType }).meta({ example: "dry_van" }),
});

export type LoadInput = z.input<typeof loadInputSchema>;
export type NewLoad = z.output<typeof loadInputSchema>;
