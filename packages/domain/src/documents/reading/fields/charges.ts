/**
 * The money: linehaul, fuel surcharge, accessorials and the total, each the amount on its label's
 * row (the rightmost one, which is a charges table's Amount column) or under its label. A total
 * that disagrees with its parts keeps its value with lower confidence.
 */
import type { ReadAccessorial, ReadDocumentKind, ReadField } from "../types";
import { type Doc, findLabels, type LabelHit, valueCandidates } from "./document";
import { flatTexts, proseAmount } from "./prose";
import { moneyInText, parseMoney } from "./values";

const LINEHAUL =
  /^(?:line\s?-?haul(?:\srate)?|base\s(?:rate|pay)|flat\srate|freight\s(?:rate|charges?)|transportation(?:\scharges?)?|carrier\s(?:rate|pay)\s\(line\s?haul\)|rate\sper\sload|haul\srate|rate(?=\s{0,2}[:$\d]|\s*$))\b/i;
const FUEL = /^(?:fuel(?:\ssur-?charge)?|fsc)\b/i;
const ACCESSORIALS: { name: string; re: RegExp; prose?: RegExp }[] = [
  { name: "Detention", re: /^detention\b/i },
  { name: "Lumper", re: /^lumper\b/i },
  { name: "Stop-off", re: /^(?:stop[\s-]?off|extra\sstop|additional\sstop)s?\b/i },
  { name: "Tarp", re: /^tarp(?:ing)?\b/i },
  { name: "Layover", re: /^layover\b/i },
  { name: "TONU", re: /^(?:tonu|truck\sordered\snot\sused)\b/i },
  { name: "Driver assist", re: /^driver\s(?:assist|load|unload)\b/i },
  { name: "Pallet exchange", re: /^pallet\sexchange\b/i },
  { name: "Redelivery", re: /^redelivery\b/i },
];
const TOTALS: Record<"rate" | "invoice", RegExp> = {
  rate: /^(?:total\s(?:carrier\s)?(?:pay|rate|amount|charges?|cost|due|payable)|total\scarrier\spay|agreed\s(?:rate|amount)|all[\s-]in(?:\srate)?|carrier\spay|total|amount\sdue|grand\stotal|net\spay)\b/i,
  invoice: /^(?:invoice\stotal|total\sdue|balance\sdue|amount\sdue|grand\stotal|total\samount(?:\sdue)?|total)\b/i,
};
const NOT_MONEY_LABEL =
  /^(?:total\s(?:miles|mileage|weight|pieces|pallets|lbs|distance|units|stops|cases))|sub\s?-?total/i;
const PER_UNIT = /^\s*(?:\/|per\s)\s*(?:hr|hour|mile|mi|day|stop)/i;

/** The amount on a label's row (rightmost), else under it. */
function amountFor(doc: Doc, hit: LabelHit): ReadField<number> | null {
  const cell = hit.line.cells[hit.cell];
  if (!cell || NOT_MONEY_LABEL.test(cell.text) || cell.text.split(" ").length > 10) return null;
  for (const candidate of valueCandidates(doc, hit)) {
    const cells = candidate.text.split(/\s{2,}/);
    let best: ReadField<number> | null = null;
    for (const text of cells) {
      const marked = moneyInText(text);
      const last = marked[marked.length - 1];
      const parsed = last ? last.parsed : parseMoney(text);
      if (!parsed || PER_UNIT.test(text.slice((last?.index ?? 0) + parsed.quote.length))) continue;
      const confidence = (parsed.strong ? 0.9 : 0.75) - (candidate.place === 2 ? 0.05 : 0);
      best = { value: parsed.value, confidence, quote: parsed.quote, page: candidate.page };
    }
    if (best) return best;
  }
  return null;
}

function first(doc: Doc, re: RegExp): ReadField<number> | null {
  for (const hit of findLabels(doc, re)) {
    const amount = amountFor(doc, hit);
    if (amount) return amount;
  }
  return null;
}

export function readAccessorials(doc: Doc): ReadAccessorial[] {
  const out: ReadAccessorial[] = [];
  for (const { name, re } of ACCESSORIALS) {
    const amount =
      first(doc, re) ?? proseAmount(doc, new RegExp(`\\b(?:an?\\s)?${re.source.slice(1, -2)}(?:\\sof|:)?`, "i"));
    if (amount) out.push({ name, amount: amount.value, quote: amount.quote, page: amount.page });
  }
  return out;
}

const PROSE_TOTAL =
  /\b(?:total\scarrier\spay(?:\sof)?|agrees?\sto\spay(?:\sthe\s)?(?:\scarrier)?|the\s(?:total\s)?sum\sof|a\s(?:total|flat)\s(?:rate|amount)\sof|total\s(?:rate|pay|of)|rate\sof)\b/gi;

function proseTotal(doc: Doc): ReadField<number> | null {
  for (const { page, text } of flatTexts(doc)) {
    const re = new RegExp(PROSE_TOTAL.source, "gi");
    for (const match of text.matchAll(re)) {
      const reach = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
      const money = moneyInText(reach)[0];
      if (money && money.index < 40)
        return { value: money.parsed.value, confidence: 0.6, quote: money.parsed.quote, page };
    }
  }
  return null;
}

export interface Charges {
  linehaul: ReadField<number> | null;
  fuelSurcharge: ReadField<number> | null;
  accessorials: ReadAccessorial[];
  total: ReadField<number> | null;
}

export function readCharges(doc: Doc, kind: ReadDocumentKind): Charges {
  const linehaul = first(doc, LINEHAUL) ?? proseAmount(doc, /\b(?:a\s)?line\s?-?haul(?:\srate)?(?:\sof|:)?/i);
  const fuelSurcharge = first(doc, FUEL) ?? proseAmount(doc, /\b(?:a\s)?(?:fuel\ssur-?charge|fsc)(?:\sof|:)?/i);
  const accessorials = readAccessorials(doc);
  let total = first(doc, TOTALS[kind === "invoice" ? "invoice" : "rate"]) ?? proseTotal(doc);
  const parts =
    (linehaul?.value ?? 0) + (fuelSurcharge?.value ?? 0) + accessorials.reduce((sum, a) => sum + a.amount, 0);
  if (!total && linehaul && !fuelSurcharge && accessorials.length === 0) total = { ...linehaul, confidence: 0.45 };
  if (total && linehaul && Math.abs(total.value - parts) > 0.01)
    total = { ...total, confidence: total.confidence * 0.6 };
  return { linehaul, fuelSurcharge, accessorials, total };
}
