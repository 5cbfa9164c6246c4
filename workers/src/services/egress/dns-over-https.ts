import { type DnsType, readDnsJson } from "@truerate/domain/egress/dns-json";
import type { HostResolver, Resolution } from "@truerate/domain/egress/host-resolver";

/** Cloudflare's public resolver over HTTPS: a worker has no socket-level DNS, but it can fetch. */
export const DNS_OVER_HTTPS_ENDPOINT = "https://cloudflare-dns.com/dns-query";

/** A slow resolver must not hold a registration or a delivery: past this, nothing is known. */
const TIMEOUT_MS = 5_000;

type Fetch = (request: Request) => Promise<Response>;

async function ask(fetch: Fetch, endpoint: string, host: string, type: DnsType) {
  const url = new URL(endpoint);
  url.searchParams.set("name", host);
  url.searchParams.set("type", type);
  const response = await fetch(
    new Request(url, {
      headers: { accept: "application/dns-json" },
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  if (!response.ok) {
    await response.body?.cancel();
    return { status: "error" as const };
  }
  return readDnsJson(await response.json().catch(() => null), type);
}

/**
 * Production's resolver: A and AAAA asked at once, both answers kept (every address is judged).
 * NXDOMAIN on both, or no record of either type, is "none"; any failure is "unavailable".
 */
export function dnsOverHttpsResolver(fetch: Fetch, endpoint = DNS_OVER_HTTPS_ENDPOINT): HostResolver {
  return {
    async resolve(host: string): Promise<Resolution> {
      try {
        const answers = await Promise.all([ask(fetch, endpoint, host, "A"), ask(fetch, endpoint, host, "AAAA")]);
        if (answers.some((answer) => answer.status === "error")) {
          return { kind: "unavailable", detail: "the resolver did not answer" };
        }
        const addresses = answers.flatMap((answer) => (answer.status === "ok" ? answer.addresses : []));
        return addresses.length > 0 ? { kind: "addresses", addresses } : { kind: "none" };
      } catch (error) {
        return { kind: "unavailable", detail: error instanceof Error ? error.name : "request failed" };
      }
    },
  };
}
