/**
 * The FMCSA company search of the registration form (the accounts spec's validation rules, calls and error catalogue): carriers search the
 * carrier registry and brokers the broker registry, from 2 characters, 300 ms after the last key.
 */
export type Registry = "carrier" | "broker";

export const REGISTRY_SEARCH_MIN_LENGTH = 2;
export const REGISTRY_SEARCH_DEBOUNCE_MS = 300;

export interface RegistryMatch {
  id: string;
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  city: string | null;
  state: string | null;
  status: string | null;
}

export function registrySearchPath(registry: Registry, query: string): string {
  return `/api/fmcsa-${registry}s/search?${new URLSearchParams({ q: query })}`;
}

export function noMatchesMessage(registry: Registry, query: string): string {
  return `No FMCSA ${registry}s found matching "${query}"`;
}

/** The two wordings of the accounts spec's error catalogue, as they are. */
export function searchFailedMessage(registry: Registry): string {
  return registry === "broker" ? "Failed to search brokers" : "Failed to search carriers. Please try again.";
}

export function shouldSearch(query: string): boolean {
  return query.trim().length >= REGISTRY_SEARCH_MIN_LENGTH;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The search answer, read defensively: entries without a name, MC and DOT number are skipped. */
export function parseRegistryMatches(body: unknown): RegistryMatch[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const record = item as Record<string, unknown>;
    const companyName = text(record.companyName);
    const mcNumber = text(record.mcNumber);
    const dotNumber = text(record.dotNumber);
    if (!companyName || !mcNumber || !dotNumber) return [];
    return [
      {
        id: text(record.id) ?? `${mcNumber}-${dotNumber}`,
        companyName,
        mcNumber,
        dotNumber,
        city: text(record.city),
        state: text(record.state),
        status: text(record.status),
      },
    ];
  });
}

/** One line under the company name in the list: "MC123456 · DOT 1234567 · Chicago, IL". */
export function describeMatch(match: RegistryMatch): string {
  const place = [match.city, match.state].filter(Boolean).join(", ");
  return [match.mcNumber, `DOT ${match.dotNumber}`, place].filter(Boolean).join(" · ");
}
