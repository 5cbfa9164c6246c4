// How a read value is compared with the fact: strings case-, space- and punctuation-insensitively
// (company suffixes such as LLC or Inc. ignored in names), money within half a cent, dates and
// states exactly, clause sentences by the words they share.

const COMPANY_SUFFIXES = new Set([
  "llc",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "ltd",
  "lp",
  "llp",
]);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Letters and digits only, lower case. */
export const looseText = (text: string) => words(text).join("");

export function companyName(text: string): string {
  const parts = words(text);
  while (parts.length > 1 && COMPANY_SUFFIXES.has(parts.at(-1) as string)) parts.pop();
  return parts.join("");
}

export const sameText = (fact: string, read: string) => looseText(fact) === looseText(read);
export const sameCompany = (fact: string, read: string) => companyName(fact) === companyName(read);
export const sameMoney = (fact: number, read: number) => Math.abs(fact - read) <= 0.005 + 1e-9;
export const sameExact = (fact: string, read: string) => fact === read;

/** The same amounts, each used once (the names of accessorials vary too much to compare). */
export function sameAmounts(fact: readonly number[], read: readonly number[]): boolean {
  if (fact.length !== read.length) return false;
  const left = [...fact].sort((a, b) => a - b);
  const right = [...read].sort((a, b) => a - b);
  return left.every((amount, index) => sameMoney(amount, right[index] as number));
}

const MIN_SHARED_WORDS = 4;
const MIN_OVERLAP = 0.6;

/**
 * Whether two sentences are substantially the same: they share at least 60% of the shorter one's
 * distinct words (and at least four), so a reading that trims, caps or joins a sentence still matches.
 */
export function sentencesOverlap(a: string, b: string): boolean {
  const left = new Set(words(a));
  const right = new Set(words(b));
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  const shorter = Math.min(left.size, right.size);
  return shorter > 0 && shared >= Math.min(MIN_SHARED_WORDS, shorter) && shared / shorter >= MIN_OVERLAP;
}
