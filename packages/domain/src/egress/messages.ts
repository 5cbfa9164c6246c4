// Why the product refuses to call a URL, in the words a partner sees next to the field.

export const EGRESS_MESSAGES = {
  invalid: "The endpoint URL is not a valid URL",
  scheme: "The endpoint URL must be https (http only to this machine in development)",
  credentials: "The endpoint URL must not contain a user name or password",
  ipLiteral: "The endpoint URL must name its host, not an IP address",
  localName:
    "The endpoint URL must name a public host: localhost and .local, .localhost, .localdomain, .internal or .home.arpa names are not reachable from TrueRate",
  trailingDot: "The endpoint URL's host name must not end with a dot",
  hostSyntax: "The endpoint URL's host name is not valid: use letters, digits and hyphens in dot-separated labels",
  singleLabel: "The endpoint URL must name a full host name, such as hooks.example.com",
  embeddedAddress:
    "The endpoint URL's host name embeds an internal IP address (such as 127.0.0.1.nip.io); use a public host name of your own",
  wildcardDns:
    "The endpoint URL uses a wildcard DNS service (such as nip.io or sslip.io) that can point anywhere; use a public host name of your own",
  port: "The endpoint URL must use port 443, or a port from 1024 to 65535 that is not a database or cluster port",
  resolvesInternal:
    "The endpoint URL's host name resolves to a private or reserved address; TrueRate only calls public addresses",
  doesNotResolve: "The endpoint URL's host name does not resolve to any address",
  resolverUnavailable: "The endpoint URL's host name could not be checked just now; try again in a minute",
} as const;

export type EgressRefusal = keyof typeof EGRESS_MESSAGES;
