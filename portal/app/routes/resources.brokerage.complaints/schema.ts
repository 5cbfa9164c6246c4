import { z } from "zod";

/** Which complaint, and the reply as typed. */
export const complaintReplySchema = z.object({ id: z.string().default(""), reply: z.string().default("") });
