import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeEgressUrl } from "./egress-url";
import { EGRESS_MESSAGES, type EgressRefusal } from "./messages";

const production = { production: true };
const development = { production: false };

const reasonOf = (url: string, options = production) => {
  const verdict = judgeEgressUrl(url, options);
  return verdict.allowed ? "allowed" : verdict.reason;
};

describe("the egress policy", () => {
  // Every URL the outside probe of issue 26 saw accepted, in production and in development.
  it.each<[string, EgressRefusal]>([
    ["https://127.0.0.1/", "ipLiteral"],
    ["https://10.0.0.1/", "ipLiteral"],
    ["https://[::1]/", "ipLiteral"],
    ["https://[fd00::1]/", "ipLiteral"],
    ["https://2130706433/", "ipLiteral"],
    ["https://169.254.169.254./", "ipLiteral"],
    ["https://localhost./", "localName"],
    ["https://127.0.0.1.nip.io/", "embeddedAddress"],
  ])("refuses %s (%s) in every environment", (url, reason) => {
    for (const options of [production, development]) {
      expect(judgeEgressUrl(url, options)).toEqual({ allowed: false, reason, message: EGRESS_MESSAGES[reason] });
    }
  });

  it.each<[string, EgressRefusal]>([
    ["https://0x7f.1/", "ipLiteral"],
    ["https://017700000001/", "ipLiteral"],
    ["https://0x7f000001/", "ipLiteral"],
    ["https://127.1/", "ipLiteral"],
    ["https://0/", "ipLiteral"],
    ["https://%31%32%37.0.0.1/", "ipLiteral"],
    ["https://１２７.０.０.１/", "ipLiteral"],
    ["https://[::ffff:127.0.0.1]/", "ipLiteral"],
    ["https://[::ffff:a9fe:a9fe]/", "ipLiteral"],
    ["https://[2606:4700::1111]/", "ipLiteral"],
    ["https://8.8.8.8/", "ipLiteral"],
    ["https://100.64.0.1/", "ipLiteral"],
    ["https://localhost/", "localName"],
    ["https://LOCALHOST/", "localName"],
    ["https://ⓛocalhost/", "localName"],
    ["https://api.localhost/", "localName"],
    ["https://printer.local/", "localName"],
    ["https://metadata.google.internal/", "localName"],
    ["https://router.home.arpa/", "localName"],
    ["https://box.localdomain/", "localName"],
    ["https://hooks.example.com./", "trailingDot"],
    ["https://intranet/", "singleLabel"],
    ["https://a..example.com/", "hostSyntax"],
    ["https://-bad.example.com/", "hostSyntax"],
    ["https://under_score.example.com/", "hostSyntax"],
    ["https://10.0.0.1.example.com/", "embeddedAddress"],
    ["https://app-169-254-169-254.sslip.io/", "embeddedAddress"],
    ["https://192-168-1-1.example.com/", "embeddedAddress"],
    ["https://7f000001.nip.io/", "wildcardDns"],
    ["https://--1.sslip.io/", "wildcardDns"],
    ["https://8.8.8.8.nip.io/", "wildcardDns"],
    ["https://rebind.1u.ms/", "wildcardDns"],
    ["https://hooks.example.com:22/", "port"],
    ["https://hooks.example.com:80/", "port"],
    ["https://hooks.example.com:6379/", "port"],
    ["https://hooks.example.com:5432/", "port"],
    ["https://user:pass@hooks.example.com/", "credentials"],
    ["http://hooks.example.com/", "scheme"],
    ["ftp://hooks.example.com/", "scheme"],
    ["not a url", "invalid"],
  ])("refuses %s (%s)", (url, reason) => {
    expect(reasonOf(url)).toBe(reason);
  });

  it.each([
    "https://hooks.example.com/truerate",
    "https://tms.example.com/hooks/truerate?tenant=4",
    "https://hooks.example.com:443/x",
    "https://hooks.example.com:8443/x",
    "https://xn--bcher-kva.example/hooks",
    "https://8.8.8.8.example.com/",
  ])("allows %s, to be resolved before each call", (url) => {
    const verdict = judgeEgressUrl(url, production);
    expect(verdict).toMatchObject({ allowed: true, resolveHost: new URL(url).hostname });
  });

  it("allows plain http to this machine outside production only, on any port, with nothing to resolve", () => {
    for (const url of ["http://127.0.0.1:9/hooks", "http://localhost:3000/", "http://[::1]:8080/"]) {
      expect(judgeEgressUrl(url, development)).toMatchObject({ allowed: true, resolveHost: null });
      expect(reasonOf(url, production)).toBe("scheme");
    }
    expect(reasonOf("http://127.0.0.2/", development)).toBe("scheme");
    expect(reasonOf("http://localhost./", development)).toBe("scheme");
    expect(reasonOf("https://127.0.0.1:9/", development)).toBe("ipLiteral");
  });
});

// Every notation of an IPv4 address the URL parser accepts, and every IPv6 form, is an IP literal.
const octets = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
const asNumber = ([a, b, c, d]: [number, number, number, number]) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
const part = (value: number, radix: "decimal" | "hex" | "octal") =>
  radix === "hex" ? `0x${value.toString(16)}` : radix === "octal" ? `0${value.toString(8)}` : String(value);
const radix = fc.constantFrom("decimal" as const, "hex" as const, "octal" as const);

const ipv4Notation = fc.oneof(
  fc.tuple(octets, radix).map(([value, base]) => value.map((octet) => part(octet, base)).join(".")),
  fc.tuple(octets, radix).map(([value, base]) => part(asNumber(value), base)),
  fc
    .tuple(octets, radix)
    .map(([[a, b, c, d], base]) => `${part(a, base)}.${part(b, base)}.${part((c << 8) | d, base)}`),
  fc.tuple(octets, radix).map(([[a, b, c, d], base]) => `${part(a, base)}.${part((b << 16) | (c << 8) | d, base)}`),
);
const trailingDot = fc.constantFrom("", ".");

describe("IP literals in any notation", () => {
  it("are refused whatever the notation, with or without a trailing dot", () => {
    fc.assert(
      fc.property(ipv4Notation, trailingDot, (host, dot) => {
        expect(reasonOf(`https://${host}${dot}/hooks`)).toBe("ipLiteral");
      }),
      { numRuns: 2000 },
    );
  });

  it("are refused in IPv6, IPv4-mapped IPv6 and IPv4-compatible forms", () => {
    const ipv6 = fc.oneof(
      fc.ipV6(),
      octets.map((value) => `::ffff:${value.join(".")}`),
      octets.map((value) => `::${value.join(".")}`),
      fc.constantFrom("::1", "::", "fd00::1", "fe80::1", "ff02::1", "64:ff9b::a00:1", "2002:a00:1::1"),
    );
    fc.assert(
      fc.property(ipv6, (host) => {
        expect(reasonOf(`https://[${host}]/hooks`)).toBe("ipLiteral");
      }),
      { numRuns: 2000 },
    );
  });

  it("embedded in a name under a wildcard DNS service are refused in dotted and dashed forms", () => {
    fc.assert(
      fc.property(octets, fc.constantFrom("nip.io", "sslip.io"), fc.boolean(), (value, service, dashed) => {
        const written = dashed ? value.join("-") : value.join(".");
        expect(["embeddedAddress", "wildcardDns"]).toContain(reasonOf(`https://${written}.${service}/`));
      }),
    );
  });
});
