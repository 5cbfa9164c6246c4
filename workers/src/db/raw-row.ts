// The shape of a raw statement's row (D1 answers columns by their SQL names, with timestamps as
// epoch milliseconds and booleans as 0/1), derived from a table's drizzle row so the columns' types
// are written once, in db/schema.

type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/** A column's value as D1 answers it raw: Date → epoch ms, boolean → 0/1. */
type RawValue<Value> = Value extends Date ? number : Value extends boolean ? number : Value;

/** Columns `Keys` of drizzle row `Row`, under their SQL names and with their raw types. */
export type RawColumns<Row, Keys extends keyof Row & string> = {
  [Key in Keys as SnakeCase<Key>]: RawValue<Row[Key]>;
};
