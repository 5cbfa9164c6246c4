import { z } from "zod";
import { TRAILER_TYPES } from "./domain";

/**
 * A search result row (spec 001 §3), as POST /api/loads/search answers it and as session storage
 * keeps it. Parsed rather than trusted: storage outlives deployments and can be edited by hand.
 */
export const searchRowSchema = z.object({
  id: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  brokerName: z.string(),
  trailerType: z.enum(TRAILER_TYPES),
  weight: z.number(),
  mileage: z.number(),
  rate: z.number(),
  trueRate: z.number().nullable(),
  /** How the true rate was verified (the API's TrueRateVerification); absent in rows stored before it. */
  trueRateVerification: z
    .object({ source: z.enum(["record", "administrator"]), recordVersion: z.number().nullable() })
    .nullable()
    .optional(),
  uploadedAt: z.string(),
});

export type SearchRow = z.infer<typeof searchRowSchema>;

export const searchRowsSchema = z.array(searchRowSchema);
