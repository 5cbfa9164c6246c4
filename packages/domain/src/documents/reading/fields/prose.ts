/**
 * Fields stated in running text, the last resort after labels and tables: a party is the company
 * named just before an MC number, its role the "Broker"/"Carrier" word nearest to it ("Meridian
 * Cargo Network Inc. (MC# 588796), hereinafter "Broker"", "Carrier: Great Lakes Express LLC, MC#
 * 1267603"); a charge is a marked amount shortly after its word ("a fuel surcharge of USD 537.74").
 */
import type { CompanyKind } from "../../../enums";
import type { ReadField } from "../types";
import type { Doc } from "./document";
import { mcsInText, moneyInText } from "./values";

/** Each page's text as one paragraph (kept on the document, made once). */
export function flatTexts(doc: Doc): { page: number; text: string }[] {
  return doc.flat;
}

const NAME_WORD = /^(?:[A-Z0-9&][\w.&'’-]*|of|and|the|de)$/;
const ROLE_BEFORE = /\b(broker|carrier)\b[^.]{0,12}$/i;
const ROLE_AFTER = /^[^A-Za-z]{0,4}(?:(?:hereinafter(?:\scalled)?|the|as)\s{1,2}["“']?|["“'(])\s?(broker|carrier)\b/i;

/** The capitalised words just before a position, back to a lowercase word, a colon or a sentence. */
function nameBefore(text: string, end: number): string | null {
  const before = text.slice(Math.max(0, end - 90), end).replace(/[\s,(]+$/, "");
  const words = before.split(/\s+/);
  const name: string[] = [];
  for (let i = words.length - 1; i >= 0 && name.length < 8; i--) {
    const word = words[i] as string;
    if (word.endsWith(":") || !NAME_WORD.test(word)) break;
    name.unshift(word);
  }
  while (name.length > 0 && /^(?:of|and|the|de)$/.test(name[0] as string)) name.shift();
  const value = name.join(" ").replace(/[,;]+$/, "");
  return /[A-Za-z]{3}/.test(value) ? value : null;
}

export interface ProseParty {
  name: ReadField<string> | null;
  mc: ReadField<string> | null;
}

/** The broker and carrier named beside their MC numbers in the text. */
export function proseParties(doc: Doc): Record<CompanyKind, ProseParty> {
  const out: Record<CompanyKind, ProseParty> = {
    broker: { name: null, mc: null },
    carrier: { name: null, mc: null },
  };
  for (const { page, text } of flatTexts(doc)) {
    for (const mc of mcsInText(text)) {
      const start = mc.index;
      const end = start + mc.quote.length;
      const name = nameBefore(text, start);
      const before = text.slice(Math.max(0, start - 90), start).replace(/[\s,(]+$/, "");
      const roleBefore = ROLE_BEFORE.exec(before.slice(0, before.length - (name?.length ?? 0)));
      const roleAfter = ROLE_AFTER.exec(text.slice(end, end + 40).replace(/^[\s),]+/, ""));
      const role = (roleAfter?.[1] ?? roleBefore?.[1])?.toLowerCase() as CompanyKind | undefined;
      if (!role || out[role].mc) continue;
      out[role].mc = { value: mc.value, confidence: 0.65, quote: mc.quote, page };
      if (name) out[role].name = { value: name, confidence: 0.6, quote: name, page };
    }
  }
  return out;
}

const PER_UNIT = /^\s*(?:\/|per\s|an?\s(?:hour|mile|day))/i;

/** A marked amount within a short reach after one of the words. */
export function proseAmount(doc: Doc, words: RegExp): ReadField<number> | null {
  for (const { page, text } of flatTexts(doc)) {
    const re = new RegExp(words.source, "gi");
    let match = re.exec(text);
    for (let n = 0; match !== null && n < 50; n++) {
      const reach = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
      const money = moneyInText(reach)[0];
      const after = money ? reach.slice(money.index + money.parsed.quote.length) : "";
      if (money && money.index < 20 && !/\d|\$|USD/i.test(reach.slice(0, money.index)) && !PER_UNIT.test(after)) {
        return { value: money.parsed.value, confidence: 0.6, quote: money.parsed.quote, page };
      }
      match = re.exec(text);
    }
  }
  return null;
}
