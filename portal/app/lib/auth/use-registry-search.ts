import { type SearchState, useDebouncedSearch } from "../use-debounced-search";
import {
  parseRegistryMatches,
  REGISTRY_SEARCH_DEBOUNCE_MS,
  REGISTRY_SEARCH_MIN_LENGTH,
  type Registry,
  type RegistryMatch,
  registrySearchPath,
} from "./registry-search";

export type RegistrySearchState = SearchState<RegistryMatch>;

/** Searches the FMCSA registry for `query` 300 ms after it last changed, from 2 characters on. */
export function useRegistrySearch(registry: Registry, query: string, enabled: boolean): RegistrySearchState {
  return useDebouncedSearch(query, {
    enabled,
    minLength: REGISTRY_SEARCH_MIN_LENGTH,
    delayMs: REGISTRY_SEARCH_DEBOUNCE_MS,
    path: (trimmed) => registrySearchPath(registry, trimmed),
    parse: parseRegistryMatches,
    label: "FMCSA search",
  });
}
