import type { SearchRow } from "./search-row";

/** The session storage key of docs/product.md#load-board-entities-and-fields ("Client storage"). */
export const SEARCH_RESULTS_KEY = "searchResults";

export type StoredSearchResults =
  | { status: "ready"; rows: SearchRow[] }
  /** Nothing stored, or an empty list: 'No search results found'. */
  | { status: "empty" }
  /** Stored but unreadable (not JSON, not rows): 'Failed to load search results'; or a search from the URL refused, with why. */
  | { status: "error"; message?: string };

/** Reads what the search stored. Pure, so the three outcomes are unit-tested without a browser. */
export function parseStoredSearchResults(raw: string | null): StoredSearchResults {
  if (raw === null || raw === "") return { status: "empty" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: "error" };
  }
  if (!isRowList(value)) return { status: "error" };
  return value.length === 0 ? { status: "empty" } : { status: "ready", rows: value };
}

/**
 * This tab's search wrote the rows from the SDK's typed answer, so only what storage itself can do
 * to them is checked: text that is not a list of rows with an id (a hand edit, another app's key).
 */
function isRowList(value: unknown): value is SearchRow[] {
  return Array.isArray(value) && value.every((row) => typeof (row as Partial<SearchRow> | null)?.id === "string");
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

/** The session storage key of the area search whose rows are stored (search-url.ts); absent for a city search. */
export const SEARCH_QUERY_KEY = "searchResultsQuery";

/** Stores the rows with the URL query of the search that found them (null: a city search, with no query). */
export function storeSearchResultsOf(
  storage: Pick<Storage, "setItem" | "removeItem">,
  rows: readonly SearchRow[],
  query: string | null,
) {
  storeSearchResults(storage, rows);
  if (query === null) storage.removeItem(SEARCH_QUERY_KEY);
  else storage.setItem(SEARCH_QUERY_KEY, query);
}

/** The stored rows when they are the answer to `query`, or null: the page runs the search itself. */
export function readBrowserSearchResultsOf(query: string): StoredSearchResults | null {
  try {
    if (window.sessionStorage.getItem(SEARCH_QUERY_KEY) !== query) return null;
    const stored = readStoredSearchResults(window.sessionStorage);
    return stored.status === "ready" ? stored : null;
  } catch {
    return null;
  }
}
