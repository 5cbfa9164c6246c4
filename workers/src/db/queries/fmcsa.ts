import { desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../client";
import { fmcsaAuthorityHistory, fmcsaBrokers, fmcsaCarriers } from "../schema";

/*
 * Raw, every statement of the registry search (a measured hot path over 2M rows, bench/fmcsa.ts):
 * FTS5 MATCH, which drizzle cannot say, and index range scans whose exact shape the plans depend on
 * (migrations 0001 and 0022, docs/speed.md). Named builders, one per tier, over the table; the
 * ranking itself is services/fmcsa/search.ts.
 */

export type RegistryTable = "fmcsa_brokers" | "fmcsa_carriers";

/** The registry search answers at most this many rows (the registration dropdown). */
export const SEARCH_RESULT_LIMIT = 20;

/**
 * A longer word is matched as an OR of the indexed words it begins (fmcsa_search_words, migration
 * 0022), up to this many; past it, as an FTS5 prefix term.
 */
export const MAX_EXPANDED_TERMS = 16;

/**
 * Up to this many name matches are sorted exactly from the FTS index; beyond it the name-ordered
 * index is walked instead, which finds the first 20 quickly precisely because matches are common.
 */
export const FTS_SORT_LIMIT = 1000;

const SELECTED = [
  "id",
  "companyName",
  "mcNumber",
  "dotNumber",
  "city",
  "state",
  "status",
  "operatingAuthority",
  "classification",
  "hazmatFlag",
  "searchText",
  "dbaName",
  "phoneNumber",
  "email",
  "lastUpdated",
  "sourceFile",
] as const;

type RegistryColumns = (typeof fmcsaBrokers)["_"]["columns"];
type Selected = (typeof SELECTED)[number];
type Stored<K extends Selected> = RegistryColumns[K]["_"]["notNull"] extends true
  ? RegistryColumns[K]["_"]["driverParam"]
  : RegistryColumns[K]["_"]["driverParam"] | null;

/**
 * A registry row as the raw search statements answer it: the selected columns under their SQL
 * names, as D1 stores them (the flag 0 or 1, `last_updated` in epoch milliseconds).
 */
export type RegistryRow = { [K in Selected as SnakeCase<K>]: Stored<K> };

/** `companyName` → `company_name`: the tables name each column so (db/schema/fmcsa.ts). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

const SELECT =
  "SELECT id, company_name, mc_number, dot_number, city, state, status, operating_authority, classification, " +
  "hazmat_flag, search_text, dba_name, phone_number, email, last_updated, source_file FROM";
/** Name order: the normalised name, then the name as written. Every query sorts this way. */
const BY_NAME = "ORDER BY search_text, company_name";
const NAME_ORDER = `${BY_NAME} LIMIT ${SEARCH_RESULT_LIMIT}`;

/** Raw: a tier the query has no part for (no rows, same columns). */
export const noneSql = (table: RegistryTable) => `${SELECT} ${table} WHERE 0`;

/** Raw: an exact MC (?1) or DOT (?2) number. */
export const exactNumberSql = (table: RegistryTable) =>
  `${SELECT} ${table} WHERE mc_number = ?1 OR dot_number = ?2 ${NAME_ORDER}`;

/** Raw: names that start with the query (?1 ≤ search_text < ?2). */
export const nameStartsSql = (table: RegistryTable) =>
  `${SELECT} ${table} WHERE search_text >= ?1 AND search_text < ?2 ${NAME_ORDER}`;

/** Raw: numbers that start with the digits, one index range scan per column (?1,?2 then ?3,?4), merged. */
export const numberPrefixSql = (table: RegistryTable, columns: readonly string[]) => {
  const scans = columns.map(
    (column, index) =>
      `SELECT * FROM (${SELECT} ${table} WHERE ${column} >= ?${2 * index + 1} AND ${column} < ?${2 * index + 2} ` +
      `ORDER BY ${column} LIMIT ${SEARCH_RESULT_LIMIT})`,
  );
  return `SELECT * FROM (${scans.join(" UNION ")}) ${NAME_ORDER}`;
};

/**
 * Raw: for each query word (?1, a JSON array of [word, upper bound]), the indexed words it begins, in
 * order, up to one more than MAX_EXPANDED_TERMS: a range scan of fmcsa_search_words' primary key.
 */
export const WORD_TERMS_SQL =
  "SELECT query.key AS at, (SELECT json_group_array(word) FROM (SELECT word FROM fmcsa_search_words " +
  "WHERE word >= query.value ->> 0 AND word < query.value ->> 1 ORDER BY word " +
  `LIMIT ${MAX_EXPANDED_TERMS + 1})) AS terms FROM json_each(?1) AS query ORDER BY query.key`;

/** Names not starting with the query (?1, ?2). */
const NOT_STARTING = "NOT (search_text >= ?1 AND search_text < ?2)";

/**
 * Raw: the third tier in one statement: names not starting with the query (?1, ?2) whose every
 * word matches. A short word's prefix-index doclist ("co"*, "llc"*: words in a third of all names)
 * is the longest FTS5 reads, so the long words are matched first (?4) and the short ones (`short`:
 * their 0-based positions among the words) are checked on the rows read for sorting:
 * - up to FTS_SORT_LIMIT names match the long words: the first 20 of those whose words all match;
 * - more: the whole FTS5 query (?3), and up to FTS_SORT_LIMIT of its matches, the first 20 of them;
 * - more again: the name index is walked in order instead, each query word (?5…, ` word%` patterns)
 *   checked on the index entry itself, which finds 20 quickly precisely because matches are common.
 * ?4 is the whole query when it has no short word, or nothing but short words. Each LIMIT is
 * computed once, before its loop, so a branch not taken reads nothing.
 */
export const wordMatchesSql = (table: RegistryTable, words: number, short: readonly number[]) => {
  const fts = (match: string, limit: string) =>
    `SELECT rowid AS id FROM ${table}_fts WHERE ${table}_fts MATCH ${match} LIMIT ${limit}`;
  const like = (index: number) => `(' ' || search_text) LIKE ?${index + 5}`;
  const count = (hits: string) => `(SELECT count(*) FROM ${hits})`;
  const sorted = (hits: string, checks: string, when: string) =>
    `SELECT * FROM (${SELECT} ${table} WHERE rowid IN (SELECT id FROM ${hits}) AND ${NOT_STARTING}${checks} ${BY_NAME} ` +
    `LIMIT CASE WHEN ${when} THEN ${SEARCH_RESULT_LIMIT} ELSE 0 END)`;
  const checks = short.map((index) => ` AND ${like(index)}`).join("");
  const walk = Array.from({ length: words }, (_, index) => like(index)).join(" AND ");
  return (
    `WITH first AS MATERIALIZED (${fts("?4", `${FTS_SORT_LIMIT + 1}`)}), ` +
    `hits AS MATERIALIZED (${fts("?3", `CASE WHEN ${count("first")} > ${FTS_SORT_LIMIT} THEN ${FTS_SORT_LIMIT + 1} ELSE 0 END`)}) ` +
    `${sorted("first", checks, `${count("first")} <= ${FTS_SORT_LIMIT}`)} ` +
    `UNION ALL ${sorted("hits", "", `${count("hits")} <= ${FTS_SORT_LIMIT}`)} ` +
    `UNION ALL SELECT * FROM (${SELECT} ${table} WHERE ${NOT_STARTING} AND ${walk} ${BY_NAME} ` +
    `LIMIT CASE WHEN ${count("hits")} > ${FTS_SORT_LIMIT} THEN ${SEARCH_RESULT_LIMIT} ELSE 0 END)`
  );
};

/** A half-open range `[start, end)` of an indexed text column. */
export type Range = readonly [start: string, end: string];

/**
 * The search's first round trip, one D1 batch: the exact number (MC, DOT), the number prefix
 * ranges (one per column), the name-prefix range, and each word's range of indexed words (answered
 * as the words it begins). A tier the query has no part for reads nothing.
 */
export async function registryFirstTiers(
  d1: D1Database,
  table: RegistryTable,
  input: {
    exact: { mc: string | null; dot: string | null } | null;
    numberRanges: readonly (readonly [column: "mc_number" | "dot_number", range: Range])[] | null;
    nameRange: Range | null;
    wordRanges: readonly Range[];
  },
): Promise<{ exact: RegistryRow[]; numberStarts: RegistryRow[]; nameStarts: RegistryRow[]; termsOf: string[][] }> {
  const none = d1.prepare(noneSql(table));
  const { exact, numberRanges, nameRange } = input;
  const [exactRows, numberStarts, nameStarts, wordTerms] = await d1.batch<RegistryRow | { at: number; terms: string }>([
    exact ? d1.prepare(exactNumberSql(table)).bind(exact.mc, exact.dot) : none,
    numberRanges
      ? d1
          .prepare(
            numberPrefixSql(
              table,
              numberRanges.map(([column]) => column),
            ),
          )
          .bind(...numberRanges.flatMap(([, range]) => range))
      : none,
    nameRange ? d1.prepare(nameStartsSql(table)).bind(...nameRange) : none,
    d1.prepare(WORD_TERMS_SQL).bind(JSON.stringify(input.wordRanges)),
  ]);
  const rowsOf = (result: D1Result<unknown> | undefined) => (result?.results ?? []) as RegistryRow[];
  return {
    exact: rowsOf(exactRows),
    numberStarts: rowsOf(numberStarts),
    nameStarts: rowsOf(nameStarts),
    termsOf: ((wordTerms?.results ?? []) as Array<{ terms: string }>).map((row) => JSON.parse(row.terms) as string[]),
  };
}

/** The third tier (wordMatchesSql): names not in `nameRange` whose every word matches. */
export async function registryWordMatches(
  d1: D1Database,
  table: RegistryTable,
  input: { nameRange: Range; match: string; first: string; words: readonly string[]; short: readonly number[] },
): Promise<RegistryRow[]> {
  const statement = d1
    .prepare(wordMatchesSql(table, input.words.length, input.short))
    .bind(...input.nameRange, input.match, input.first, ...input.words.map((word) => `% ${word}%`));
  return (await statement.all<RegistryRow>()).results;
}

// ── What the broker identity checks read (docs/broker-identity.md) ──────────────────────────────

/** The census rows under an MC: its broker's (status, e-mail, add date, file), and the carrier's name when one holds it. */
export async function registryOfMc(db: Database, mcNumber: string) {
  const [brokers, carriers] = await db.batch([
    db
      .select({
        companyName: fmcsaBrokers.companyName,
        mcNumber: fmcsaBrokers.mcNumber,
        operatingAuthority: fmcsaBrokers.operatingAuthority,
        email: fmcsaBrokers.email,
        addedAt: fmcsaBrokers.addedAt,
        lastUpdated: fmcsaBrokers.lastUpdated,
        sourceFile: fmcsaBrokers.sourceFile,
      })
      .from(fmcsaBrokers)
      .where(eq(fmcsaBrokers.mcNumber, mcNumber))
      .limit(1),
    db
      .select({ companyName: fmcsaCarriers.companyName })
      .from(fmcsaCarriers)
      .where(eq(fmcsaCarriers.mcNumber, mcNumber))
      .limit(1),
  ]);
  return { broker: brokers[0] ?? null, carrierName: carriers[0]?.companyName ?? null };
}

/**
 * The newest census file imported: its name and as-of date, or none. Read from the brokers' table, the
 * smaller of the two (about 90,000 rows in the real census), so an MC the census lacks can still be
 * said to be absent "as of" a date.
 */
export async function newestCensusFile(db: Database) {
  const [row] = await newestCensusFileStatement(db);
  return row;
}

/** newestCensusFile's statement, for a batch that reads it beside others (queries/broker-identity-batch.ts). */
export const newestCensusFileStatement = (db: Database) =>
  db
    .select({ name: fmcsaBrokers.sourceFile, asOf: fmcsaBrokers.lastUpdated })
    .from(fmcsaBrokers)
    .where(isNotNull(fmcsaBrokers.lastUpdated))
    .orderBy(desc(fmcsaBrokers.lastUpdated))
    .limit(1);

/** Every authority an MC docket was granted, with how each ended (the authority history). */
export async function authorityHistoryOfMc(db: Database, mcNumber: string) {
  return db
    .select({
      authorityType: fmcsaAuthorityHistory.authorityType,
      originalAction: fmcsaAuthorityHistory.originalAction,
      originalServedAt: fmcsaAuthorityHistory.originalServedAt,
      dispositionAction: fmcsaAuthorityHistory.dispositionAction,
      dispositionServedAt: fmcsaAuthorityHistory.dispositionServedAt,
      dispositionDecidedAt: fmcsaAuthorityHistory.dispositionDecidedAt,
    })
    .from(fmcsaAuthorityHistory)
    .where(eq(fmcsaAuthorityHistory.mcNumber, mcNumber))
    .orderBy(fmcsaAuthorityHistory.originalServedAt);
}

/** The newest authority history file imported (its as-of date is indexed), or none: then no history is known. */
export async function newestAuthorityHistoryFile(db: Database) {
  const [row] = await newestAuthorityHistoryFileStatement(db);
  return row;
}

/** newestAuthorityHistoryFile's statement, for a batch that reads it beside others. */
export const newestAuthorityHistoryFileStatement = (db: Database) =>
  db
    .select({ name: fmcsaAuthorityHistory.sourceFile, asOf: fmcsaAuthorityHistory.lastUpdated })
    .from(fmcsaAuthorityHistory)
    .where(isNotNull(fmcsaAuthorityHistory.lastUpdated))
    .orderBy(desc(fmcsaAuthorityHistory.lastUpdated))
    .limit(1);
