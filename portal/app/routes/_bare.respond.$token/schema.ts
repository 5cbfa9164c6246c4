import { recordInputSchema } from "@truerate/domain/records/record-input";
import { z } from "zod";

/** The response form's text fields: the record the API takes, and a note for the carrier. */
export const responseFormSchema = recordInputSchema.extend({ message: z.string().max(1000).optional() });
