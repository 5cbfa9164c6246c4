import { z } from "@hono/zod-openapi";
import type { PageLimits } from "./list-query";

/** The answer's page fields, beside its rows: how many over every page, and which page this is. */
export function numberedPageAnswer(limits: PageLimits, total: { description: string; example: number }) {
  return {
    total: z.number().int().openapi(total),
    page: z.number().int().openapi({ example: 1 }),
    pageSize: z.number().int().openapi({ example: limits.default }),
  };
}
