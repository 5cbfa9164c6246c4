import { z } from "@hono/zod-openapi";

/** The health answer; `version` is the API's (http/openapi's API_VERSION), shown as the example. */
export function healthAnswerSchema(version: string) {
  return z
    .object({
      status: z.enum(["ok", "degraded"]).openapi({ example: "ok" }),
      version: z.string().openapi({ example: version }),
      database: z.enum(["ok", "unavailable"]),
      time: z.string().openapi({ example: "2026-11-23T12:00:00.000Z" }),
    })
    .openapi("Health");
}
