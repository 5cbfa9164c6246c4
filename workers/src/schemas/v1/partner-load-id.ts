import { z } from "zod";

/** The partner's own id of a load: what its upserts, reads and the change feed are keyed by. */
export const partnerLoadIdSchema = z
  .string({ error: "partnerLoadId is required" })
  .trim()
  .min(1, { error: "partnerLoadId is required" })
  .max(100, { error: "partnerLoadId is at most 100 characters" });
