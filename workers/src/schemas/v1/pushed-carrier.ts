// The carrier a partner names on a pushed load: its fields' formats and the messages the registry
// check answers (services/reports/pushed-carriers.ts resolves the numbers against the FMCSA registry).
import { z } from "zod";

const digits = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).replace(/\D/g, "") : value;

export const CARRIER_MESSAGES = {
  dotFormat: "carrierDotNumber must be 6 to 8 digits",
  mcFormat: "carrierMcNumber must be 6 to 7 digits, with or without MC",
  unknown: (field: string, value: string) =>
    `No carrier with ${field} ${value} in the FMCSA registry: check the number`,
  inactive: (name: string) =>
    `The FMCSA registration of ${name} is not active: only active carriers' loads are counted`,
  broker: (field: string, value: string) =>
    `${field} ${value} is a broker in the FMCSA registry, not a carrier: name the carrier that hauled the load`,
  required: "Name the carrier that hauled the load with carrierDotNumber or carrierMcNumber",
} as const;

/** The optional carrier fields of a pushed item. */
export const pushedCarrierSchema = z.object({
  carrierDotNumber: z
    .preprocess(digits, z.string().regex(/^\d{6,8}$/, { error: CARRIER_MESSAGES.dotFormat }))
    .optional(),
  carrierMcNumber: z
    .preprocess(digits, z.string().regex(/^\d{6,7}$/, { error: CARRIER_MESSAGES.mcFormat }))
    .transform((value) => `MC${value}`)
    .optional(),
});
export type PushedCarrier = z.output<typeof pushedCarrierSchema>;
