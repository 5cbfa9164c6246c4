import type { AuthorityHistoryRecord } from "./authority-history-record";
import {
  type AuthorityEventOutcome,
  type AuthorityEventWrite,
  type AuthorityHistorySink,
  type AuthorityHistoryWrite,
  type AuthorityHistoryWriteOutcome,
  writeAuthorityEvents,
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

type StoredRow = {
  [Column in (typeof COLUMNS)[number]]: Column extends
    | "original_served_at"
    | "disposition_decided_at"
    | "disposition_served_at"
    | "last_updated"
    ? number | null
    : string | null;
};

const recordOf = (row: StoredRow): AuthorityHistoryRecord => ({
  grantKey: row.grant_key as string,
  mcNumber: row.mc_number as string,
  dotNumber: row.dot_number,
  subNumber: row.sub_number,
  authorityType: row.authority_type as AuthorityHistoryRecord["authorityType"],
  authorityDescription: row.authority_description,
  originalAction: row.original_action as string,
  originalServedAt: row.original_served_at,
  dispositionAction: row.disposition_action,
  dispositionDecidedAt: row.disposition_decided_at,
  dispositionServedAt: row.disposition_served_at,
});

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

  /** Three statements a batch: the census's MC numbers of its USDOT numbers, the MCs' history, the upsert. */
  writeEvents(batch: readonly AuthorityEventWrite[]): Promise<AuthorityEventOutcome[]> {
    return writeAuthorityEvents(
      {
        mcNumbersOfDots: async (dots) => {
          // A broker's row wins over a carrier's of the same USDOT number: it is ordered last, and the Map keeps the last.
          const { results } = await this.db
            .prepare(
              "SELECT dot_number, mc_number, 0 AS is_broker FROM fmcsa_carriers WHERE dot_number IN (SELECT value FROM json_each(?1)) AND mc_number IS NOT NULL " +
                "UNION ALL SELECT dot_number, mc_number, 1 FROM fmcsa_brokers WHERE dot_number IN (SELECT value FROM json_each(?1)) AND mc_number IS NOT NULL " +
                "ORDER BY is_broker",
            )
            .bind(JSON.stringify(dots))
            .all<{ dot_number: string; mc_number: string }>();
          return new Map(results.map((row) => [row.dot_number, row.mc_number]));
        },
        recordsOfMcs: async (mcs) => {
          const { results } = await this.db
            .prepare(
              `SELECT ${COLUMNS.join(", ")} FROM fmcsa_authority_history WHERE mc_number IN (SELECT value FROM json_each(?1))`,
            )
            .bind(JSON.stringify(mcs))
            .all<StoredRow>();
          return results.map(recordOf);
        },
        write: (writes) => this.write(writes),
      },
      batch,
    );
  }
}
