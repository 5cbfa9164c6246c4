import { validationFailed } from "../../core/errors";
import type { BrokerSearchResult, CarrierSearchResult } from "../../schemas/fmcsa";
import { SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE } from "../../schemas/fmcsa";
import {
  ftsWordsQuery,
  MAX_EXPANDED_TERMS,
  parseRegistryQuery,
  prefixUpperBound,
  type RegistryQuery,
} from "./search-query";
import {
  byName,
  RankedRows,
  type RegistryRow,
  SEARCH_RESULT_LIMIT,
  toBrokerResult,
  toCarrierResult,
} from "./search-results";

/**
 * Up to this many name matches are sorted exactly from the FTS index; beyond it the name-ordered
 * index is walked instead, which finds the first 20 quickly precisely because matches are common.
 */
const FTS_SORT_LIMIT = 1000;

type RegistryTable = "fmcsa_brokers" | "fmcsa_carriers";

const SELECT =
  "SELECT id, company_name, mc_number, dot_number, city, state, status, operating_authority, classification, " +
  "hazmat_flag, search_text, dba_name, phone_number, email, last_updated, source_file FROM";
/** Name order: the normalised name, then the name as written. Every query sorts this way. */
const NAME_ORDER = `ORDER BY search_text, company_name LIMIT ${SEARCH_RESULT_LIMIT}`;

/*
 * Raw, every statement of the search (a measured hot path over 2M rows): FTS5 MATCH, which drizzle
 * cannot say, and index range scans whose exact shape the plans depend on
 * (migrations/0001_fmcsa_search.sql, docs/scale.md). Named builders, one per tier, over the table.
 */
/** Raw: a tier the query has no part for (no rows, same columns). */
const noneSql = (table: RegistryTable) => `${SELECT} ${table} WHERE 0`;
/** Raw: an exact MC (?1) or DOT (?2) number. */
const exactNumberSql = (table: RegistryTable) =>
  `${SELECT} ${table} WHERE mc_number = ?1 OR dot_number = ?2 ${NAME_ORDER}`;
/** Raw: names that start with the query (?1 ≤ search_text < ?2). */
const nameStartsSql = (table: RegistryTable) =>
  `${SELECT} ${table} WHERE search_text >= ?1 AND search_text < ?2 ${NAME_ORDER}`;
/**
 * Raw: for each query word (?1, a JSON array of [word, upper bound]), the indexed words it begins, in
 * order, up to one more than MAX_EXPANDED_TERMS (a range scan of fmcsa_search_words' primary key).
 */
const WORD_TERMS_SQL =
  "SELECT query.key AS at, (SELECT json_group_array(word) FROM (SELECT word FROM fmcsa_search_words " +
  "WHERE word >= query.value ->> 0 AND word < query.value ->> 1 ORDER BY word " +
  `LIMIT ${MAX_EXPANDED_TERMS + 1})) AS terms FROM json_each(?1) AS query ORDER BY query.key`;
/** Raw: numbers that start with the digits, one index range scan per column (?1,?2 then ?3,?4), merged. */
const numberPrefixSql = (table: RegistryTable, columns: readonly string[]) => {
  const scans = columns.map(
    (column, index) =>
      `SELECT * FROM (${SELECT} ${table} WHERE ${column} >= ?${2 * index + 1} AND ${column} < ?${2 * index + 2} ` +
      `ORDER BY ${column} LIMIT ${SEARCH_RESULT_LIMIT})`,
  );
  return `SELECT * FROM (${scans.join(" UNION ")}) ${NAME_ORDER}`;
};
/** Names not starting with the query (?1, ?2). */
const NOT_STARTING = "NOT (search_text >= ?1 AND search_text < ?2)";
/** Raw: the name index walked in order, each of `words` query words (?3…) a ` word` prefix of it. */
const wordsLikeSql = (table: RegistryTable, words: number) =>
  `${SELECT} ${table} WHERE ${NOT_STARTING} AND ${Array.from({ length: words }, (_, index) => `(' ' || search_text) LIKE ?${index + 3}`).join(" AND ")} ${NAME_ORDER}`;
/**
 * Raw: the FTS5 index's matches (?3) not starting with the query, the match evaluated once (the
 * search's costliest step over 2M rows, bench/fmcsa.ts). Every row carries `matches`, how many
 * names matched (up to FTS_SORT_LIMIT + 1); up to FTS_SORT_LIMIT, the rows are the first 20 in name
 * order; beyond it, or with no match, the answer is one row with `matches` and no `id`.
 */
const wordsFtsSql = (table: RegistryTable) =>
  `WITH hits AS MATERIALIZED (SELECT rowid AS id FROM ${table}_fts WHERE ${table}_fts MATCH ?3 LIMIT ${FTS_SORT_LIMIT + 1}) ` +
  "SELECT counted.matches, found.* FROM (SELECT count(*) AS matches FROM hits) AS counted LEFT JOIN (" +
  `${SELECT} ${table} WHERE rowid IN (SELECT id FROM hits WHERE (SELECT count(*) FROM hits) <= ${FTS_SORT_LIMIT}) ` +
  `AND ${NOT_STARTING} ${NAME_ORDER}) AS found`;

export async function searchBrokers(input: { db: D1Database; q: string }): Promise<BrokerSearchResult[]> {
  return (await searchRegistry(input.db, "fmcsa_brokers", input.q)).map(toBrokerResult);
}

export async function searchCarriers(input: { db: D1Database; q: string }): Promise<CarrierSearchResult[]> {
  return (await searchRegistry(input.db, "fmcsa_carriers", input.q)).map(toCarrierResult);
}

/**
 * Ranks matches in three tiers, best first, each in name order: an exact MC or DOT number; a name
 * that starts with the query; then every other match (each query word prefix-matches a word of the
 * legal or DBA name, or the query is the start of an MC or DOT number). Every tier is an indexed
 * read limited to 20 rows (see migrations/0001_fmcsa_search.sql), so 2M rows stay fast.
 * The first D1 batch reads the cheap tiers and the indexed words each query word begins; the FTS5
 * tier, the costliest read over 2M names, runs in a second round trip only when the first two tiers
 * leave room and every word begins an indexed word (bench/fmcsa.ts, docs/speed.md).
 */
async function searchRegistry(db: D1Database, table: RegistryTable, q: string): Promise<RegistryRow[]> {
  if (q.trim().length < SEARCH_MIN_LENGTH)
    throw validationFailed(SEARCH_MIN_LENGTH_MESSAGE, { q: [SEARCH_MIN_LENGTH_MESSAGE] });
  const query = parseRegistryQuery(q);
  if (query.words.length === 0 && !query.number) return [];

  const none = db.prepare(noneSql(table));
  const { number, prefix } = query;
  const [exact, numberStarts, nameStarts, wordTerms] = await db.batch<RegistryRow | { at: number; terms: string }>([
    number ? exactNumber(db, table, number) : none,
    number ? numberPrefix(db, table, number) : none,
    prefix ? db.prepare(nameStartsSql(table)).bind(prefix, prefixUpperBound(prefix)) : none,
    db.prepare(WORD_TERMS_SQL).bind(JSON.stringify(query.words.map((word) => [word, prefixUpperBound(word)]))),
  ]);
  const ranked = new RankedRows();
  ranked.add(rowsOf(exact));
  ranked.add(rowsOf(nameStarts));
  if (ranked.full) return ranked.rows;

  const termsOf = ((wordTerms?.results ?? []) as Array<{ terms: string }>).map(
    (row) => JSON.parse(row.terms) as string[],
  );
  const match = query.words.length > 0 ? ftsWordsQuery(query.words, termsOf) : undefined;
  const words = match ? await wordMatches(db, table, query, match) : [];
  ranked.add([...rowsOf(numberStarts), ...words].sort(byName));
  return ranked.rows;
}

/** The FTS5 tier; only a common match walks the name index instead. */
async function wordMatches(db: D1Database, table: RegistryTable, query: RegistryQuery, match: string) {
  const { prefix } = query;
  const statement = db.prepare(wordsFtsSql(table)).bind(prefix, prefixUpperBound(prefix), match);
  const probed = (await statement.all<Partial<RegistryRow> & { matches: number }>()).results;
  if ((probed[0]?.matches ?? 0) > FTS_SORT_LIMIT) return commonWordMatches(db, table, query);
  return probed.filter((row) => row.id) as RegistryRow[];
}

function exactNumber(db: D1Database, table: RegistryTable, number: NonNullable<RegistryQuery["number"]>) {
  return db
    .prepare(exactNumberSql(table))
    .bind(number.mc ? `MC${number.digits}` : null, number.dot ? number.digits : null);
}

/** Numbers that start with the digits: an index range scan on each number searched, merged. */
function numberPrefix(db: D1Database, table: RegistryTable, number: NonNullable<RegistryQuery["number"]>) {
  const ranges: Array<[column: string, start: string]> = [];
  if (number.mc) ranges.push(["mc_number", `MC${number.digits}`]);
  if (number.dot) ranges.push(["dot_number", number.digits]);
  return db
    .prepare(
      numberPrefixSql(
        table,
        ranges.map(([column]) => column),
      ),
    )
    .bind(...ranges.flatMap(([, start]) => [start, prefixUpperBound(start)]));
}

/**
 * Names where every query word prefix-matches a word, excluding those that start with the query,
 * when more than FTS_SORT_LIMIT match: walk the search_text index in name order and stop at 20; the
 * words are checked on the index entry itself (` word` prefixes), so rows are read only for matches.
 */
async function commonWordMatches(db: D1Database, table: RegistryTable, query: RegistryQuery) {
  const bounds = [query.prefix, prefixUpperBound(query.prefix)];
  const statement = db
    .prepare(wordsLikeSql(table, query.words.length))
    .bind(...bounds, ...query.words.map((word) => `% ${word}%`));
  return (await statement.all<RegistryRow>()).results;
}

function rowsOf(result: D1Result<RegistryRow | { at: number; terms: string }> | undefined): RegistryRow[] {
  return (result?.results ?? []) as RegistryRow[];
}
