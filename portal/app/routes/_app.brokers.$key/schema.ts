import { disputeDecisionSchema, disputeSchema, replySchema } from "@truerate/domain/brokers/right-of-reply";
import { z } from "zod";

/** The profile's forms, by the `intent` each posts. */
export const PROFILE_INTENTS = ["reply", "dispute", "decide"] as const;

/** The profile's three forms, told apart by `intent`, each checked with the API's own schema. */
export const profileFormSchema = z.discriminatedUnion("intent", [
  replySchema.extend({ intent: z.literal("reply") }),
  disputeSchema.extend({ intent: z.literal("dispute") }),
  disputeDecisionSchema.extend({ intent: z.literal("decide"), disputeId: z.string() }),
]);
