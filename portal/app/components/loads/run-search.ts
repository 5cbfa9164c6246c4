import { browserApi, refusalMessage } from "../../lib/browser-api";
import { failed, type Result, succeeded } from "../../lib/result";
import type { SearchRequestBody } from "./search-request";
import type { SearchRow } from "./search-row";

/** docs/product.md#load-board-error-catalogue: 'Search failed' with the error's text, or this when there is none. */
export const SEARCH_FAILED = "Search failed";
export const TRY_AGAIN_LATER = "Please try again later";

/**
 * POST /api/loads/search from the browser (through the portal's /api proxy, so the session cookie
 * goes along). The rows end up in session storage, which only the browser has, so the call is
 * made here rather than in an action. A refusal's message is shown as the error text (docs/product.md#load-board-calls).
 */
export async function runSearch(body: SearchRequestBody): Promise<Result<SearchRow[]>> {
  try {
    const { data, error, response } = await browserApi().POST("/api/loads/search", { body });
    if (data) return succeeded(data);
    return failed(refusalMessage(response, error, TRY_AGAIN_LATER));
  } catch (error) {
    console.error("Load search failed", error);
    return failed(TRY_AGAIN_LATER);
  }
}
