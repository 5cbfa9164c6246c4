import { PARTNER_SCOPES } from "@truerate/domain/partners/vocabulary";
import { z } from "zod";

const trimmed = z.string().trim().default("");

/** One form per intent; names and e-mails as typed (trimmed), for the API to judge. */
export const partnersFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-organisation"), name: trimmed, carrierEmail: trimmed }),
  z.object({
    intent: z.literal("create-client"),
    organisationId: trimmed,
    name: trimmed,
    scopes: z.array(z.enum(PARTNER_SCOPES)),
    sandbox: trimmed,
  }),
  z.object({ intent: z.enum(["rotate", "revoke"]), clientId: trimmed }),
]);

export type PartnersForm = z.output<typeof partnersFormSchema>;
