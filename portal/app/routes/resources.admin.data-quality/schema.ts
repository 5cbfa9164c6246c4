import { REVIEW_DECISIONS } from "@truerate/domain/data-quality";
import { z } from "zod";

/** One report or several (`ids` repeated), the decision ("release" unless "reject"), and its reason. */
export const decisionFormSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS).catch("release"),
  reason: z.string().default(""),
  ids: z.array(z.string()),
});
