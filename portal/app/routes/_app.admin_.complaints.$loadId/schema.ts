import { COMPLAINT_OUTCOMES } from "@truerate/domain/enums";
import { z } from "zod";

/** The Complaint ID as typed (the API judges it) and the outcome, "filed" unless another is chosen. */
export const complaintFormSchema = z.object({
  nccdbComplaintId: z.string().default(""),
  outcome: z.enum(COMPLAINT_OUTCOMES).catch("filed"),
});
