import { MAX_EXPANDED_TERMS } from "./search-query";
import { SEARCH_RESULT_LIMIT } from "./search-results";

/*
 * Raw, every statement of the registry search (a measured hot path over 2M rows, bench/fmcsa.ts):
 * FTS5 MATCH, which drizzle cannot say, and index range scans whose exact shape the plans depend on
 * (migrations 0001 and 0022, docs/speed.md). Named builders, one per tier, over the table.
 */

export type RegistryTable = "fmcsa_brokers" | "fmcsa_carriers";

/**
 * Up to this many name matches are sorted exactly from the FTS index; beyond it the name-ordered
 * index is walked instead, which finds the first 20 quickly precisely because matches are common.
 */
export const FTS_SORT_LIMIT = 1000;

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
 * Raw: the third tier in one statement: names not starting with the query (?1, ?2) that the FTS5
 * query (?3) matches. FTS5 gives at most FTS_SORT_LIMIT + 1 hits; up to FTS_SORT_LIMIT, the first
 * 20 of them in name order; beyond it, the name index is walked in order instead, each of `words`
 * query words (?4…, ` word%` patterns) checked on the index entry itself, so rows are read only for
 * matches. Each branch's LIMIT is computed once, before its loop, so the branch not taken reads
 * nothing, and the match is evaluated once.
 */
export const wordMatchesSql = (table: RegistryTable, words: number) => {
  const hits = "(SELECT count(*) FROM hits)";
  const likes = Array.from({ length: words }, (_, index) => `(' ' || search_text) LIKE ?${index + 4}`).join(" AND ");
  return (
    `WITH hits AS MATERIALIZED (SELECT rowid AS id FROM ${table}_fts WHERE ${table}_fts MATCH ?3 LIMIT ${FTS_SORT_LIMIT + 1}) ` +
    `SELECT * FROM (${SELECT} ${table} WHERE rowid IN (SELECT id FROM hits) AND ${NOT_STARTING} ${BY_NAME} ` +
    `LIMIT CASE WHEN ${hits} <= ${FTS_SORT_LIMIT} THEN ${SEARCH_RESULT_LIMIT} ELSE 0 END) ` +
    `UNION ALL SELECT * FROM (${SELECT} ${table} WHERE ${NOT_STARTING} AND ${likes} ${BY_NAME} ` +
    `LIMIT CASE WHEN ${hits} > ${FTS_SORT_LIMIT} THEN ${SEARCH_RESULT_LIMIT} ELSE 0 END)`
  );
};
