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

/** An FTS5 query where every word must prefix-match a word (words hold only a-z and 0-9). */
export function ftsPrefixQuery(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
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
