// E-mail domains as the contact and history checks compare them: a company is its registrable domain
// (mail.acme.com is acme.com), and a look-alike is a domain made to be read as a known one.
import {
  FREE_MAIL_DOMAINS,
  HOMOGLYPHS,
  LOOKALIKE_MIN_LENGTH,
  LOOKALIKE_TWO_EDITS_LENGTH,
  MULTI_LABEL_SUFFIXES,
} from "./thresholds";

/** The domain of an address, lower-case, or null when it is not shaped like one. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf("@") ?? -1;
  if (!email || at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** The part of a domain one company holds: "mail.ops.acme.com" → "acme.com", "x.acme.co.uk" → "acme.co.uk". */
export function registrableDomain(domain: string): string {
  const labels = domain.toLowerCase().split(".");
  const lastTwo = labels.slice(-2).join(".");
  return labels.slice(MULTI_LABEL_SUFFIXES.has(lastTwo) ? -3 : -2).join(".");
}

/** A free mailbox provider's domain says nothing about the company that uses it. */
export const isFreeMail = (domain: string) => FREE_MAIL_DOMAINS.has(registrableDomain(domain));

/** One company's domain: the same registrable domain, whatever the subdomain. */
export const sameRegistrable = (a: string, b: string) => registrableDomain(a) === registrableDomain(b);

/** "acme.co.uk" → { name: "acme", suffix: "co.uk" }. */
function nameAndSuffix(domain: string): { name: string; suffix: string } {
  const registrable = registrableDomain(domain);
  const dot = registrable.indexOf(".");
  return { name: registrable.slice(0, dot), suffix: registrable.slice(dot + 1) };
}

/** How a name reads on screen: each homoglyph as the letter it imitates, hyphens dropped. */
function skeleton(name: string): string {
  let text = name.replaceAll("-", "");
  for (const [glyph, letter] of HOMOGLYPHS) text = text.replaceAll(glyph, letter);
  return text;
}

/** Edits (insert, delete, substitute, swap of neighbours) from one string to the other (optimal string alignment). */
export function damerauDistance(a: string, b: string): number {
  const width = b.length + 1;
  // One flat table of (a.length + 1) × (b.length + 1) cells: cell (i, j) is the distance of a[0..i) to b[0..j).
  const cells = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => cells[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) cells[i * width] = i;
  for (let j = 0; j <= b.length; j++) cells[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      cells[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

export type LookalikeReason = "homoglyph" | "top_level_domain" | "edit_distance";

/** How many edits a name of this length may be from a known one and still be made to pass for it. */
function allowedEdits(length: number): number {
  if (length < LOOKALIKE_MIN_LENGTH) return 0;
  return length < LOOKALIKE_TWO_EDITS_LENGTH ? 1 : 2;
}

/**
 * Why `domain` reads as `known` without being it, or null. The same registrable domain (a subdomain)
 * is not a look-alike; that the two belong to one company is for the caller to know.
 */
export function lookalikeReason(domain: string, known: string): LookalikeReason | null {
  if (sameRegistrable(domain, known)) return null;
  const candidate = nameAndSuffix(domain);
  const target = nameAndSuffix(known);
  if (candidate.name === target.name) return "top_level_domain";
  if (skeleton(candidate.name) === skeleton(target.name)) return "homoglyph";
  const edits = damerauDistance(candidate.name, target.name);
  return edits <= allowedEdits(target.name.length) ? "edit_distance" : null;
}

export const LOOKALIKE_WORDS: Record<LookalikeReason, string> = {
  homoglyph: "letters that read alike",
  top_level_domain: "the same name under another top-level domain",
  edit_distance: "one or two letters changed, added, dropped or swapped",
};
