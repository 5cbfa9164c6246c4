import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column IN (values)` with the values as one JSON parameter: D1 binds at most 100 values per
 * statement, and a batch's ids or addresses are often more.
 */
export const oneOf = (column: Column, values: readonly string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
