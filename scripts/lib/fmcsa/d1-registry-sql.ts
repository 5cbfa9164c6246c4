import type { RegistryRecord, RegistryRole } from "./census-record";
import type { RegistryWrite } from "./registry-sink";

export const REGISTRY_TABLES: Record<RegistryRole, "fmcsa_brokers" | "fmcsa_carriers"> = {
  broker: "fmcsa_brokers",
  carrier: "fmcsa_carriers",
};

const COLUMNS = [
  "id",
  "company_name",
  "dba_name",
  "mc_number",
  "dot_number",
  "status",
  "address",
  "city",
  "state",
  "zip_code",
  "phone_number",
  "email",
  "operating_authority",
  "classification",
  "carrier_operation",
  "hazmat_flag",
  "passenger_flag",
  "migrant_flag",
  "search_text",
  "last_updated",
  "source_file",
  "added_at",
] as const;

/**
 * The upsert by DOT number, for many rows at once. The rows travel as ONE JSON parameter expanded
 * by json_each, because D1 allows only 100 bound parameters per statement (4 rows of 22 columns)
 * and per-statement overhead dominates an import. `id` and `created_at` survive an update, so
 * rows linked to a registry entity (a brokerage's fmcsa_broker_id) stay linked across imports.
 * Two guards make a bad row write nothing instead of failing the whole statement:
 * - NOT EXISTS: the MC number belongs to another DOT number (the unique MC index);
 * - the DO UPDATE's WHERE: the stored row comes from a newer census file.
 * RETURNING names the rows actually written.
 */
export function upsertSql(table: string): string {
  const values = COLUMNS.map((_, position) => `json_extract(value, '$[${position}]')`).join(", ");
  const updates = COLUMNS.filter((column) => column !== "id" && column !== "dot_number")
    .map((column) => `${column} = excluded.${column}`)
    .join(", ");
  return (
    `INSERT INTO ${table} (${COLUMNS.join(", ")}) SELECT ${values} FROM json_each(?1) ` +
    `WHERE NOT EXISTS (SELECT 1 FROM ${table} AS owner WHERE owner.mc_number = json_extract(value, '$[3]') ` +
    `AND owner.dot_number <> json_extract(value, '$[4]')) ` +
    `ON CONFLICT(dot_number) DO UPDATE SET ${updates} ` +
    `WHERE excluded.last_updated >= coalesce(${table}.last_updated, 0) ` +
    "RETURNING dot_number"
  );
}

export function upsertStatement(db: D1Database, role: RegistryRole, writes: readonly RegistryWrite[]) {
  const rows = writes.map(({ record, asOf, sourceFile }) => rowValues(record, asOf, sourceFile ?? null));
  return db.prepare(upsertSql(REGISTRY_TABLES[role])).bind(JSON.stringify(rows));
}

/** Which of these DOT numbers are stored from a newer census file than the write's. */
export function newerRowsStatement(db: D1Database, role: RegistryRole, writes: readonly RegistryWrite[]) {
  const table = REGISTRY_TABLES[role];
  const pairs = writes.map(({ record, asOf }) => [record.dotNumber, asOf.getTime()]);
  return db
    .prepare(
      `SELECT t.dot_number FROM json_each(?1) AS j JOIN ${table} AS t ON t.dot_number = json_extract(j.value, '$[0]') ` +
        "WHERE t.last_updated > json_extract(j.value, '$[1]')",
    )
    .bind(JSON.stringify(pairs));
}

/** Which DOT numbers hold these MC numbers now. */
export function mcOwnersStatement(db: D1Database, role: RegistryRole, writes: readonly RegistryWrite[]) {
  const table = REGISTRY_TABLES[role];
  return db
    .prepare(`SELECT t.mc_number, t.dot_number FROM json_each(?1) AS j JOIN ${table} AS t ON t.mc_number = j.value`)
    .bind(JSON.stringify(writes.map(({ record }) => record.mcNumber)));
}

function rowValues(record: RegistryRecord, asOf: Date, sourceFile: string | null): Array<string | number | null> {
  return [
    crypto.randomUUID(),
    record.companyName,
    record.dbaName,
    record.mcNumber,
    record.dotNumber,
    record.status,
    record.address,
    record.city,
    record.state,
    record.zipCode,
    record.phoneNumber,
    record.email,
    record.operatingAuthority,
    record.classification,
    record.carrierOperation,
    Number(record.hazmatFlag),
    Number(record.passengerFlag),
    Number(record.migrantFlag),
    record.searchText,
    asOf.getTime(),
    sourceFile,
    record.addedAt,
  ];
}
