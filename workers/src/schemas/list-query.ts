import { z } from "@hono/zod-openapi";

/**
 * The most rows one page may hold. D1 binds at most 100 parameters in a statement, and a page's
 * ids go into one `IN (…)` for its related rows: a larger page would fail there, not here.
 */
export const MOST_ROWS_A_PAGE = 100;

/** The furthest numbered page: beyond it an offset scan costs more than any reader goes. */
const MOST_PAGES = 10_000;

/** An area's page sizes: what a page holds unless asked, and the most it may hold. */
export interface PageLimits {
  default: number;
  max: number;
}

/** A whole number in a range, its one message naming the range for every way it can be wrong. */
export function wholeNumberQuery(name: string, range: { min: number; max: number }) {
  const error = `${name} must be a whole number from ${range.min} to ${range.max}`;
  return z.coerce.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });
}

/** `?page=` of a numbered list, from 1. */
export function pageNumberQuery() {
  return wholeNumberQuery("page", { min: 1, max: MOST_PAGES })
    .default(1)
    .openapi({ param: { name: "page", in: "query" }, example: 1 });
}

/** The query fields of a numbered page: `page` from 1, `pageSize` up to the area's maximum. */
export function numberedPageQuery(limits: PageLimits) {
  return {
    page: pageNumberQuery(),
    pageSize: wholeNumberQuery("pageSize", { min: 1, max: limits.max })
      .default(limits.default)
      .openapi({ param: { name: "pageSize", in: "query" }, example: limits.default }),
  };
}

/** The query fields of a cursor page: the previous page's `nextCursor`, and `limit` up to the area's maximum. */
export function cursorPageQuery(limits: PageLimits, cursorExample?: string) {
  return {
    cursor: z
      .string()
      .max(500, { error: "cursor must be at most 500 characters: pass a page's nextCursor as it came" })
      .optional()
      .openapi({
        param: { name: "cursor", in: "query" },
        description: "The previous page's `nextCursor`; absent for the first page.",
        ...(cursorExample ? { example: cursorExample } : {}),
      }),
    limit: wholeNumberQuery("limit", { min: 1, max: limits.max })
      .default(limits.default)
      .openapi({ param: { name: "limit", in: "query" }, example: limits.default }),
  };
}
