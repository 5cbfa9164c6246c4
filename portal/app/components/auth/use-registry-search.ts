import { browserApi } from "../../lib/browser-api";
import { type SearchState, useDebouncedSearch } from "../forms/use-debounced-search";
import {
  REGISTRY_SEARCH_DEBOUNCE_MS,
  REGISTRY_SEARCH_MIN_LENGTH,
  type Registry,
  type RegistryMatch,
} from "./registry-search";

export type RegistrySearchState = SearchState<RegistryMatch>;

/** One stable search function per registry, so the hook starts a request only when the query changes. */
const SEARCHES: Record<Registry, (query: string, signal: AbortSignal) => Promise<RegistryMatch[] | null>> = {
  carrier: async (q, signal) =>
    (await browserApi().GET("/api/fmcsa-carriers/search", { params: { query: { q } }, signal })).data ?? null,
  broker: async (q, signal) =>
    (await browserApi().GET("/api/fmcsa-brokers/search", { params: { query: { q } }, signal })).data ?? null,
};

/** Searches the FMCSA registry for `query` 300 ms after it last changed, from 2 characters on. */
export function useRegistrySearch(registry: Registry, query: string, enabled: boolean): RegistrySearchState {
  return useDebouncedSearch(query, {
    enabled,
    minLength: REGISTRY_SEARCH_MIN_LENGTH,
    delayMs: REGISTRY_SEARCH_DEBOUNCE_MS,
    search: SEARCHES[registry],
    label: "FMCSA search",
  });
}
