import { validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  type Range,
  type RegistryRow,
  type RegistryTable,
  registryFirstTiers,
  registryWordMatches,
} from "../../db/queries/fmcsa";
import type { BrokerSearchResult, CarrierSearchResult } from "../../schemas/fmcsa";
import { SEARCH_MIN_LENGTH, SEARCH_MIN_LENGTH_MESSAGE } from "../../schemas/fmcsa";
import {
  ftsWordsQuery,
  PREFIX_INDEXED_LENGTH,
  parseRegistryQuery,
  prefixUpperBound,
  type RegistryQuery,
} from "./search-query";
import { byName, RankedRows, toBrokerResult, toCarrierResult } from "./search-results";

export async function searchBrokers(ctx: RegistryContext, input: { q: string }): Promise<BrokerSearchResult[]> {
  return (await searchRegistry(ctx.env.DB, "fmcsa_brokers", input.q)).map(toBrokerResult);
}

export async function searchCarriers(ctx: RegistryContext, input: { q: string }): Promise<CarrierSearchResult[]> {
  return (await searchRegistry(ctx.env.DB, "fmcsa_carriers", input.q)).map(toCarrierResult);
}

/** Search reads only the registry's D1 binding, so a bench can pass just that. */
type RegistryContext = Pick<ServiceContext, "env">;

/** `[value, the first value after every value it begins)`: "starts with value" as an index range. */
const startsWith = (value: string): Range => [value, prefixUpperBound(value)];

/**
 * Ranks matches in three tiers, best first, each in name order: an exact MC or DOT number; a name
 * that starts with the query; then every other match (each query word prefix-matches a word of the
 * legal or DBA name, or the query is the start of an MC or DOT number). Every tier is an indexed
 * read limited to 20 rows (see migrations/0001_fmcsa_search.sql), so 2M rows stay fast.
 * The first D1 batch reads the cheap tiers and the indexed words each query word begins; the FTS5
 * tier, the costliest read over 2M names, runs in a second round trip only when the first two tiers
 * leave room and every word begins an indexed word (bench/fmcsa.ts, docs/speed.md).
 */
async function searchRegistry(d1: D1Database, table: RegistryTable, q: string): Promise<RegistryRow[]> {
  if (q.trim().length < SEARCH_MIN_LENGTH)
    throw validationFailed(SEARCH_MIN_LENGTH_MESSAGE, { q: [SEARCH_MIN_LENGTH_MESSAGE] });
  const query = parseRegistryQuery(q);
  if (query.words.length === 0 && !query.number) return [];

  const { number, prefix } = query;
  const first = await registryFirstTiers(d1, table, {
    exact: number ? { mc: number.mc ? `MC${number.digits}` : null, dot: number.dot ? number.digits : null } : null,
    numberRanges: number ? numberRanges(number) : null,
    nameRange: prefix ? startsWith(prefix) : null,
    wordRanges: query.words.map(startsWith),
  });
  const ranked = new RankedRows();
  ranked.add(first.exact);
  ranked.add(first.nameStarts);
  if (ranked.full) return ranked.rows;

  const words = query.words.length > 0 ? await wordMatches(d1, table, query, first.termsOf) : [];
  ranked.add([...first.numberStarts, ...words].sort(byName));
  return ranked.rows;
}

/**
 * The third tier: names not starting with the query where every word matches (one statement, see
 * wordMatchesSql); none when a word begins no indexed word.
 */
async function wordMatches(d1: D1Database, table: RegistryTable, query: RegistryQuery, termsOf: string[][]) {
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
  return registryWordMatches(d1, table, { nameRange: startsWith(prefix), match, first: first ?? match, words, short });
}

/** Numbers that start with the digits: an index range scan on each number searched, merged. */
function numberRanges(number: NonNullable<RegistryQuery["number"]>) {
  const ranges: Array<readonly ["mc_number" | "dot_number", Range]> = [];
  if (number.mc) ranges.push(["mc_number", startsWith(`MC${number.digits}`)]);
  if (number.dot) ranges.push(["dot_number", startsWith(number.digits)]);
  return ranges;
}
