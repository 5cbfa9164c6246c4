import { readProblem, UNEXPECTED_ERROR } from "../api-problem";
import type { SearchRequestInput } from "./domain";
import { type SearchRow, searchRowsSchema } from "./search-row";

/** Spec 001 the spec's error catalogue: 'Search failed' with the error's text, or this when there is none. */
export const SEARCH_FAILED = "Search failed";
export const TRY_AGAIN_LATER = "Please try again later";

export type SearchOutcome = { ok: true; rows: SearchRow[] } | { ok: false; message: string };

/**
 * POST /api/loads/search from the browser (through the portal's /api proxy, so the session cookie
 * goes along). The rows end up in session storage, which only the browser has, so the call is
 * made here rather than in an action. A non-OK body is shown as the error text (the load-board spec's calls).
 */
export async function runSearch(body: SearchRequestInput, fetcher: typeof fetch = fetch): Promise<SearchOutcome> {
  try {
    const response = await fetcher("/api/loads/search", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const { message } = await readProblem(response);
      return { ok: false, message: message === UNEXPECTED_ERROR ? TRY_AGAIN_LATER : message };
    }
    const rows = searchRowsSchema.safeParse(await response.json());
    return rows.success ? { ok: true, rows: rows.data } : { ok: false, message: TRY_AGAIN_LATER };
  } catch (error) {
    console.error("Load search failed", error);
    return { ok: false, message: TRY_AGAIN_LATER };
  }
}
