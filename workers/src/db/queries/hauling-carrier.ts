import { type SQL, sql } from "drizzle-orm";

/**
 * The company that hauled a load, as the document match compares it with the rate confirmation. When the
 * reporting account hauled it (the load's carrier key is the account's, services/reports attribution),
 * the account's name and MC. A partner may push a load hauled by another carrier (`carrierDotNumber`):
 * then that carrier's census record (its key is `dot:<USDOT>`), whose name the rate confirmation rightly
 * prints; the account's own would read as double brokering. NULL when neither is known: unknown, never a fail.
 * `load` and `user` are the statement's names for the loads and users tables.
 */
const hauledByAccount = (load: string, user: string) =>
  `${load}.carrier_key IN ('account:' || ${user}.id, 'dot:' || ${user}.dot_number)`;

export function haulingCarrierColumn(load: string, user: string, column: "company_name" | "mc_number"): string {
  return (
    `CASE WHEN ${hauledByAccount(load, user)} THEN ${user}.${column} WHEN ${load}.carrier_key LIKE 'dot:%' THEN ` +
    `(SELECT hauler.${column} FROM fmcsa_carriers hauler WHERE hauler.dot_number = substr(${load}.carrier_key, 5)) END`
  );
}

/** The USDOT number whose census record stands for the hauler (haulingCarrierColumn), else NULL (the account's). */
export function haulingCarrierDotColumn(load: string, user: string): string {
  return `CASE WHEN ${hauledByAccount(load, user)} THEN NULL WHEN ${load}.carrier_key LIKE 'dot:%' THEN substr(${load}.carrier_key, 5) END`;
}

/** The same for a drizzle select over `loads` left-joined to `users`. */
export const haulingCarrier = (column: "company_name" | "mc_number"): SQL<string | null> =>
  sql.raw(haulingCarrierColumn('"loads"', '"users"', column)) as SQL<string | null>;

export const haulingCarrierDot = (): SQL<string | null> =>
  sql.raw(haulingCarrierDotColumn('"loads"', '"users"')) as SQL<string | null>;
