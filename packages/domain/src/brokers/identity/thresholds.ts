// The numbers and lists the identity checks decide by (docs/broker-identity.md), in one place.
import { PERSONAL_MAIL_DOMAINS } from "../../reports/attribution";

/**
 * Free mailbox providers: an address there says nothing about the company behind it. The list report
 * attribution keys brokers by, so a provider added there is free mail here too.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = PERSONAL_MAIL_DOMAINS;

/** A broker authority younger than this fails, unless the brokerage is registered on TrueRate. */
export const AUTHORITY_FAIL_DAYS = 30;
/** A broker authority younger than this (about six months) is a warning. */
export const AUTHORITY_WARN_DAYS = 182;

/** How far back the history check reads the reports that named an MC. */
export const HISTORY_WINDOW_DAYS = 90;
/** "Several": this many unrelated e-mail domains, or brokerage names, for one MC is a warning. */
export const HISTORY_SEVERAL = 3;

/**
 * Look-alike edit distance by the length of the domain's name (the part before its top-level domain):
 * a short name is one or two letters away from many honest companies' names, so it is judged only by
 * homoglyphs and top-level domains; longer names allow one, then two, edits.
 */
export const LOOKALIKE_MIN_LENGTH = 5;
export const LOOKALIKE_TWO_EDITS_LENGTH = 9;

/**
 * Letters (or pairs) that read as another on screen, mapped to the one they imitate. A domain and a
 * known domain that read the same after this map are look-alikes.
 */
export const HOMOGLYPHS: readonly (readonly [string, string])[] = [
  ["rn", "m"],
  ["vv", "w"],
  ["cl", "d"],
  ["0", "o"],
  ["1", "l"],
  ["i", "l"],
  ["|", "l"],
  ["5", "s"],
  ["3", "e"],
  ["@", "a"],
];

/** Second-level suffixes under which a company's domain is three labels long (acme.co.uk). */
export const MULTI_LABEL_SUFFIXES: ReadonlySet<string> = new Set([
  "co.uk",
  "com.au",
  "com.mx",
  "co.nz",
  "com.br",
  "co.za",
  "co.in",
  "com.cn",
]);
