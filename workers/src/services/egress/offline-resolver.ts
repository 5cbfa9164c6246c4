import type { HostResolver, Resolution } from "@truerate/domain/egress/host-resolver";

/**
 * The stand-in used locally and in tests, where there is no internet: it resolves only the names
 * of its table (lower case, as URLs spell hosts) and answers "unchecked" for every other name.
 * An unchecked name is allowed — nothing external can be reached from here anyway, and the name
 * rules have already refused the internal spellings — so a developer can register
 * https://hooks.example.com without a network. Tests pass a table to see internal answers refused.
 */
export function offlineResolver(table: Readonly<Record<string, readonly string[]>> = {}): HostResolver {
  return {
    async resolve(host: string): Promise<Resolution> {
      const addresses = table[host];
      if (addresses === undefined) return { kind: "unchecked" };
      return addresses.length > 0 ? { kind: "addresses", addresses: [...addresses] } : { kind: "none" };
    },
  };
}
