import { runSearch, TRY_AGAIN_LATER } from "../loads/run-search";
import type { SearchRequestBody } from "../loads/search-request";
import { storeSearchResults } from "../loads/search-results-storage";

export type RepeatOutcome = { ok: true; opened: boolean } | { ok: false; message: string };

/**
 * Runs a search again exactly as it was made and, as the search form does, stores the rows for
 * /search-results; `opened: false` when nothing matches any more (the caller says so and stays).
 */
export async function repeatSearch(body: SearchRequestBody, open: () => void): Promise<RepeatOutcome> {
  const outcome = await runSearch(body);
  if (!outcome.ok) return outcome;
  if (outcome.rows.length === 0) return { ok: true, opened: false };
  try {
    storeSearchResults(window.sessionStorage, outcome.rows);
  } catch (error) {
    // Storage full or disabled: the results page would have nothing to show.
    console.error("Could not store the search results", error);
    return { ok: false, message: TRY_AGAIN_LATER };
  }
  open();
  return { ok: true, opened: true };
}
