/**
 * Payment terms: the value of a terms label ("Payment Terms", "Terms", "Pay Terms", "Payment"),
 * else a phrase in the text that states terms ("Net 30", "Quick Pay 2% / 5 days", "30 days from
 * receipt of POD").
 */
import type { ReadField } from "../types";
import { type Doc, findLabels, valueCandidates } from "./document";
import { flatTexts } from "./prose";

const LABEL = /^(?:payment\sterms|pay(?:ment)?\sterms|terms\sof\spayment|terms|payment)\b\s{0,2}[:#-]?/i;
const TERMS_WORDS =
  /\b(?:net\s?\d|quick\s?-?pay|days?\b|hours?\b|upon|receipt|standard\spay|due\son|cod\b|ach\b|factoring)/i;
const TERMS_START =
  /^(?:net|quick|standard|due|\d|cod\b|c\.o\.d|upon|payment\swithin|pay\s|paid\s|ach|check|factoring|same\sday|\w+\spay\b)/i;
const PHRASE =
  /\b(?:net\s?\d{1,3}(?:\sdays)?(?:\s(?:from|after|upon|of)\s[A-Za-z ]{3,30}?(?=[.;,\n]|$))?|quick\s?-?pay\s[^.;\n]{0,35}?(?:days?|hours?)\b|standard\spay\s\d{1,3}\sdays|\d{1,3}\sdays\s(?:from|after|upon)\s(?:receipt|delivery)[A-Za-z ]{0,30}?(?=[.;,\n]|$))/i;

/** The terms as printed, cut at the end of their sentence or cell. */
function clean(text: string): string | null {
  const value =
    text
      .split(/\s{2,}|\t|\.\s|;/)[0]
      ?.replace(/[.\s,]+$/, "")
      .trim() ?? "";
  if (value.length < 4 || value.length > 70 || !TERMS_WORDS.test(value) || !TERMS_START.test(value)) return null;
  return value;
}

export function readTerms(doc: Doc): ReadField<string> | null {
  for (const hit of findLabels(doc, LABEL)) {
    for (const candidate of valueCandidates(doc, hit)) {
      const value = clean(candidate.text);
      if (value) return { value, confidence: candidate.place === 2 ? 0.8 : 0.85, quote: value, page: candidate.page };
    }
  }
  for (const { page, text } of flatTexts(doc)) {
    const match = PHRASE.exec(text);
    if (match) return { value: match[0].trim(), confidence: 0.6, quote: match[0].trim(), page };
  }
  return null;
}
