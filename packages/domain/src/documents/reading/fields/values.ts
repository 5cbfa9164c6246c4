/**
 * The value formats a document prints: money, dates, MC numbers and load numbers. Each parser looks
 * at the start of a short piece of text (what follows a label) and says what it read and how much
 * of the text it used, or null. The patterns are linear (no nested quantifiers) since the text is untrusted.
 */

export interface Parsed<Value> {
  value: Value;
  /** The text the value was read from. */
  quote: string;
  /** Whether the text carried the value's usual marks ($ or cents for money), which raises confidence. */
  strong: boolean;
}

/** OCR reads digits as letters; inside something that is mostly digits, read them back. */
export function ocrDigits(text: string): string {
  return text.replace(
    /[OoQDlI|SB]/g,
    (ch) => ({ O: "0", o: "0", Q: "0", D: "0", l: "1", I: "1", "|": "1", S: "5", B: "8" })[ch] ?? ch,
  );
}

const MONEY_LEAD = /^[^\dA-Za-z$]{0,3}(?:(\$|USD|US\$)\s{0,2}\$?\s{0,2})?(?=\d)/i;
const AMOUNT = /^(\d{1,3}(?:[,. ]\d{3})+|\d{1,9})(?:[.,](\d{2}))?/;
const NOT_MONEY_AFTER =
  /^\s*(?:lbs?\b|pounds|kgs?\b|mi\b|miles|pcs|pieces|pallets|plts|cases|cartons|%|ft\b|'|[.,]?\d|[-/)]\s*\d)/i;
const OCR_IN_NUMBER = /(?<=[\d,.])[OoQDlI|](?=[\d,.OoQDlI|]|\s|$)/g;

/** "$2,450.00", "USD 2450", "2,450.00", "$2 450.00" or OCR's "$2,45O.0O"; not a weight, a percentage or a phone number. */
export function parseMoney(text: string, requireMarks = false): Parsed<number> | null {
  const lead = MONEY_LEAD.exec(text);
  if (!lead) return null;
  const window = text.slice(lead[0].length, lead[0].length + 24);
  const fixed = fixDigits(window);
  const match = AMOUNT.exec(fixed);
  if (!match) return null;
  if (NOT_MONEY_AFTER.test(fixed.slice(match[0].length))) return null;
  const whole = (match[1] ?? "").replace(/[,. ]/g, "");
  const cents = match[2];
  const strong = lead[1] !== undefined || cents !== undefined;
  if (requireMarks && !strong) return null;
  const value = Number(whole) + (cents ? Number(cents) / 100 : 0);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000_000) return null;
  const quote = text.slice(0, lead[0].length + match[0].length).replace(/^[^\dA-Za-z$]+/, "");
  return { value, quote, strong };
}

/** Letters OCR put among digits ("2,45O.0O"), read back as digits; twice, for runs of them. */
function fixDigits(window: string): string {
  const once = window.replace(OCR_IN_NUMBER, (ch) => ocrDigits(ch));
  return once.replace(OCR_IN_NUMBER, (ch) => ocrDigits(ch));
}

/** Every money amount written with its marks ($ or cents) in a longer text, with its offset. */
export function moneyInText(text: string): { parsed: Parsed<number>; index: number }[] {
  const found: { parsed: Parsed<number>; index: number }[] = [];
  const re = /(?:\$|USD|US\$)\s{0,2}\d|(?<![\d.,/-])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d%])/gi;
  let match = re.exec(text);
  while (match !== null && found.length < 200) {
    if (/\d/.test(text[match.index - 1] ?? "")) {
      match = re.exec(text);
      continue;
    }
    const parsed = parseMoney(text.slice(match.index, match.index + 30), true);
    if (parsed) found.push({ parsed, index: match.index });
    match = re.exec(text);
  }
  return found;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\\.?";
const DATE_PATTERNS: { re: RegExp; order: "mdy" | "ymd" | "dmy" | "Mdy" | "dMy" }[] = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, order: "ymd" },
  { re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/, order: "mdy" },
  { re: new RegExp(`\\b${MONTH_WORD}\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?,?\\s{1,3}(\\d{4})\\b`, "i"), order: "Mdy" },
  { re: new RegExp(`\\b(\\d{1,2})[\\s-]{1,3}${MONTH_WORD}[\\s,-]{1,3}(\\d{4})\\b`, "i"), order: "dMy" },
];

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The first date in the text, as YYYY-MM-DD: 11/20/2026, 11/20/26, Nov 20, 2026, 2026-11-20, 20-Nov-2026, Friday, November 20, 2026. */
export function findDate(text: string): (Parsed<string> & { index: number }) | null {
  let best: (Parsed<string> & { index: number }) | null = null;
  for (const { re, order } of DATE_PATTERNS) {
    const match = re.exec(text);
    if (!match || (best && best.index <= match.index)) continue;
    const [a, b, c] = [match[1] ?? "", match[2] ?? "", match[3] ?? ""];
    let value: string | null = null;
    if (order === "ymd") value = isoDate(Number(a), Number(b), Number(c));
    if (order === "mdy") value = isoDate(c.length === 2 ? 2000 + Number(c) : Number(c), Number(a), Number(b));
    if (order === "Mdy") value = isoDate(Number(c), MONTHS.indexOf(a.toLowerCase()) + 1, Number(b));
    if (order === "dMy") value = isoDate(Number(c), MONTHS.indexOf(b.toLowerCase()) + 1, Number(a));
    if (!value) continue;
    const weekday = /(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s{1,3}$/i.exec(
      text.slice(Math.max(0, match.index - 12), match.index),
    );
    const index = weekday ? match.index - weekday[0].length : match.index;
    best = { value, quote: text.slice(index, match.index + match[0].length), strong: true, index };
  }
  return best;
}

const MC =
  /\b(?:docket\s{0,2}(?:no\.?|number|#)?\s{0,2})?M\s?C\s{0,2}(?:#|no\.?|number|num)?\s{0,2}[:#-]?\s{0,2}([\dOolI]{4,8})(?![\d])/i;

/** Every MC number in a longer text, with its offset, at most `limit`. */
export function mcsInText(text: string, limit = 20): (Parsed<string> & { index: number })[] {
  const re = new RegExp(MC.source, "gi");
  const found: (Parsed<string> & { index: number })[] = [];
  for (let match = re.exec(text); match !== null && found.length < limit; match = re.exec(text)) {
    const digits = ocrDigits(match[1] ?? "");
    if (/^\d{4,8}$/.test(digits))
      found.push({ value: `MC${digits}`, quote: match[0].trim(), strong: true, index: match.index });
  }
  return found;
}

/** "MC# 123456", "MC-123456", "Docket No. MC 123456", "MC Number: 123456", "MC#123456" as "MC123456". */
export function findMc(text: string): (Parsed<string> & { index: number }) | null {
  const match = MC.exec(text);
  if (!match) return null;
  const digits = ocrDigits(match[1] ?? "");
  if (!/^\d{4,8}$/.test(digits)) return null;
  return { value: `MC${digits}`, quote: match[0].trim(), strong: true, index: match.index };
}

/** A bare docket number after an "MC" label printed in its own cell. */
export function parseBareMc(text: string): Parsed<string> | null {
  const match = /^[\s:#-]{0,3}([\dOolI]{5,8})\b/.exec(text);
  if (!match) return null;
  const digits = ocrDigits(match[1] ?? "");
  return /^\d{5,8}$/.test(digits) ? { value: `MC${digits}`, quote: (match[1] ?? "").trim(), strong: false } : null;
}

const LOAD_TOKEN = /^[\s:#.\-–—]{0,4}([A-Z0-9][A-Z0-9-]{2,24})/i;

/** A load number: one token with digits, not a date, a phone number, a ZIP code or an amount. */
export function parseLoadNumber(text: string): Parsed<string> | null {
  const match = LOAD_TOKEN.exec(text);
  if (!match) return null;
  const token = (match[1] ?? "").replace(/-+$/, "");
  if (!/\d/.test(token) || token.length < 3 || token.length > 25) return null;
  if (/^\d{1,2}-\d{1,2}-\d{2,4}$|^\d{4}-\d{2}-\d{2}$|^\d{3}-\d{3}-\d{4}$/.test(token)) return null;
  const rest = text.slice((match.index ?? 0) + match[0].length);
  if (/^[/.,]\d/.test(rest) || /^ ?(?:lbs?|miles|mi)\b/i.test(rest)) return null;
  return { value: token, quote: token, strong: /[A-Z]/i.test(token) || token.length >= 5 };
}
