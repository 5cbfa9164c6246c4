import { z } from "zod";

/** The delete button's form: which of the carrier's loads. */
export const deleteFormSchema = z.object({ intent: z.literal("delete"), loadId: z.string().min(1) });
