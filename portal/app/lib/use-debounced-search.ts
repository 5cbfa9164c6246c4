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
  /** The API path for a trimmed query; the request is made again whenever this path changes. */
  path(query: string): string;
  /** The results in a JSON answer, or null when it is not the expected shape. Keep it stable. */
  parse(body: unknown): T[] | null;
  /** Names the search in the console when a request fails ("FMCSA search"). */
  label: string;
}

/**
 * Asks the API for `query` `delayMs` after it last changed, from `minLength` characters on. A newer
 * query aborts the request of an older one, so a slow answer never replaces a newer one.
 */
export function useDebouncedSearch<T>(query: string, options: DebouncedSearchOptions<T>): SearchState<T> {
  const { enabled, minLength, delayMs, path, parse, label } = options;
  const [state, setState] = useState<SearchState<T>>({ status: "idle" });
  const trimmed = query.trim();
  // The path, not the function that makes it, is what a new request depends on.
  const url = enabled && trimmed.length >= minLength ? path(trimmed) : null;

  useEffect(() => {
    if (url === null) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading", query: trimmed });
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { accept: "application/json" } });
        const results = response.ok ? parse(await response.json()) : null;
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
  }, [url, trimmed, delayMs, parse, label]);

  return state;
}
