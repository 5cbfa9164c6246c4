import type { ClauseKind } from "../types";

/**
 * One entry of the clause catalogue (docs/waiver-clauses.md). A pattern reads a clause of a sentence
 * (split at ";") or the whole sentence (`scope`), lower-cased with one space between words (see
 * `forMatching`). Every gap between the parts of a pattern is bounded, so its work on a text is too.
 */
export interface ClauseEntry {
  id: string;
  kind: ClauseKind;
  /** What the entry finds, with an example wording, for the catalogue and administrators. */
  description: string;
  /** In plain words, for the carrier: what a sentence like this does to it. */
  explanation: string;
  pattern: RegExp;
  /** What the pattern reads: one clause of the sentence (split at ";"), or the whole sentence. */
  scope: "clause" | "sentence";
  /**
   * Words the clause must contain before the pattern is tried, one of each group: a quick test that
   * spares most sentences the pattern (and every word the pattern needs, so it changes no result).
   */
  cues: readonly (readonly string[])[];
  /** The clause must also contain this (a deadline, a failure) somewhere. */
  requires?: RegExp;
  /** A clause that contains this is not the entry's clause (a fee the carrier opts into). */
  unless?: RegExp;
}

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const compiledCues = new WeakMap<ClauseEntry["cues"], readonly RegExp[]>();

/** An entry's cue groups as one regular expression each (one scan of the text a group), compiled once. */
function cueTests(cues: ClauseEntry["cues"]): readonly RegExp[] {
  let tests = compiledCues.get(cues);
  if (!tests) {
    tests = cues.map((group) => new RegExp(group.map(escapeForPattern).join("|")));
    compiledCues.set(cues, tests);
  }
  return tests;
}

/** Whether a text (made ready by `forMatching`) holds the entry's clause. */
export function entryMatches(entry: ClauseEntry, text: string): boolean {
  for (const test of cueTests(entry.cues)) if (!test.test(text)) return false;
  if (entry.requires && !entry.requires.test(text)) return false;
  if (entry.unless?.test(text)) return false;
  return entry.pattern.test(text);
}

/**
 * Words that turn a clause around: a negation or a condition may not sit between a pattern's parts
 * ("provided" only as in "provided that", not "the rights provided under").
 */
export const TURN_WORDS = "not|no|never|nothing|neither|nor|unless|except|if|provided(?=,| that| however)|cannot|but";

/**
 * Up to `chars` characters of the clause with none of `words` in them (a negation or a condition by
 * default). The look-ahead starts with a space, so at most characters it fails on its first test.
 */
export const gap = (chars: number, words = TURN_WORDS) => `(?:(?! (?:${words})\\b)[^;]){0,${chars}}?`;

/** Up to `chars` characters, whatever they say (";" included: for patterns that read the whole sentence). */
export const span = (chars: number) => `.{0,${chars}}?`;

/** An amount of money or a percentage: "$100", "$ 1,250.00", "10%", "5 percent". */
export const AMOUNT = String.raw`(?:\$\d[\d,]*(?:\.\d{1,2})?|\b\d+(?:\.\d+)? ?(?:%|percent\b))`;

/** Compiles a pattern's source, made of the blocks above. */
export const compile = (source: string) => new RegExp(source);
