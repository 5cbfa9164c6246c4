import { z } from "zod";
import { AUTH_INTENTS } from "../../components/auth/auth-reply";

export const intentSchema = z.object({ intent: z.enum(AUTH_INTENTS) });
