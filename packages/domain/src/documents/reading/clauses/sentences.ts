/**
 * Paragraphs cut into sentences, and a sentence made ready for the catalogue's patterns: cut into
 * clauses at ";", lower-cased, with curly quotes, ligatures and the usual scanning slips undone.
 */

export const SENTENCE_MAX = 400;

/**
 * Abbreviations whose period does not end a sentence, as the word before it: C.F.R., U.S.C., e.g.
 * (and the "C.FR." a scan makes of them), CFR., Inc., No., Sec.
 */
const ABBREVIATION =
  /^\(?(?:[a-z](?:\.[a-z]{1,3})+|cfr|usc|inc|co|corp|ltd|llc|no|nos|sec|secs|pt|art|para|vs|mr|ms|dr|st|etc|approx|min|max|hrs?)$/i;
/** A sentence ends at ".", "!" or "?" (and any closing quote) before a capital, an opening quote, a digit or "$". */
const SENTENCE_END = /[.!?]+["'\u201d\u2019)\]]*(?= +["'\u201c\u2018(A-Z0-9$])/g;

/** The word just before `end` (testing only it keeps a long paragraph's cutting linear). */
function wordBefore(text: string, start: number, end: number): string {
  return text.slice(Math.max(start, text.lastIndexOf(" ", end - 1) + 1), end);
}

export function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of paragraph.matchAll(SENTENCE_END)) {
    if (end[0].startsWith(".") && ABBREVIATION.test(wordBefore(paragraph, start, end.index))) continue;
    const stop = end.index + end[0].length;
    sentences.push(paragraph.slice(start, stop).trim());
    start = stop;
  }
  sentences.push(paragraph.slice(start).trim());
  return sentences.filter(Boolean);
}

/** The sentence as quoted in a hit: at most SENTENCE_MAX characters, an ellipsis marking a cut. */
export function capped(sentence: string): string {
  return sentence.length <= SENTENCE_MAX ? sentence : `${sentence.slice(0, SENTENCE_MAX - 1).trimEnd()}…`;
}

/** Characters outside plain ASCII: ligatures, full-width forms, curly quotes and dashes to undo. */
function plain(text: string): string {
  if (!/[\u0080-\uffff]/.test(text)) return text;
  return text
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u02bc\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/¦/g, " ");
}

/** OCR reads 1 as l or i and 0 as o inside numbers ("37l.3", "l00"), and spaces out "C. F. R.", "371 .3" and "$ 100". */
function scanningSlips(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .replace(/(?<=\d)[li](?=[\d.])|(?<=[\d.])[li](?=\d)|(?<=\$\s?)[li](?=\d)/g, "1")
    .replace(/(?<=\d)o(?=\d)/g, "0")
    .replace(/\b([a-z])\. (?=[a-z]\.)/g, "$1.")
    .replace(/(?<=\d) ?\. ?(?=\d)/g, ".")
    .replace(/\$ (?=\d)/g, "$");
}

/** What the patterns read: lower case, plain quotes and dashes, one space, scanning slips undone. */
export function forMatching(sentence: string): string {
  let text = scanningSlips(plain(sentence).replace(/`/g, "'").toLowerCase())
    // A lone "|", "_", "~" and the like is noise from a scan or a form line, never a word.
    .replace(/[|_~^*<>{}=+]/g, " ");
  // "Including but not limited to" lists what is given up; its "not" is no negation.
  if (text.includes("including"))
    text = text.replace(/\bincluding,? (?:but not limited to|without limitation),?/g, "including");
  // Nor is the "if" of "if any" a condition.
  if (text.includes("if any")) text = text.replace(/,? if any,?/g, "");
  return text.replace(/\s+/g, " ").trim();
}

/** The longest text one pattern reads; longer ones are read in overlapping windows. */
const WINDOW = 2000;
/** Windows overlap by more than the longest text a pattern can match (about 400 characters), so none is missed at an edge. */
const OVERLAP = 500;

function windowsOf(text: string): string[] {
  if (text.length <= WINDOW) return [text];
  const windows: string[] = [];
  for (let start = 0; start < text.length - OVERLAP; start += WINDOW - OVERLAP)
    windows.push(text.slice(start, start + WINDOW));
  return windows;
}

/** A sentence as the texts the patterns read, made ready by `forMatching`, each at most WINDOW characters. */
export interface SentenceTexts {
  /** Its clauses, split at ";", so a waiver's parts cannot come from two clauses. */
  clause: string[];
  /** The whole sentence: a deadline in one clause and its penalty in the next ("within 30 days; otherwise…"). */
  sentence: string[];
}

export function textsOf(sentence: string): SentenceTexts {
  const matching = forMatching(sentence);
  const clauses = matching
    .split(";")
    .map((clause) => clause.trim())
    .filter(Boolean);
  return { clause: clauses.flatMap(windowsOf), sentence: matching ? windowsOf(matching) : [] };
}
