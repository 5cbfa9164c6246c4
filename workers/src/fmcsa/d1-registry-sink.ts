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
const MC_PARAM = COLUMNS.indexOf("mc_number") + 1;
const DOT_PARAM = COLUMNS.indexOf("dot_number") + 1;

/**
 * The upsert by DOT number. `id` and `created_at` survive an update, so rows linked to a registry
 * entity (a brokerage's fmcsa_broker_id) stay linked across imports. Two guards make a bad row
 * write nothing instead of failing the whole batch (a D1 batch is one transaction):
 * - NOT EXISTS: the MC number already belongs to another DOT number (the unique MC index);
 * - the DO UPDATE's WHERE: the stored row comes from a newer census file.
 * Either way the statement reports 0 changes, and `explain` says which.
 */
export function upsertSql(table: string): string {
  const params = COLUMNS.map((_, position) => `?${position + 1}`).join(", ");
  const updates = COLUMNS.filter((column) => column !== "id" && column !== "dot_number")
    .map((column) => `${column} = excluded.${column}`)
    .join(", ");
  return (
    `INSERT INTO ${table} (${COLUMNS.join(", ")}) SELECT ${params} ` +
    `WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE mc_number = ?${MC_PARAM} AND dot_number <> ?${DOT_PARAM}) ` +
    `ON CONFLICT(dot_number) DO UPDATE SET ${updates} ` +
    `WHERE excluded.last_updated >= coalesce(${table}.last_updated, 0)`
  );
}

function upsertParams(record: RegistryRecord, asOf: Date): Array<string | number | null> {
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

/** Upserts into the registry tables of a D1 database, one `db.batch()` per batch. */
export class D1RegistrySink implements RegistrySink {
  private readonly statements: Record<RegistryRole, D1PreparedStatement>;

  constructor(private readonly db: D1Database) {
    this.statements = {
      broker: db.prepare(upsertSql(REGISTRY_TABLES.broker)),
      carrier: db.prepare(upsertSql(REGISTRY_TABLES.carrier)),
    };
  }

  async write(batch: readonly RegistryWrite[]): Promise<RegistryWriteOutcome[]> {
    const statements = batch.map((write) => this.bind(write));
    let changes: number[];
    try {
      const results = await this.db.batch(statements);
      changes = results.map((result) => result.meta.changes);
    } catch {
      // Something the guards do not foresee failed the transaction: replay one by one, so only
      // the offending rows are reported and the rest of the batch still lands (in file order).
      const outcomes: RegistryWriteOutcome[] = [];
      for (const write of batch) outcomes.push(await this.writeOne(write));
      return outcomes;
    }
    return Promise.all(batch.map((write, position) => (changes[position] ? written : this.explain(write))));
  }

  private bind({ role, record, asOf }: RegistryWrite): D1PreparedStatement {
    return this.statements[role].bind(...upsertParams(record, asOf));
  }

  private async writeOne(write: RegistryWrite): Promise<RegistryWriteOutcome> {
    try {
      const result = await this.bind(write).run();
      return result.meta.changes ? written : this.explain(write);
    } catch (error) {
      return { status: "rejected", reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Why an upsert changed nothing: the MC belongs to someone else, or the stored row is newer. */
  private async explain({ role, record }: RegistryWrite): Promise<RegistryWriteOutcome> {
    const owner = await this.db
      .prepare(`SELECT dot_number AS dotNumber FROM ${REGISTRY_TABLES[role]} WHERE mc_number = ?1 AND dot_number <> ?2`)
      .bind(record.mcNumber, record.dotNumber)
      .first<{ dotNumber: string }>();
    return owner
      ? { status: "rejected", reason: mcTakenMessage(record.mcNumber, owner.dotNumber) }
      : { status: "stale" };
  }
}

const written: RegistryWriteOutcome = { status: "written" };
