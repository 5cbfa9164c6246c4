import type {
  AuthorityHistorySink,
  AuthorityHistoryWrite,
  AuthorityHistoryWriteOutcome,
} from "./authority-history-sink";

const COLUMNS = [
  "id",
  "grant_key",
  "mc_number",
  "dot_number",
  "sub_number",
  "authority_type",
  "authority_description",
  "original_action",
  "original_served_at",
  "disposition_action",
  "disposition_decided_at",
  "disposition_served_at",
  "last_updated",
  "source_file",
] as const;

/**
 * Raw, like the census upsert (d1-registry-sql.ts): the rows travel as one JSON parameter expanded by
 * json_each (D1's 100 bound parameters would allow 7 rows a statement). An authority is updated in
 * place by its grant key (its disposition arrives in a later file), never by an older file's row;
 * RETURNING names the rows written.
 */
export function authorityHistoryUpsertSql(): string {
  const values = COLUMNS.map((_, position) => `json_extract(value, '$[${position}]')`).join(", ");
  const updates = COLUMNS.filter((column) => column !== "id" && column !== "grant_key")
    .map((column) => `${column} = excluded.${column}`)
    .join(", ");
  return (
    `INSERT INTO fmcsa_authority_history (${COLUMNS.join(", ")}) SELECT ${values} FROM json_each(?1) ` +
    `WHERE true ON CONFLICT(grant_key) DO UPDATE SET ${updates} ` +
    "WHERE excluded.last_updated >= coalesce(fmcsa_authority_history.last_updated, 0) RETURNING grant_key"
  );
}

const rowValues = ({ record, asOf, sourceFile }: AuthorityHistoryWrite) => [
  crypto.randomUUID(),
  record.grantKey,
  record.mcNumber,
  record.dotNumber,
  record.subNumber,
  record.authorityType,
  record.authorityDescription,
  record.originalAction,
  record.originalServedAt,
  record.dispositionAction,
  record.dispositionDecidedAt,
  record.dispositionServedAt,
  asOf.getTime(),
  sourceFile ?? null,
];

/** Upserts a batch of the authority history in one statement; a row it did not write was stale. */
export class D1AuthorityHistorySink implements AuthorityHistorySink {
  constructor(private readonly db: D1Database) {}

  async write(batch: readonly AuthorityHistoryWrite[]): Promise<AuthorityHistoryWriteOutcome[]> {
    const { results } = await this.db
      .prepare(authorityHistoryUpsertSql())
      .bind(JSON.stringify(batch.map(rowValues)))
      .all<{ grant_key: string }>();
    const written = new Set(results.map((row) => row.grant_key));
    return batch.map(({ record }) => (written.has(record.grantKey) ? { status: "written" } : { status: "stale" }));
  }
}
