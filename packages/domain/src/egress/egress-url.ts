// The one egress policy: whether the product may call a URL (webhook endpoints now, any outbound
// call later). OWASP ASVS 5.0 V12 and the OWASP SSRF prevention cheat sheet: https only, a host
// name (never an IP literal), nothing that names this machine or a private network, a port rule,
// and — after this check — every address the name resolves to public (resolution.ts).
import { judgeAddress } from "./address-ranges";
import { refuseHostName } from "./host-name";
import { EGRESS_MESSAGES, type EgressRefusal } from "./messages";
import { portAllowed } from "./port-policy";

export type EgressVerdict =
  | {
      allowed: true;
      url: URL;
      /**
       * The host name to resolve before each call; null for the development exception (plain
       * http to this machine), which names no host to look up.
       */
      resolveHost: string | null;
    }
  | { allowed: false; reason: EgressRefusal; message: string };

export interface EgressOptions {
  /** Production allows https to public hosts only; elsewhere plain http to this machine too. */
  production: boolean;
}

/** This machine, as the development exception names it (the URL parser's spelling of each). */
const THIS_MACHINE = new Set(["127.0.0.1", "localhost", "[::1]"]);

const refuse = (reason: EgressRefusal): EgressVerdict => ({ allowed: false, reason, message: EGRESS_MESSAGES[reason] });

/**
 * Judges a URL before any network access. The development exception is exactly the documented one:
 * plain http (any port) to 127.0.0.1, localhost or [::1] outside production, so a developer can
 * receive webhooks on this machine; https to those hosts is refused like any IP literal, in every
 * environment, so the exception never widens to what production would refuse.
 */
export function judgeEgressUrl(text: string, options: EgressOptions): EgressVerdict {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url) return refuse("invalid");
  if (url.username || url.password) return refuse("credentials");
  if (url.protocol === "http:" && !options.production && THIS_MACHINE.has(url.hostname)) {
    return { allowed: true, url, resolveHost: null };
  }
  if (url.protocol !== "https:") return refuse("scheme");
  // The URL parser already turned decimal, hex, octal and short IPv4 forms into dotted ones (and
  // dropped a trailing dot after them); judgeAddress reads every notation again, to be sure.
  if (url.hostname.startsWith("[") || judgeAddress(url.hostname) !== null) return refuse("ipLiteral");
  const hostRefusal = refuseHostName(url.hostname);
  if (hostRefusal) return refuse(hostRefusal);
  if (!portAllowed(url.port === "" ? null : Number(url.port))) return refuse("port");
  return { allowed: true, url, resolveHost: url.hostname };
}
