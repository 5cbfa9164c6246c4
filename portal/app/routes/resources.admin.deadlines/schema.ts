import { ADMIN_NOTICE_TYPES } from "@truerate/domain/enums";
import { z } from "zod";

/** Which load, which notice ("pending_docs" unless "deadline_missed"), and its number for the toast. */
export const notifyFormSchema = z.object({
  id: z.string().default(""),
  type: z.enum(ADMIN_NOTICE_TYPES).catch("pending_docs"),
  loadNumber: z.string().default(""),
});
