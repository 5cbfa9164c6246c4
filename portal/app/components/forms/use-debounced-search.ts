import { useEffect, useState } from "react";

export type SearchState<T> =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; results: T[] }
  | { status: "error"; query: string };

export interface DebouncedSearchOptions<T> {
  /** False once a suggestion is chosen: the input then shows the choice, which needs no search. */
  enabled: boolean;
  minLength: number;
  delayMs: number;
  /**
   * Asks the API for a trimmed query (through the SDK), answering the results, or null when it
   * refused. Keep it stable (module-level or memoised): a new function starts a new request.
   */
  search(query: string, signal: AbortSignal): Promise<T[] | null>;
  /** Names the search in the console when a request fails ("FMCSA search"). */
  label: string;
}

/**
 * Asks the API for `query` `delayMs` after it last changed, from `minLength` characters on. A newer
 * query aborts the request of an older one, so a slow answer never replaces a newer one.
 */
export function useDebouncedSearch<T>(query: string, options: DebouncedSearchOptions<T>): SearchState<T> {
  const { enabled, minLength, delayMs, search, label } = options;
  const [state, setState] = useState<SearchState<T>>({ status: "idle" });
  const trimmed = query.trim();
  const wanted = enabled && trimmed.length >= minLength;

  useEffect(() => {
    if (!wanted) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading", query: trimmed });
      try {
        const results = await search(trimmed, controller.signal);
        setState(results ? { status: "done", query: trimmed, results } : { status: "error", query: trimmed });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error(`${label} failed`, error);
          setState({ status: "error", query: trimmed });
        }
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, trimmed, delayMs, search, label]);

  return state;
}
