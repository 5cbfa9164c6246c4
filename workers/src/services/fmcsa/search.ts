import { validationFailed } from "../../core/errors";
import type { BrokerSearchResult, CarrierSearchResult } from "../../schemas/fmcsa";
import { SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE } from "../../schemas/fmcsa";
import {
  ftsWordsQuery,
  PREFIX_INDEXED_LENGTH,
  parseRegistryQuery,
  prefixUpperBound,
  type RegistryQuery,
} from "./search-query";
import { byName, RankedRows, type RegistryRow, toBrokerResult, toCarrierResult } from "./search-results";
import {
  exactNumberSql,
  nameStartsSql,
  noneSql,
  numberPrefixSql,
  type RegistryTable,
  WORD_TERMS_SQL,
  wordMatchesSql,
} from "./search-sql";

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
  const words = query.words.length > 0 ? await wordMatches(db, table, query, termsOf) : [];
  ranked.add([...rowsOf(numberStarts), ...words].sort(byName));
  return ranked.rows;
}

/**
 * The third tier: names not starting with the query where every word matches (one statement, see
 * wordMatchesSql); none when a word begins no indexed word.
 */
async function wordMatches(db: D1Database, table: RegistryTable, query: RegistryQuery, termsOf: string[][]) {
  const { words, prefix } = query;
  const match = ftsWordsQuery(words, termsOf);
  if (!match) return [];
  const long = words.flatMap((word, at) => (word.length > PREFIX_INDEXED_LENGTH ? [at] : []));
  const short = long.length > 0 ? words.flatMap((word, at) => (word.length > PREFIX_INDEXED_LENGTH ? [] : [at])) : [];
  const first =
    short.length > 0
      ? ftsWordsQuery(
          long.map((at) => words[at] as string),
          long.map((at) => termsOf[at] ?? []),
        )
      : match;
  const statement = db
    .prepare(wordMatchesSql(table, words.length, short))
    .bind(prefix, prefixUpperBound(prefix), match, first, ...words.map((word) => `% ${word}%`));
  return (await statement.all<RegistryRow>()).results;
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

function rowsOf(result: D1Result<RegistryRow | { at: number; terms: string }> | undefined): RegistryRow[] {
  return (result?.results ?? []) as RegistryRow[];
}
