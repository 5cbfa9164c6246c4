import { AUTHORITY_TYPES } from "@truerate/domain/brokers/identity/authority";
import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, oneOf, timestamp } from "./columns";

/** The fields shared by both registry tables (docs/product.md#load-board-entities-and-fields, fmcsa_brokers / fmcsa_carriers). */
function registryColumns() {
  return {
    id: id(),
    companyName: text("company_name").notNull(),
    dbaName: text("dba_name"),
    /** `MC` + digits. */
    mcNumber: text("mc_number").notNull(),
    dotNumber: text("dot_number").notNull(),
    /** Census status code: A active, I inactive. */
    status: text("status"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    phoneNumber: text("phone_number"),
    email: text("email"),
    operatingAuthority: text("operating_authority"),
    classification: text("classification"),
    carrierOperation: text("carrier_operation"),
    hazmatFlag: flag("hazmat_flag"),
    passengerFlag: flag("passenger_flag"),
    migrantFlag: flag("migrant_flag"),
    /** Lower-cased, punctuation-free legal and DBA names, for word search. */
    searchText: text("search_text").notNull().default(""),
    /** The census record's add date (`add_date`: the entity's addition to the registry); null when unknown. */
    addedAt: timestamp("added_at"),
    /** The as-of date of the census file this row came from. */
    lastUpdated: timestamp("last_updated"),
    /** The name of the census file this row came from, so a lookup can say where its data is from. */
    sourceFile: text("source_file"),
    createdAt: createdAt(),
  };
}

export const fmcsaBrokers = sqliteTable("fmcsa_brokers", registryColumns(), (table) => [
  uniqueIndex("fmcsa_brokers_mc_unique").on(table.mcNumber),
  uniqueIndex("fmcsa_brokers_dot_unique").on(table.dotNumber),
  index("fmcsa_brokers_name_idx").on(table.companyName),
  // newestCensusFile reads the newest row's file: without this it sorts the whole table.
  index("fmcsa_brokers_as_of_idx").on(table.lastUpdated),
  check("fmcsa_brokers_mc_format", sql`mc_number GLOB 'MC[0-9]*'`),
]);

export const fmcsaCarriers = sqliteTable("fmcsa_carriers", registryColumns(), (table) => [
  uniqueIndex("fmcsa_carriers_mc_unique").on(table.mcNumber),
  uniqueIndex("fmcsa_carriers_dot_unique").on(table.dotNumber),
  index("fmcsa_carriers_name_idx").on(table.companyName),
  check("fmcsa_carriers_mc_format", sql`mc_number GLOB 'MC[0-9]*'`),
]);

/**
 * The FMCSA authority history (the Licensing & Insurance "AuthHist" file): one row per authority an MC
 * docket was granted (or had reinstated), with how it ended, if it did. The identity checks read a
 * broker authority's grant date and its revocation from here (docs/broker-identity.md).
 */
export const fmcsaAuthorityHistory = sqliteTable(
  "fmcsa_authority_history",
  {
    id: id(),
    /** What makes a row the same across imports: MC, sub-number, authority type and original action with its date. */
    grantKey: text("grant_key").notNull(),
    /** `MC` + digits, no leading zeros. */
    mcNumber: text("mc_number").notNull(),
    dotNumber: text("dot_number"),
    subNumber: text("sub_number"),
    authorityType: text("authority_type", { enum: AUTHORITY_TYPES }).notNull(),
    /** As the file prints it (`mod_col_1`): "BROKER", "PROPERTY BROKER", "COMMON", … */
    authorityDescription: text("authority_description"),
    /** As the file prints it: "GRANTED", "REINSTATED", … */
    originalAction: text("original_action").notNull(),
    originalServedAt: timestamp("original_served_at"),
    /** As the file prints it: "REVOKED", "WITHDRAWN", …; null while the authority stands. */
    dispositionAction: text("disposition_action"),
    dispositionDecidedAt: timestamp("disposition_decided_at"),
    dispositionServedAt: timestamp("disposition_served_at"),
    /** The as-of date of the history file this row came from. */
    lastUpdated: timestamp("last_updated"),
    sourceFile: text("source_file"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("fmcsa_authority_history_grant_unique").on(table.grantKey),
    index("fmcsa_authority_history_mc_idx").on(table.mcNumber),
    index("fmcsa_authority_history_as_of_idx").on(table.lastUpdated),
    check("fmcsa_authority_history_mc_format", sql`mc_number GLOB 'MC[0-9]*'`),
    check("fmcsa_authority_history_type_check", oneOf("authority_type", AUTHORITY_TYPES)),
  ],
);

/**
 * Every word of the registry's names (`search_text` of both tables), so the search can expand a
 * begun word into the whole words it begins (services/fmcsa/search-query.ts). Triggers on both
 * registry tables add the words of every inserted or renamed row (migration 0022); a word whose
 * last row went stays, harmless: it then matches no row.
 */
export const fmcsaSearchWords = sqliteTable("fmcsa_search_words", {
  word: text("word").primaryKey(),
});
