import type { RegistryRecord, RegistryRole } from "./census-record";
import { mcTakenMessage, type RegistrySink, type RegistryWrite, type RegistryWriteOutcome } from "./registry-sink";

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
] as const;
type RowValues = Array<string | number | null>;

/**
 * The upsert by DOT number, for many rows at once. The rows travel as ONE JSON parameter expanded
 * by json_each, because D1 allows only 100 bound parameters per statement (5 rows of 20 columns)
 * and per-statement overhead dominates an import. `id` and `created_at` survive an update, so
 * rows linked to a registry entity (a brokerage's fmcsa_broker_id) stay linked across imports.
 * Two guards make a bad row write nothing instead of failing the whole statement:
 * - NOT EXISTS: the MC number belongs to another DOT number (the unique MC index);
 * - the DO UPDATE's WHERE: the stored row comes from a newer census file.
 * RETURNING names the rows actually written; the sink explains the others one by one.
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

function rowValues(record: RegistryRecord, asOf: Date): RowValues {
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
  ];
}

/** Upserts into the registry tables of a D1 database: one statement per table per batch, in one `db.batch()`. */
export class D1RegistrySink implements RegistrySink {
  constructor(private readonly db: D1Database) {}

  async write(batch: readonly RegistryWrite[]): Promise<RegistryWriteOutcome[]> {
    const outcomes: Array<RegistryWriteOutcome | undefined> = rejectMcReusedInBatch(batch);
    const roles = (["broker", "carrier"] as const).filter((role) =>
      batch.some((write, position) => write.role === role && !outcomes[position]),
    );
    let writtenDots: Array<Set<string>>;
    try {
      const results = await this.db.batch<{ dot_number: string }>(
        roles.map((role) =>
          this.statement(
            role,
            batch.filter((write, position) => write.role === role && !outcomes[position]),
          ),
        ),
      );
      writtenDots = results.map((result) => new Set(result.results.map((row) => row.dot_number)));
    } catch {
      // Something the guards do not foresee failed the transaction: replay one by one, so only
      // the offending rows are reported and the rest of the batch still lands (in file order).
      writtenDots = roles.map(() => new Set());
    }
    for (const [position, write] of batch.entries()) {
      if (outcomes[position]) continue;
      const written = writtenDots[roles.indexOf(write.role)]?.has(write.record.dotNumber);
      outcomes[position] = written ? { status: "written" } : await this.writeOne(write);
    }
    return outcomes as RegistryWriteOutcome[];
  }

  private statement(role: RegistryRole, writes: readonly RegistryWrite[]): D1PreparedStatement {
    const rows = writes.map(({ record, asOf }) => rowValues(record, asOf));
    return this.db.prepare(upsertSql(REGISTRY_TABLES[role])).bind(JSON.stringify(rows));
  }

  /** The slow path for a row the batch did not write: alone, then asked why if still unwritten. */
  private async writeOne(write: RegistryWrite): Promise<RegistryWriteOutcome> {
    try {
      const { results } = await this.statement(write.role, [write]).all();
      if (results.length > 0) return { status: "written" };
    } catch (error) {
      return { status: "rejected", reason: error instanceof Error ? error.message : String(error) };
    }
    const owner = await this.db
      .prepare(`SELECT dot_number FROM ${REGISTRY_TABLES[write.role]} WHERE mc_number = ?1 AND dot_number <> ?2`)
      .bind(write.record.mcNumber, write.record.dotNumber)
      .first<{ dot_number: string }>();
    return owner
      ? { status: "rejected", reason: mcTakenMessage(write.record.mcNumber, owner.dot_number) }
      : { status: "stale" };
  }
}

/**
 * One statement checks its guard before inserting any of its rows, so two rows of one batch
 * claiming the same MC number for different DOT numbers are settled here: the first one wins,
 * as it would row by row.
 */
function rejectMcReusedInBatch(batch: readonly RegistryWrite[]): Array<RegistryWriteOutcome | undefined> {
  const claimed = new Map<string, string>();
  return batch.map(({ role, record }) => {
    const key = `${role}:${record.mcNumber}`;
    const owner = claimed.get(key);
    if (owner !== undefined && owner !== record.dotNumber) {
      return { status: "rejected", reason: mcTakenMessage(record.mcNumber, owner) };
    }
    claimed.set(key, record.dotNumber);
    return undefined;
  });
}
