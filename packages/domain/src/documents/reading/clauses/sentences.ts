/**
 * Paragraphs cut into sentences, and a sentence made ready for the catalogue's patterns: cut into
 * clauses at ";", lower-cased, with curly quotes, ligatures and the usual scanning slips undone.
 */

export const SENTENCE_MAX = 400;

/** Abbreviations whose period does not end a sentence (C.F.R., U.S.C., Inc., No., Sec., e.g.). */
const ABBREVIATION =
  /(?:^|[\s(])(?:[a-z]\.(?:[a-z]\.)*[a-z]?|inc|co|corp|ltd|llc|no|nos|sec|secs|pt|art|para|vs|mr|ms|dr|st|etc|approx|min|max|hrs?)$/i;
/** A sentence ends at ".", "!" or "?" (and any closing quote) before a capital, an opening quote or a digit. */
const SENTENCE_END = /[.!?]+["'\u201d\u2019)\]]*(?= +["'\u201c\u2018(A-Z0-9$§])/g;

export function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of paragraph.matchAll(SENTENCE_END)) {
    if (end[0].startsWith(".") && ABBREVIATION.test(paragraph.slice(start, end.index))) continue;
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

/** What the patterns read: lower case, plain quotes and dashes, one space, scanning slips undone. */
export function forMatching(sentence: string): string {
  return (
    sentence
      .normalize("NFKC")
      .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, "-")
      .toLowerCase()
      // OCR reads 1 as l or i, 0 as o, inside numbers ("37l.3", "l00"), and spaces out "C. F. R." and "371 .3".
      .replace(/(?<=\d)[li](?=[\d.])|(?<=[\d.])[li](?=\d)|(?<=\$\s?)[li](?=\d)/g, "1")
      .replace(/(?<=\d)o(?=\d)/g, "0")
      .replace(/\b([a-z])\. (?=[a-z]\.)/g, "$1.")
      .replace(/(?<=\d) ?\. ?(?=\d)/g, ".")
      .replace(/\$ (?=\d)/g, "$")
      // A lone "|", "_", "~" and the like is noise from a scan or a form line, never a word.
      .replace(/[|_~¦^*<>{}=+]/g, " ")
      // "Including but not limited to" lists what is given up; its "not" is no negation.
      .replace(/\bincluding,? (?:but not limited to|without limitation),?/g, "including")
      // Nor is the "if" of "if any" a condition.
      .replace(/,? if any,?/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The longest text one pattern reads; longer clauses are read in overlapping windows. */
const WINDOW = 1200;
/** Windows overlap by more than the longest span a pattern can match, so no clause is missed at an edge. */
const OVERLAP = 600;

/**
 * A sentence as the texts a pattern is tried on, each at most WINDOW characters: its clauses (split
 * at ";", so a waiver's parts cannot come from two clauses), or the whole sentence (a deadline in one
 * clause and its penalty in the next: "within 30 days; otherwise Carrier waives payment").
 */
export function clausesOf(sentence: string, split: boolean): string[] {
  const matching = forMatching(sentence);
  const clauses: string[] = [];
  for (const clause of split ? matching.split(";") : [matching]) {
    const text = clause.trim();
    if (!text) continue;
    if (text.length <= WINDOW) {
      clauses.push(text);
      continue;
    }
    for (let start = 0; start < text.length - OVERLAP; start += WINDOW - OVERLAP) {
      clauses.push(text.slice(start, start + WINDOW));
    }
  }
  return clauses;
}
