import { z } from "zod";
import { DOCUMENT_INTENTS } from "./documents-reply";

/** Which document (or notification) and what to do; a decline's reason is optional. */
export const documentsFormSchema = z.object({
  intent: z.enum(DOCUMENT_INTENTS),
  id: z.string().min(1),
  reason: z.string().optional(),
});
