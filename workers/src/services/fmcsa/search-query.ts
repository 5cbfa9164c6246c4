import { MAX_EXPANDED_TERMS } from "../../db/queries/fmcsa";
import { normalizeForSearch } from "../../fmcsa/search-text";

/** More words than a company name has only slows the index down. */
const MAX_WORDS = 8;

export interface RegistryQuery {
  /** The normalised words of the query, as `search_text` stores names. */
  words: string[];
  /** The words joined by one space: what a name must start with to rank second. */
  prefix: string;
  /** When the query reads as a number: its digits (no leading zeros) and which numbers to look in. */
  number?: { digits: string; mc: boolean; dot: boolean };
}

/**
 * Reads a search box's text: words for name search, and an MC or DOT number when it looks like
 * one ("MC 123456", "mc123456", "USDOT 654321", "654321"; bare digits may be either).
 */
export function parseRegistryQuery(q: string): RegistryQuery {
  const words = normalizeForSearch(q).split(" ").filter(Boolean).slice(0, MAX_WORDS);
  const compact = q.toUpperCase().replace(/[\s#:.-]/g, "");
  const [, label = "", digits = ""] = /^(MC|USDOT|DOT)?0*([1-9]\d*)$/.exec(compact) ?? [];
  return {
    words,
    prefix: words.join(" "),
    ...(digits ? { number: { digits, mc: label !== "DOT" && label !== "USDOT", dot: label !== "MC" } } : {}),
  };
}

/**
 * Query words up to this long are matched through the FTS5 prefix indexes (`prefix='2 3'`,
 * migrations/0001_fmcsa_search.sql): one stored doclist each, read lazily.
 */
export const PREFIX_INDEXED_LENGTH = 3;
/** How many indexed words a longer word expands to at most (defined beside the statements). */
export { MAX_EXPANDED_TERMS };

/**
 * The FTS5 query for the name tier: every query word must prefix-match a word of the name.
 * `termsOf[i]` are the indexed words that begin `words[i]` (up to MAX_EXPANDED_TERMS + 1 of them).
 * A prefix term longer than the prefix indexes makes FTS5 merge the doclists of every word it
 * begins, whole, before it reads a row (30–45 ms for "transport"* over 2.1M names, even beside a
 * word with no match); an OR of those words' own doclists is read lazily, only as far as needed.
 * Same matches either way. Undefined when a word begins no indexed word: nothing can match.
 */
export function ftsWordsQuery(words: readonly string[], termsOf: readonly (readonly string[])[]): string | undefined {
  const parts: string[] = [];
  for (const [at, word] of words.entries()) {
    const terms = termsOf[at] ?? [];
    if (terms.length === 0) return undefined;
    if (word.length <= PREFIX_INDEXED_LENGTH || terms.length > MAX_EXPANDED_TERMS) parts.push(`"${word}"*`);
    else if (terms.length === 1) parts.push(`"${terms[0]}"`);
    else parts.push(`(${terms.map((term) => `"${term}"`).join(" OR ")})`);
  }
  return parts.join(" AND ");
}

/**
 * The exclusive upper bound of a prefix range: `value >= prefix AND value < upper` is "starts
 * with prefix", and a B-tree index answers it. Prefixes here are ASCII, so bumping the last
 * character is enough.
 */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`;
}
