import type { SearchRow } from "./search-row";

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
