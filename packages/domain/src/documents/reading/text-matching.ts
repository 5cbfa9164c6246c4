/**
 * Whether a document's text states a load's number, its rate and its broker's name. Matching is
 * literal and forgiving only about formatting (case, spacing, separators, money notation,
 * company suffixes); it does not understand the document, so it can be fooled by a document
 * that merely contains these strings, and it misses them when the text extraction could not read them.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SEPARATORS = "[\\s\\-_/.#:]*";

/** "TR-4242" matches "tr 4242" or "TR4242", but not inside "XTR-42421". */
export function statesLoadNumber(text: string, loadNumber: string): boolean {
  const parts = loadNumber
    .trim()
    .split(/[\s\-_/.#:]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  if (parts.length === 0) return false;
  return new RegExp(`(?<![A-Za-z0-9])${parts.join(SEPARATORS)}(?![A-Za-z0-9])`, "i").test(text);
}

const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g;
const RATE_WORDS = /\b(rate|total|amount|pay|payment|linehaul|line haul|flat|agreed|freight charges?)\b/i;

/**
 * The amounts written as money: with a currency sign ($, USD), with cents, or shortly after a word
 * like "rate" or "total". Bare numbers elsewhere (weights, miles, phone numbers) are ignored.
 */
export function moneyAmountsInCents(text: string): number[] {
  const amounts: number[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const start = match.index;
    const end = start + match[0].length;
    if (/[A-Za-z0-9.,-]/.test(text[start - 1] ?? "") || /[0-9]/.test(text[end] ?? "")) continue;
    if (text[end] === "," && /[0-9]/.test(text[end + 1] ?? "")) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const hasCurrency = /(\$|\bUSD)\s*$/i.test(before);
    const hasCents = match[2] !== undefined;
    if (!hasCurrency && !hasCents && !RATE_WORDS.test(before)) continue;
    const dollars = Number((match[1] ?? "").replaceAll(",", ""));
    amounts.push(dollars * 100 + Number((match[2] ?? "0").padEnd(2, "0")));
  }
  return amounts;
}

export function statesRate(text: string, rateCents: number): boolean {
  return moneyAmountsInCents(text).includes(rateCents);
}

const COMPANY_SUFFIXES = new Set([
  "inc",
  "incorporated",
  "llc",
  "corp",
  "corporation",
  "co",
  "company",
  "ltd",
  "limited",
  "lp",
  "llp",
]);

/**
 * Lower-case words without accents or punctuation, "&" as "and", and runs of single letters joined
 * ("L.L.C." reads as "llc", "J B Hunt" as "jb hunt", on both sides of a comparison).
 */
function comparableWords(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined: string[] = [];
  let previousWasLetter = false;
  for (const word of words) {
    const isLetter = /^[a-z]$/.test(word);
    if (isLetter && previousWasLetter) joined[joined.length - 1] += word;
    else joined.push(word);
    previousWasLetter = isLetter;
  }
  return joined;
}

/** The comparable form of a company name, without a trailing company suffix. */
export function normalizeCompanyName(name: string): string {
  const words = comparableWords(name);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1] ?? "")) words.pop();
  return words.join(" ");
}

/** "Acme Freight, LLC" is stated by "ACME FREIGHT LLC" or "Acme Freight Inc." but not by "Acme Freightways". */
export function statesBrokerName(text: string, brokerName: string): boolean {
  const name = normalizeCompanyName(brokerName);
  return name !== "" && ` ${comparableWords(text).join(" ")} `.includes(` ${name} `);
}

/** "Acme Freight, LLC" and "ACME FREIGHT INC." are one company; "Acme Freightways" is not. */
export function sameCompany(read: string, expected: string): boolean {
  const a = normalizeCompanyName(read);
  const b = normalizeCompanyName(expected);
  if (a === "" || b === "") return false;
  return a === b || ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}
