import { z } from "zod";
import { TRAILER_TYPES } from "../domain-enums";

/**
 * One load of GET /api/admin/loads (the load-board spec's entities and fields, the admin view of a load), read defensively for
 * what Load Management shows; the other fields of the answer are dropped here.
 */
export const adminLoadSchema = z.object({
  id: z.string(),
  loadNumber: z.string(),
  date: z.string(),
  brokerName: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  trailerType: z.enum(TRAILER_TYPES),
  rate: z.number(),
  trueRate: z.number().nullable(),
  uploadedAt: z.string(),
  complianceStatus: z.string(),
  carrierCompanyName: z.string().nullable(),
  carrierMcNumber: z.string().nullable(),
  documentsUploaded: z.array(z.object({ isShared: z.boolean(), carrierApprovalStatus: z.string() })),
});
export type AdminLoad = z.infer<typeof adminLoadSchema>;

export const adminLoadListSchema = z.array(adminLoadSchema);
