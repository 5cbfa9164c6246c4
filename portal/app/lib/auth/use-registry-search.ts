import { useEffect, useState } from "react";
import {
  parseRegistryMatches,
  REGISTRY_SEARCH_DEBOUNCE_MS,
  type Registry,
  type RegistryMatch,
  registrySearchPath,
  shouldSearch,
} from "./registry-search";

export type RegistrySearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; matches: RegistryMatch[] }
  | { status: "error"; query: string };

/**
 * Searches the registry for `query` 300 ms after it last changed, from 2 characters on. A newer
 * query cancels the request of an older one, so late answers never overwrite newer ones.
 */
export function useRegistrySearch(registry: Registry, query: string, enabled: boolean): RegistrySearchState {
  const [state, setState] = useState<RegistrySearchState>({ status: "idle" });
  const trimmed = query.trim();

  useEffect(() => {
    if (!enabled || !shouldSearch(trimmed)) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading", query: trimmed });
      try {
        const response = await fetch(registrySearchPath(registry, trimmed), {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const matches = response.ok ? parseRegistryMatches(await response.json()) : null;
        setState(matches ? { status: "done", query: trimmed, matches } : { status: "error", query: trimmed });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error("FMCSA search failed", error);
          setState({ status: "error", query: trimmed });
        }
      }
    }, REGISTRY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [registry, trimmed, enabled]);

  return state;
}
