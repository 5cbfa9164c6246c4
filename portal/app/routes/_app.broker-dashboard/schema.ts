import { z } from "zod";
import { TEAM_INTENTS } from "./team";

/** Approve or decline one request to join; the e-mail is only for the toast. */
export const teamFormSchema = z.object({
  intent: z.enum(TEAM_INTENTS),
  id: z.string().min(1),
  email: z.string().default("the broker"),
});
