import { z } from "@hono/zod-openapi";

/** An area's page sizes: what a page holds unless asked, and the most it may hold. */
export interface PageLimits {
  default: number;
  max: number;
}

/** The query fields of a numbered page: `page` from 1, `pageSize` up to the area's maximum. */
export function numberedPageQuery(limits: PageLimits) {
  return {
    page: z.coerce
      .number()
      .int()
      .min(1)
      .default(1)
      .openapi({ param: { name: "page", in: "query" }, example: 1 }),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(limits.max)
      .default(limits.default)
      .openapi({ param: { name: "pageSize", in: "query" }, example: limits.default }),
  };
}

/** The answer's page fields, beside its rows: how many over every page, and which page this is. */
export function numberedPageAnswer(limits: PageLimits, total: { description: string; example: number }) {
  return {
    total: z.number().int().openapi(total),
    page: z.number().int().openapi({ example: 1 }),
    pageSize: z.number().int().openapi({ example: limits.default }),
  };
}
