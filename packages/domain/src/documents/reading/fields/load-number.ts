/**
 * The load number: the value of a load label ("Load #", "Pro #", "Order No.", "Reference"...),
 * or the token after "Load" in a title. A label owned by someone else (a shipper's or PO
 * reference, an invoice or BOL number) is skipped.
 */
import type { ReadField } from "../types";
import { type Doc, findLabels, valueCandidates } from "./document";
import { parseLoadNumber } from "./values";

const LABELS: { re: RegExp; confidence: number }[] = [
  { re: /\bload\s{0,2}(?:#|no\b\.?|number|num\b|id\b)\s{0,2}[:#]?/i, confidence: 0.95 },
  {
    re: /\b(?:pro|order|shipment|confirmation|conf|trip|tender|booking)\s{0,2}(?:#|no\b\.?|number|num\b|id\b)\s{0,2}[:#]?/i,
    confidence: 0.85,
  },
  { re: /\b(?:reference|ref)\s{0,2}(?:#|no\b\.?|number)?\s{0,2}[:#]?/i, confidence: 0.7 },
  { re: /\bload\s{1,2}(?=[A-Z]{0,6}-?\d)/i, confidence: 0.75 },
];
const OWNED_BY_OTHERS =
  /(?:shipper|consignee|customer|receiver|po|p\.o\.|purchase|bol|b\/l|pickup|delivery|seal|trailer|invoice|carrier|mc|dot|pallet)[\s'’s]{0,3}$/i;

export function readLoadNumber(doc: Doc): ReadField<string> | null {
  for (const { re, confidence } of LABELS) {
    for (const hit of findLabels(doc, re, false)) {
      const cell = hit.line.cells[hit.cell];
      if (!cell || OWNED_BY_OTHERS.test(cell.text.slice(0, hit.start))) continue;
      for (const candidate of valueCandidates(doc, hit)) {
        const parsed = parseLoadNumber(candidate.text);
        if (!parsed) continue;
        const sure = confidence - (candidate.place === 2 ? 0.05 : 0) - (parsed.strong ? 0 : 0.15);
        return { value: parsed.value, confidence: Math.max(0.3, sure), quote: parsed.quote, page: candidate.page };
      }
    }
  }
  return null;
}
