import { CLAUSE_KINDS, type ClauseHit } from "../types";
import { CLAUSE_CATALOGUE } from "./catalogue";
import { entryMatches } from "./entry";
import { paragraphsOf } from "./paragraphs";
import { capped, sentencesOf, textsOf } from "./sentences";

export { CLAUSE_CATALOGUE, CLAUSE_KIND_LABELS, type ClauseEntry } from "./catalogue";

/** The catalogue entries of each kind, in the order hits of one sentence are reported. */
const BY_KIND = CLAUSE_KINDS.map((kind) => CLAUSE_CATALOGUE.filter((entry) => entry.kind === kind));

/** Shorter sentences ("2.", "Rate:") are skipped: the shortest clause catalogued has over 30 characters. */
const SHORTEST_CLAUSE = 20;

/** The sentences of a page's text, as `findClauses` reads (and quotes) them. */
export function sentencesOfPage(text: string): string[] {
  return paragraphsOf(text).flatMap(sentencesOf);
}

/**
 * Every sentence that holds a clause costing the carrier money or rights, in page and text order:
 * one hit per sentence and kind, named by the first entry of that kind that matches one of its clauses.
 */
export function findClauses(pages: readonly { page: number; text: string }[]): ClauseHit[] {
  const hits: ClauseHit[] = [];
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  for (const { page, text } of ordered) {
    for (const sentence of sentencesOfPage(text)) {
      if (sentence.length < SHORTEST_CLAUSE) continue;
      const texts = textsOf(sentence);
      for (const entries of BY_KIND) {
        const entry = entries.find((candidate) => texts[candidate.scope].some((text) => entryMatches(candidate, text)));
        if (entry) {
          hits.push({
            kind: entry.kind,
            patternId: entry.id,
            sentence: capped(sentence),
            page,
            explanation: entry.explanation,
          });
        }
      }
    }
  }
  return hits;
}
