// Which IP addresses the product may call: public unicast only. ipaddr.js knows the special ranges
// (RFC 6890 and successors) and every IPv4 notation (dotted, decimal, hex, octal, short forms).
import ipaddr from "ipaddr.js";

/** What an address turned out to be: its canonical text, its range (ipaddr.js's name), whether public. */
export interface AddressJudgement {
  address: string;
  range: string;
  public: boolean;
}

/**
 * IPv6 is public only inside 2000::/3 (global unicast) and outside every special range there
 * (6to4, Teredo, documentation, ORCHID…). Everything else — including the IPv4-compatible ::/96
 * that ipaddr.js calls "unicast", NAT64 and IPv4-translated forms — is refused, since each can carry
 * an internal IPv4 address inside it.
 */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");

/** The judgement of any IP notation, or null when the text is not an IP address at all. */
export function judgeAddress(text: string): AddressJudgement | null {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
  const address = ipaddr.process(bare);
  const range = address.range();
  if (address.kind() === "ipv4") return { address: address.toString(), range, public: range === "unicast" };
  const inGlobalUnicast = address.match(GLOBAL_UNICAST);
  return {
    address: address.toString(),
    range: inGlobalUnicast || range !== "unicast" ? range : "outsideGlobalUnicast",
    public: inGlobalUnicast && range === "unicast",
  };
}

/** Whether the text is an IP address whose range is not public (loopback, private, metadata…). */
export function isInternalAddress(text: string): boolean {
  const judgement = judgeAddress(text);
  return judgement !== null && !judgement.public;
}
