import { z } from "@hono/zod-openapi";

export const sandboxClearedSchema = z
  .object({ cleared: z.number().int().openapi({ description: "How many sandbox loads were removed.", example: 3 }) })
  .openapi("SandboxCleared");
