import { type SearchRow, searchRowsSchema } from "./search-row";

/** The session storage key of the load-board spec's entities and fields ("Client storage"). */
export const SEARCH_RESULTS_KEY = "searchResults";

export type StoredSearchResults =
  | { status: "ready"; rows: SearchRow[] }
  /** Nothing stored, or an empty list: 'No search results found'. */
  | { status: "empty" }
  /** Stored but unreadable (not JSON, not rows): 'Failed to load search results'. */
  | { status: "error" };

/** Reads what the search stored. Pure, so the three outcomes are unit-tested without a browser. */
export function parseStoredSearchResults(raw: string | null): StoredSearchResults {
  if (raw === null || raw === "") return { status: "empty" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: "error" };
  }
  const parsed = searchRowsSchema.safeParse(value);
  if (!parsed.success) return { status: "error" };
  return parsed.data.length === 0 ? { status: "empty" } : { status: "ready", rows: parsed.data };
}

/** Reads the browser's session storage; a storage that throws (disabled, sandboxed) is a failure. */
export function readStoredSearchResults(storage: Pick<Storage, "getItem">): StoredSearchResults {
  try {
    return parseStoredSearchResults(storage.getItem(SEARCH_RESULTS_KEY));
  } catch {
    return { status: "error" };
  }
}

export function storeSearchResults(storage: Pick<Storage, "setItem">, rows: readonly SearchRow[]): void {
  storage.setItem(SEARCH_RESULTS_KEY, JSON.stringify(rows));
}

/** The stored results of this tab; reaching `window.sessionStorage` can itself throw (privacy modes). */
export function readBrowserSearchResults(): StoredSearchResults {
  try {
    return readStoredSearchResults(window.sessionStorage);
  } catch {
    return { status: "error" };
  }
}
