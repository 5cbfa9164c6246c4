import { validationFailed } from "../../core/errors";
import type { BrokerSearchResult, CarrierSearchResult } from "../../schemas/fmcsa";
import { SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE } from "../../schemas/fmcsa";
import { ftsPrefixQuery, parseRegistryQuery, prefixUpperBound, type RegistryQuery } from "./search-query";
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
 */
async function searchRegistry(db: D1Database, table: RegistryTable, q: string): Promise<RegistryRow[]> {
  if (q.trim().length < SEARCH_MIN_LENGTH)
    throw validationFailed(SEARCH_MIN_LENGTH_MESSAGE, { q: [SEARCH_MIN_LENGTH_MESSAGE] });
  const query = parseRegistryQuery(q);
  if (query.words.length === 0 && !query.number) return [];

  const none = db.prepare(`${SELECT} ${table} WHERE 0`);
  const { number, prefix } = query;
  const [exact, numberStarts, nameStarts, probe] = await db.batch<RegistryRow | { matches: number }>([
    number ? exactNumber(db, table, number) : none,
    number ? numberPrefix(db, table, number) : none,
    prefix
      ? db
          .prepare(`${SELECT} ${table} WHERE search_text >= ?1 AND search_text < ?2 ${NAME_ORDER}`)
          .bind(prefix, prefixUpperBound(prefix))
      : none,
    query.words.length > 0
      ? db
          .prepare(
            `SELECT count(*) AS matches FROM (SELECT rowid FROM ${table}_fts WHERE ${table}_fts MATCH ?1 LIMIT ${FTS_SORT_LIMIT + 1})`,
          )
          .bind(ftsPrefixQuery(query.words))
      : db.prepare("SELECT 0 AS matches"),
  ]);
  const ranked = new RankedRows();
  ranked.add(rowsOf(exact));
  ranked.add(rowsOf(nameStarts));
  if (ranked.full) return ranked.rows;

  const matches = (probe?.results[0] as { matches: number } | undefined)?.matches ?? 0;
  const words = matches > 0 ? await wordMatches(db, table, query, matches > FTS_SORT_LIMIT) : [];
  ranked.add([...rowsOf(numberStarts), ...words].sort(byName));
  return ranked.rows;
}

function exactNumber(db: D1Database, table: RegistryTable, number: NonNullable<RegistryQuery["number"]>) {
  return db
    .prepare(`${SELECT} ${table} WHERE mc_number = ?1 OR dot_number = ?2 ${NAME_ORDER}`)
    .bind(number.mc ? `MC${number.digits}` : null, number.dot ? number.digits : null);
}

/** Numbers that start with the digits: an index range scan on each number searched, merged. */
function numberPrefix(db: D1Database, table: RegistryTable, number: NonNullable<RegistryQuery["number"]>) {
  const ranges: Array<[column: string, start: string]> = [];
  if (number.mc) ranges.push(["mc_number", `MC${number.digits}`]);
  if (number.dot) ranges.push(["dot_number", number.digits]);
  const scans = ranges.map(
    ([column], index) =>
      `SELECT * FROM (${SELECT} ${table} WHERE ${column} >= ?${2 * index + 1} AND ${column} < ?${2 * index + 2} ` +
      `ORDER BY ${column} LIMIT ${SEARCH_RESULT_LIMIT})`,
  );
  return db
    .prepare(`SELECT * FROM (${scans.join(" UNION ")}) ${NAME_ORDER}`)
    .bind(...ranges.flatMap(([, start]) => [start, prefixUpperBound(start)]));
}

/** Names where every query word prefix-matches a word, excluding those that start with the query. */
async function wordMatches(db: D1Database, table: RegistryTable, query: RegistryQuery, common: boolean) {
  const notStarting = "NOT (search_text >= ?1 AND search_text < ?2)";
  const bounds = [query.prefix, prefixUpperBound(query.prefix)];
  const statement = common
    ? // Many matches: walk the search_text index in name order and stop at 20; the words are
      // checked on the index entry itself (` word` prefixes), so rows are read only for matches.
      db
        .prepare(
          `${SELECT} ${table} WHERE ${notStarting} AND ${query.words.map((_, index) => `(' ' || search_text) LIKE ?${index + 3}`).join(" AND ")} ${NAME_ORDER}`,
        )
        .bind(...bounds, ...query.words.map((word) => `% ${word}%`))
    : db
        .prepare(
          `${SELECT} ${table} WHERE rowid IN (SELECT rowid FROM ${table}_fts WHERE ${table}_fts MATCH ?3) AND ${notStarting} ${NAME_ORDER}`,
        )
        .bind(...bounds, ftsPrefixQuery(query.words));
  return (await statement.all<RegistryRow>()).results;
}

function rowsOf(result: D1Result<RegistryRow | { matches: number }> | undefined): RegistryRow[] {
  return (result?.results ?? []) as RegistryRow[];
}
