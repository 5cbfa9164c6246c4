import { type SQL, sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** Random, unguessable primary keys: ids appear in URLs, so they must not be enumerable. */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Instants are stored as UTC epoch milliseconds. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A required instant that defaults to the moment the row is written. */
export const instantNow = (name: string) =>
  timestamp(name).notNull().default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);

export const createdAt = () => instantNow("created_at");

export const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

/** `column IN ('a','b')` for a CHECK constraint built from one of the enum lists. */
export function oneOf(columnName: string, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`"${columnName}" IN (${list})`);
}
