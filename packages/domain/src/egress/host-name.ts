// The host-name rules of the egress policy: names that cannot be a partner's public endpoint.
import ipaddr from "ipaddr.js";
import { isInternalAddress } from "./address-ranges";
import type { EgressRefusal } from "./messages";

/**
 * Names for one machine or one private network, never on the public DNS: localhost (RFC 6761),
 * .local (mDNS, RFC 6762), .home.arpa (RFC 8375), .internal (ICANN's private-use name, 2024) and
 * .localdomain (the usual /etc/hosts alias).
 */
const LOCAL_SUFFIXES = ["localhost", "local", "localdomain", "internal", "home.arpa"];

/**
 * Public services that answer any name under them with the address written in it (127.0.0.1.nip.io,
 * 10-0-0-1.sslip.io, 7f000001.nip.io, --1.sslip.io): a name under them points wherever its author
 * likes, and DNS rebinding services (1u.ms, rbndr.us) change their answer between calls.
 */
const WILDCARD_DNS_DOMAINS = [
  "nip.io",
  "sslip.io",
  "xip.io",
  "traefik.me",
  "localtest.me",
  "lvh.me",
  "vcap.me",
  "localho.st",
  "1u.ms",
  "rbndr.us",
];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const DASHED_IPV4 = /(?:^|[^0-9])(\d{1,3})-(\d{1,3})-(\d{1,3})-(\d{1,3})(?:$|[^0-9])/;

const within = (name: string, domain: string) => name === domain || name.endsWith(`.${domain}`);

/** IPv4 addresses written into the name: four dotted labels in a row, or a dashed a-b-c-d. */
function embeddedAddresses(labels: string[]): string[] {
  const found: string[] = [];
  for (let index = 0; index + 4 <= labels.length; index += 1) {
    const dotted = labels.slice(index, index + 4).join(".");
    if (ipaddr.IPv4.isValidFourPartDecimal(dotted)) found.push(dotted);
  }
  for (const label of labels) {
    const dashed = DASHED_IPV4.exec(label);
    if (dashed) found.push(dashed.slice(1, 5).join("."));
  }
  return found;
}

/**
 * Why a host name (lower case, as the URL parser leaves it; IP literals are judged before) cannot
 * be called, or null when it may be, subject to what it resolves to.
 */
export function refuseHostName(host: string): EgressRefusal | null {
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  if (LOCAL_SUFFIXES.some((suffix) => within(name, suffix))) return "localName";
  if (host !== name) return "trailingDot";
  const labels = name.split(".");
  // What a name points at comes before its spelling: "--1.sslip.io" is refused as a wildcard name.
  if (embeddedAddresses(labels).some(isInternalAddress)) return "embeddedAddress";
  if (WILDCARD_DNS_DOMAINS.some((domain) => within(name, domain))) return "wildcardDns";
  if (name.length > 253 || !labels.every((label) => LABEL.test(label))) return "hostSyntax";
  if (labels.length < 2) return "singleLabel";
  return null;
}
