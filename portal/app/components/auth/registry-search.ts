import type { CompanyKind } from "@truerate/domain/enums";
import type { components } from "@truerate/sdk";

/**
 * The FMCSA company search of the registration form (docs/product.md#accounts-validation-rules, #accounts-calls and #accounts-error-catalogue): carriers search the
 * carrier registry and brokers the broker registry, from 2 characters, 300 ms after the last key.
 */
export type Registry = CompanyKind;

export const REGISTRY_SEARCH_MIN_LENGTH = 2;
export const REGISTRY_SEARCH_DEBOUNCE_MS = 300;

/** One entry of the FMCSA broker or carrier search (the list shows the fields both share). */
export type RegistryMatch = components["schemas"]["FmcsaBrokerSearchResult"];

export function noMatchesMessage(registry: Registry, query: string): string {
  return `No FMCSA ${registry}s found matching "${query}"`;
}

/** The two wordings of docs/product.md#accounts-error-catalogue, as they are. */
export function searchFailedMessage(registry: Registry): string {
  return registry === "broker" ? "Failed to search brokers" : "Failed to search carriers. Please try again.";
}

export function shouldSearch(query: string): boolean {
  return query.trim().length >= REGISTRY_SEARCH_MIN_LENGTH;
}

/** One line under the company name in the list: "MC123456 · DOT 1234567 · Chicago, IL". */
export function describeMatch(match: RegistryMatch): string {
  const place = [match.city, match.state].filter(Boolean).join(", ");
  return [match.mcNumber, `DOT ${match.dotNumber}`, place].filter(Boolean).join(" · ");
}
