import { type SQL, sql } from "drizzle-orm";

/**
 * A column of the reporting carrier account, only when that account hauled the load (the load's carrier
 * key is the account's, services/reports attribution), else NULL. A partner may push a load hauled by
 * another carrier (`carrierDotNumber`): that carrier's rate confirmation rightly names it, and set against
 * the account's own name and MC it would read as double brokering. Unknown is said instead, never a fail.
 * `load` and `user` are the statement's names for the loads and users tables.
 */
export function haulingAccountColumn(load: string, user: string, column: "company_name" | "mc_number"): string {
  return `CASE WHEN ${load}.carrier_key IN ('account:' || ${user}.id, 'dot:' || ${user}.dot_number) THEN ${user}.${column} END`;
}

/** The same for a drizzle select over `loads` left-joined to `users`. */
export const haulingAccount = (column: "company_name" | "mc_number"): SQL<string | null> =>
  sql.raw(haulingAccountColumn('"loads"', '"users"', column)) as SQL<string | null>;
