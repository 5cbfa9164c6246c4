// Reading a DNS-over-HTTPS answer in the JSON format (application/dns-json, as Cloudflare's and
// Google's resolvers serve it): `Status` is the DNS RCODE, `Answer` the records with their `type`.

/** RR types the egress check asks for: A and AAAA. CNAMEs in the answer are followed by the resolver. */
export const DNS_TYPES = { A: 1, AAAA: 28 } as const;
export type DnsType = keyof typeof DNS_TYPES;

const NOERROR = 0;
const NXDOMAIN = 3;

export type DnsJsonAnswer = { status: "ok"; addresses: string[] } | { status: "nxdomain" } | { status: "error" };

/** The addresses of one type in a dns-json body; an unreadable body or an RCODE but these is an error. */
export function readDnsJson(body: unknown, type: DnsType): DnsJsonAnswer {
  if (typeof body !== "object" || body === null) return { status: "error" };
  const { Status, Answer } = body as { Status?: unknown; Answer?: unknown };
  if (Status === NXDOMAIN) return { status: "nxdomain" };
  if (Status !== NOERROR) return { status: "error" };
  const records = Array.isArray(Answer) ? Answer : [];
  const addresses = records
    .filter((record): record is { type: number; data: string } => {
      const candidate = record as { type?: unknown; data?: unknown };
      return candidate?.type === DNS_TYPES[type] && typeof candidate.data === "string";
    })
    .map((record) => record.data);
  return { status: "ok", addresses };
}
