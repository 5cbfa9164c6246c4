import { z } from "zod";

/** Which document, approve or deny (anything but "approve"), the optional notes and the reason. */
export const reviewFormSchema = z.object({
  intent: z.string().default(""),
  id: z.string().default(""),
  notes: z
    .string()
    .trim()
    .transform((notes) => notes || undefined)
    .optional(),
  reason: z.string().default(""),
});
