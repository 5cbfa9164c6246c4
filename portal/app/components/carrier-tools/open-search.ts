import { failed, type Result, succeeded } from "../../lib/result";
import { runSearch, TRY_AGAIN_LATER } from "../loads/run-search";
import type { SearchRequestBody } from "../loads/search-request";
import { storeSearchResultsOf } from "../loads/search-results-storage";
import { searchUrlQuery } from "../loads/search-url";

/**
 * Runs a search again exactly as it was made and, as the search form does, stores the rows for
 * /search-results; `opened: false` when nothing matches any more (the caller says so and stays).
 */
export async function repeatSearch(
  body: SearchRequestBody,
  open: (path: string) => void,
): Promise<Result<{ opened: boolean }>> {
  const outcome = await runSearch(body);
  if (!outcome.ok) return outcome;
  if (outcome.data.length === 0) return succeeded({ opened: false });
  // An area search opens with what was asked in the URL, as the search form opens it (search-url.ts).
  const query = searchUrlQuery(body);
  try {
    storeSearchResultsOf(window.sessionStorage, outcome.data, query);
  } catch (error) {
    // Storage full or disabled: the results page would have nothing to show.
    console.error("Could not store the search results", error);
    return failed(TRY_AGAIN_LATER);
  }
  open(query === null ? "/search-results" : `/search-results?${query}`);
  return succeeded({ opened: true });
}
