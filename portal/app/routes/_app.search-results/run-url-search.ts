import { runSearch } from "../../components/loads/run-search";
import type { SearchRequestBody } from "../../components/loads/search-request";
import { type StoredSearchResults, storeSearchResultsOf } from "../../components/loads/search-results-storage";
import { searchBodyOfUrl } from "../../components/loads/search-url";

/**
 * Runs the area search a results page URL names (a reload in a new tab, a shared link), checked
 * by the API's own schema first so a hand-edited URL reads the same message the API would give.
 * Its rows are stored with the query, so Back and forth do not search again.
 */
export async function runUrlSearch(params: URLSearchParams): Promise<StoredSearchResults> {
  const { searchRequestSchema } = await import("@truerate/domain/validation/search");
  const body = searchBodyOfUrl(params);
  const parsed = searchRequestSchema.safeParse(body);
  if (!parsed.success) return { status: "error", message: parsed.error.issues[0]?.message ?? "Invalid search" };
  const outcome = await runSearch(body as SearchRequestBody);
  if (!outcome.ok) return { status: "error", message: outcome.message };
  if (outcome.data.length === 0) return { status: "empty" };
  try {
    storeSearchResultsOf(window.sessionStorage, outcome.data, params.toString());
  } catch {
    // Storage full or disabled: the rows are still shown, only not kept for Back.
  }
  return { status: "ready", rows: outcome.data };
}
