import { runSearch, TRY_AGAIN_LATER } from "../loads/run-search";
import type { SearchRequestBody } from "../loads/search-request";
import { storeSearchResults } from "../loads/search-results-storage";
import { failed, type Result, succeeded } from "../result";

/**
 * Runs a search again exactly as it was made and, as the search form does, stores the rows for
 * /search-results; `opened: false` when nothing matches any more (the caller says so and stays).
 */
export async function repeatSearch(body: SearchRequestBody, open: () => void): Promise<Result<{ opened: boolean }>> {
  const outcome = await runSearch(body);
  if (!outcome.ok) return outcome;
  if (outcome.data.length === 0) return succeeded({ opened: false });
  try {
    storeSearchResults(window.sessionStorage, outcome.data);
  } catch (error) {
    // Storage full or disabled: the results page would have nothing to show.
    console.error("Could not store the search results", error);
    return failed(TRY_AGAIN_LATER);
  }
  open();
  return succeeded({ opened: true });
}
