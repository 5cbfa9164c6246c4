import type { DocumentType } from "../enums";
import { INVOICE_TAG } from "./tags";

/**
 * The waiver-clause detector (issue 25, section 4). Some rate confirmations carry a clause by which
 * the carrier "waives" its right to review the broker's record of the transaction under 49 CFR
 * 371.3. The text of such a document is cut into sentences, each sentence into clauses at ";", and
 * every clause is tried against the patterns below. Each pattern needs three things in order: the
 * carrier as the party giving the right up, a verb of giving up (or a refusal of the right), and an
 * object that is the broker's records or the rule itself. A mere citation of the rule, a right
 * the carrier keeps, the broker waiving something, or the carrier waiving something else (detention,
 * a jury trial) matches none of them. See docs/waiver-clauses.md for the list and the near-misses.
 */
export interface WaiverPattern {
  id: string;
  description: string;
  regex: RegExp;
}

export interface WaiverClauseHit {
  patternId: string;
  /** The whole sentence, whitespace normalised and capped at WAIVER_SENTENCE_MAX characters. */
  sentence: string;
}

export const WAIVER_SENTENCE_MAX = 400;

export const WAIVER_RULE_NOTE =
  "Clauses like this one, by which the carrier gives up its right to review the broker's record of " +
  "the load, are commonly written into rate confirmations. The federal rule for brokers, 49 CFR " +
  "371.3, says the broker must keep a record of each transaction (among other things, the " +
  "compensation it received and the carrier's pay) and, in paragraph (c), that each party to the " +
  "transaction has the right to review that record. TrueRate points the clause out so you can decide " +
  "what to do about it; TrueRate cannot give legal advice, so ask a transportation attorney what the " +
  "clause means for you.";

// Building blocks, matched against a lower-cased clause with one space between words.
/** The carrier as the subject: no broker (other than "broker's") and no negation before the verb. */
const CARRIER_SUBJECT = String.raw`\b(?:motor\s+)?carrier\b(?:(?!\bbroker\b(?!'s)|\bnot\b|\bnever\b|\bnothing\b|\bno\b)[^;]){0,80}?`;
/** A short run of words that carries no condition or negation ("any and all", "its", "hereby"). */
const GAP = (words: number) =>
  String.raw`(?:\s+(?!(?:if|unless|except|when|whenever|provided|but|not|no)\b)\S+){0,${words}}?\s+`;
const RIGHT = String.raw`(?:rights?|entitlement|claims?|privileges?|protections?|benefits?|provisions?)\b`;
const REVIEW = String.raw`(?:review|audit|inspect|examine|access|request|receive|obtain|demand|seek|copy|see)\w*`;
const RECORDS = String.raw`(?:records?\b|books\b|371\.3|part\s+371\b)`;
const GIVE_UP = String.raw`(?:relinquish|surrender|forfeit|forgo|forego|give\s+up|gives\s+up|giving\s+up|abandon|renounce)\w*`;

const pattern = (id: string, description: string, source: string): WaiverPattern => ({
  id,
  description,
  regex: new RegExp(source),
});

export const WAIVER_PATTERNS: readonly WaiverPattern[] = [
  pattern(
    "carrier-waives-right",
    "The carrier waives a right (or the rule's provisions) to review the broker's records or under 49 CFR 371.3: " +
      '"Carrier waives any right to review Broker\'s records under 49 CFR 371.3", "Carrier waives its rights under 49 C.F.R. § 371.3".',
    String.raw`${CARRIER_SUBJECT}\bwaiv(?:e|es|ed|ing)\b${GAP(6)}${RIGHT}${GAP(10)}${RECORDS}`,
  ),
  pattern(
    "carrier-gives-up-right",
    "The carrier relinquishes, surrenders, forfeits or gives up a right to audit or review the broker's records: " +
      '"Carrier hereby relinquishes any right to audit the broker\'s records".',
    String.raw`${CARRIER_SUBJECT}\b${GIVE_UP}${GAP(6)}${RIGHT}${GAP(10)}${RECORDS}`,
  ),
  pattern(
    "carrier-agrees-not-to-request",
    "The carrier agrees, covenants or promises not to request, review or audit the broker's records: " +
      '"Carrier agrees not to request Broker\'s records", "Carrier agrees that it will not audit the transaction records".',
    String.raw`${CARRIER_SUBJECT}\b(?:agree|covenant|promise|undertake|acknowledge)\w*\s+(?:that\s+it\s+(?:will|shall|may)\s+not|not\s+to|never\s+to|to\s+not|to\s+refrain\s+from)\s+(?:\S+\s+){0,2}?${REVIEW}${GAP(8)}${RECORDS}`,
  ),
  pattern(
    "carrier-shall-not-request",
    "The carrier is told it shall not (or may not) request, review or audit the broker's records: " +
      '"Carrier shall not request or review the broker\'s records under 49 CFR 371.3".',
    String.raw`${CARRIER_SUBJECT}\b(?:shall|will|may|must)\s+(?:not|never)\s+(?:\S+\s+){0,2}?${REVIEW}${GAP(8)}${RECORDS}`,
  ),
  pattern(
    "carrier-has-no-right",
    "The carrier is said to have no right to the broker's records: " +
      '"Carrier shall have no right to review the broker\'s transaction records", "Carrier is not entitled to Broker\'s records".',
    String.raw`\b(?:motor\s+)?carrier\b(?:(?!\bbroker\b(?!'s))[^;]){0,40}?\b(?:` +
      String.raw`(?:(?:shall|will)\s+have\s+no|ha(?:s|ve)\s+no|(?:shall|will)\s+not\s+have\s+(?:any|a))${GAP(3)}${RIGHT}${GAP(10)}${RECORDS}` +
      String.raw`|(?:is\s+not|shall\s+not\s+be|will\s+not\s+be)\s+entitled\s+to\s+(?:(?:\S+\s+){0,2}?${REVIEW}${GAP(8)}|(?:any\s+|the\s+|a\s+copy\s+of\s+(?:the\s+)?)?(?:broker's\s+)?)${RECORDS})`,
  ),
  pattern(
    "carrier-right-is-waived",
    "The carrier's right to the records, or its rights under 49 CFR 371.3, are declared waived: " +
      '"Any right of Carrier to review Broker\'s records under 49 CFR 371.3 is hereby waived".',
    String.raw`^(?=.*\bcarrier\b)(?!.*\bbroker's\s+rights?\b).*\b${RIGHT}${GAP(12)}${RECORDS}(?:(?!\b(?:not|cannot|never|no)\b)[^;]){0,60}?\b(?:is|are|shall\s+be|be|been|deemed)\s+(?:hereby\s+)?(?:expressly\s+|irrevocably\s+|fully\s+)?(?:waived|relinquished|surrendered|forfeited|released)\b`,
  ),
];

/** Abbreviations whose period does not end a sentence (C.F.R., U.S.C., Inc., No., Sec., e.g.). */
const ABBREVIATION =
  /(?:^|[\s(])(?:[a-z]\.(?:[a-z]\.)*[a-z]?|inc|co|corp|ltd|llc|no|nos|sec|secs|pt|art|para|vs|mr|ms|dr|st|etc)$/i;

/** The text as sentences: a blank line, or ".", "!" or "?" before a capital, a quote or a digit. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, " ").trim();
    let start = 0;
    for (const end of flat.matchAll(/[.!?]+["')\]]*(?= +["'(A-Z0-9])/g)) {
      const stop = end.index + end[0].length;
      const before = flat.slice(start, end.index);
      if (end[0].startsWith(".") && ABBREVIATION.test(before)) continue;
      sentences.push(flat.slice(start, stop).trim());
      start = stop;
    }
    sentences.push(flat.slice(start).trim());
  }
  return sentences.filter(Boolean);
}

/** Curly quotes and dashes as plain ones, one space between words, lower case: what the patterns read. */
function forMatching(clause: string): string {
  return clause
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .toLowerCase();
}

function capped(sentence: string): string {
  return sentence.length <= WAIVER_SENTENCE_MAX ? sentence : `${sentence.slice(0, WAIVER_SENTENCE_MAX - 1).trimEnd()}…`;
}

/** Every sentence with a waiver clause, once each, with the first pattern that matched it. */
export function findWaiverClauses(text: string | null | undefined): WaiverClauseHit[] {
  if (!text) return [];
  const hits: WaiverClauseHit[] = [];
  for (const sentence of splitSentences(text)) {
    const clauses = forMatching(sentence).split(";");
    const match = WAIVER_PATTERNS.find((candidate) => clauses.some((clause) => candidate.regex.test(clause.trim())));
    if (match) hits.push({ patternId: match.id, sentence: capped(sentence) });
  }
  return hits;
}

/**
 * Whether a document is scanned: a rate confirmation, or the broker's compliance document (what the
 * spec's broker form sends a rate confirmation as). An invoice, a BOL or a POD is not scanned.
 */
export function isRateConfirmation(document: { documentType: DocumentType; tags?: readonly string[] | null }): boolean {
  if ((document.tags ?? []).includes(INVOICE_TAG)) return false;
  return document.documentType === "rate_confirmation" || document.documentType === "compliance_doc";
}
