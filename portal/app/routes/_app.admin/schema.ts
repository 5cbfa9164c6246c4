import { trueRateRequestSchema } from "@truerate/domain/validation/true-rate";
import { z } from "zod";
import { VERIFY_INTENT } from "../../components/admin/verify-reply";

/** The true-rate form of one row: which load, and the amount the API's own schema checks. */
export const verifyFormSchema = trueRateRequestSchema.extend({
  intent: z.literal(VERIFY_INTENT),
  id: z.string().min(1),
});
