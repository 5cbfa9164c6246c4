/**
 * The broker and the carrier, each with its MC number, read from the block its heading opens
 * ("Broker", "Bill To", "Carrier", "Transported by"...): the name is the label's value, the MC the
 * first one inside that block. An MC is never taken from the other party's block.
 */
import type { CompanyKind } from "../../../enums";
import type { ReadField } from "../types";
import { cellsRightOf, type Doc, findLabels, type LabelHit, linesBelow, valueCandidates } from "./document";
import { findMc, parseBareMc } from "./values";

export type Party = CompanyKind;

const HEADINGS: Record<Party, RegExp> = {
  broker:
    /^(?:(?:freight\s)?broker(?:age)?(?:\s(?:name|information|info|details|company))?|bill\s?to|brokered\sby|booked\sby|customer(?:\sname)?|arranged\sby)(?:\s{0,2}[:#-]|\s*$)/i,
  carrier:
    /^(?:(?:motor\s)?carrier(?:\s(?:name|information|info|details|company))?|transported\sby|hauled\sby|trucking\scompany|remit\sto|pay\sto)(?:\s{0,2}[:#-]|\s*$)/i,
};
const ANY_HEADING = new RegExp(
  `${HEADINGS.broker.source}|${HEADINGS.carrier.source}|^(?:pick|deliver|shipper|consignee|origin|destination|stop\\b|load\\s|rate\\b|charges|equipment|commodity)`,
  "i",
);
const NOT_NAME =
  /^(?:mc\b|dot\b|usdot|phone|tel|fax|email|e-mail|contact|address|attn|info|information|details|name|agrees|shall|will|is\b|the\b|and\b|dispatch|driver)/i;
const COMPANY =
  /\b(?:llc|l\.l\.c|inc|incorporated|corp|corporation|co|company|ltd|lp|llp|logistics|freight|trucking|transport|transportation|carriers?|express|lines|brokerage|group|services|solutions)\b\.?/i;

export interface PartyReading {
  name: ReadField<string> | null;
  mc: ReadField<string> | null;
}

/** A company name, without an MC or a trailing label that shares its cell. */
function cleanName(text: string): string | null {
  const name = text
    .replace(/^[^A-Za-z0-9&]+/, "")
    .split(/\s{2,}|\s[-–|]\s|\(|,\s*(?:MC|DOT|USDOT)\b|\b(?:MC|DOT|USDOT)\s?[#:\d-]/i)[0]
    ?.replace(/[\s,;:]+$/, "")
    .trim();
  if (!name || name.length < 3 || name.length > 80 || NOT_NAME.test(name) || !/[A-Za-z]{2}/.test(name)) return null;
  if (/\d{3,}/.test(name) && !COMPANY.test(name)) return null;
  return name;
}

const CONTINUATION = /^(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Co\.?|Ltd\.?|Company|(?:[A-Z][\w.&'’-]*\s?){1,3})$/;

/** A name set in a narrow cell may wrap: the next line's lone cell at the same x goes on it. */
function wrapped(doc: Doc, hit: LabelHit, text: string): string {
  const value = hit.line.cells[hit.cell + 1];
  if (!value) return text;
  const size = value.bottom - value.top;
  let out = text;
  let bottom = hit.line.bottom;
  for (let i = hit.line.index + 1; i < hit.line.index + 3; i++) {
    const next = doc.lines[i];
    const cell = next?.cells[0];
    if (!next || !cell || next.page !== hit.line.page || next.cells.length !== 1) break;
    if (Math.abs(cell.x - value.x) > 3 || next.top - bottom > size || !CONTINUATION.test(cell.text)) break;
    out = `${out} ${cell.text}`;
    bottom = next.bottom;
  }
  return out;
}

function readName(doc: Doc, hit: LabelHit): ReadField<string> | null {
  for (const candidate of valueCandidates(doc, hit)) {
    const text = candidate.place === 1 ? wrapped(doc, hit, candidate.text.split(/\s{2,}/)[0] ?? "") : candidate.text;
    const name = cleanName(text);
    if (!name || ANY_HEADING.test(name)) continue;
    const confidence = (COMPANY.test(name) ? 0.9 : 0.7) - (candidate.place === 2 ? 0.05 : 0);
    return { value: name, confidence, quote: name, page: candidate.page };
  }
  return null;
}

function readMc(doc: Doc, hit: LabelHit): ReadField<string> | null {
  const cell = hit.line.cells[hit.cell];
  // The label's own cell and the cells right of it on its line ("Carrier | Name | MC# 123"), up to
  // the next party's heading (a two-column line names the other party there).
  const right = cellsRightOf(doc, hit).map((c) => c.text);
  const headingAt = right.findIndex((text) => ANY_HEADING.test(text));
  const own = [cell?.text.slice(hit.end) ?? "", ...(headingAt === -1 ? right : right.slice(0, headingAt)).slice(0, 3)];
  const block = linesBelow(doc, hit, 7, true);
  const stop = block.findIndex(({ cells }) => ANY_HEADING.test(cells[0]?.text ?? ""));
  const texts = [
    ...own,
    ...(stop === -1 ? block : block.slice(0, stop)).map(({ cells }) => cells.map((c) => c.text).join("  ")),
  ];
  for (const [index, text] of texts.entries()) {
    const mc = findMc(text);
    if (mc)
      return { value: mc.value, confidence: index < own.length ? 0.9 : 0.85, quote: mc.quote, page: hit.line.page };
  }
  return null;
}

/** An "MC" label in its own cell with the docket number beside it, preceded by the party's name. */
function readLabelledMc(doc: Doc, party: Party): ReadField<string> | null {
  const re =
    party === "broker" ? /^broker(?:'s)?\s{0,2}mc\b[\s#:.no]{0,6}/i : /^carrier(?:'s)?\s{0,2}mc\b[\s#:.no]{0,6}/i;
  for (const hit of findLabels(doc, re)) {
    for (const candidate of valueCandidates(doc, hit)) {
      const mc = findMc(`MC ${candidate.text}`) ?? parseBareMc(candidate.text);
      if (mc)
        return { value: mc.value, confidence: 0.9, quote: candidate.text.trim().slice(0, 30), page: candidate.page };
    }
  }
  return null;
}

/** The block of the document's issuer, headed "From". */
export const ISSUER_HEADING = /^from(?:\s{0,2}[:#-]|\s*$)/i;

export function readParty(doc: Doc, party: Party, heading: RegExp = HEADINGS[party]): PartyReading {
  const hits = findLabels(doc, heading);
  let name: ReadField<string> | null = null;
  let mc: ReadField<string> | null = heading === HEADINGS[party] ? readLabelledMc(doc, party) : null;
  for (const hit of hits) {
    name ??= readName(doc, hit);
    mc ??= readMc(doc, hit);
    if (name && mc) break;
  }
  return { name, mc };
}

const TITLE = /\b(?:confirmation|invoice|bill\sof\slading|tender|agreement|statement|order)\b/i;

/** The company printed at the top of the first page (the issuer: a broker's confirmation, a carrier's invoice), with an MC beside it. */
export function readLetterhead(doc: Doc): PartyReading {
  const firstPage = doc.lines[0]?.page;
  const top = doc.lines.filter((line) => line.page === firstPage).slice(0, 4);
  let name: ReadField<string> | null = null;
  for (const line of top.slice(0, 3)) {
    const text = line.cells[0]?.text ?? "";
    const value = cleanName(text);
    if (value && COMPANY.test(value) && !TITLE.test(value) && !ANY_HEADING.test(value)) {
      name = { value, confidence: 0.55, quote: value, page: line.page };
      break;
    }
  }
  if (!name) return { name: null, mc: null };
  for (const line of top) {
    if (/\b(?:broker|carrier|bill\sto)\b/i.test(line.text)) break;
    const mc = findMc(line.text);
    if (mc) return { name, mc: { value: mc.value, confidence: 0.55, quote: mc.quote, page: line.page } };
  }
  return { name, mc: null };
}
