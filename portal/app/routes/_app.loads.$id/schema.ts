import { z } from "zod";

export const intentSchema = z.object({ intent: z.string().optional() });
