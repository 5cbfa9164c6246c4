// Adds document scores up: fields right per field, per producer, per document kind, for text PDFs
// and for pictures of pages; clauses found, missed and falsely flagged, per kind.
import { CLAUSE_KINDS, type ClauseKind } from "@truerate/domain/documents/reading/types";
import { TEXT_PRODUCERS } from "./reading-facts";
import { type DocumentScore, FIELD_NAMES, type FieldScore } from "./reading-score";

export interface Tally {
  right: number;
  total: number;
  /** right ÷ total, 4 decimals; null when nothing counted. */
  share: number | null;
}

export interface ClauseTally {
  expected: number;
  found: number;
  missed: number;
  falseFlags: number;
  falseFlagsOnNearMisses: number;
}

export interface ReadingTally {
  fields: Tally;
  textPdfs: Tally;
  pictures: Tally;
  byField: Record<string, Tally>;
  byProducer: Record<string, Tally>;
  byLayout: Record<string, Tally>;
  byDocumentKind: Record<string, Tally>;
  clauses: ClauseTally & { byKind: Record<ClauseKind, ClauseTally> };
}

export function tally(fields: readonly FieldScore[]): Tally {
  const right = fields.filter((field) => field.right).length;
  return {
    right,
    total: fields.length,
    share: fields.length ? Math.round((right / fields.length) * 10_000) / 10_000 : null,
  };
}

function groupBy(scores: readonly DocumentScore[], key: (score: DocumentScore) => string): Record<string, Tally> {
  const groups = new Map<string, FieldScore[]>();
  for (const score of scores) groups.set(key(score), [...(groups.get(key(score)) ?? []), ...score.fields]);
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, fields]) => [name, tally(fields)]),
  );
}

function byField(fields: readonly FieldScore[]): Record<string, Tally> {
  return Object.fromEntries(
    FIELD_NAMES.flatMap((name) => {
      const ofName = fields.filter((field) => field.field === name);
      return ofName.length ? [[name, tally(ofName)]] : [];
    }),
  );
}

const emptyClauses = (): ClauseTally => ({
  expected: 0,
  found: 0,
  missed: 0,
  falseFlags: 0,
  falseFlagsOnNearMisses: 0,
});

function clauseTally(scores: readonly DocumentScore[]): ReadingTally["clauses"] {
  const total = emptyClauses();
  const byKind = Object.fromEntries(CLAUSE_KINDS.map((kind) => [kind, emptyClauses()])) as Record<
    ClauseKind,
    ClauseTally
  >;
  for (const { clauses } of scores) {
    for (const clause of clauses.found) byKind[clause.kind].found += 1;
    for (const clause of clauses.missed) byKind[clause.kind].missed += 1;
    for (const hit of clauses.falseFlags) byKind[hit.kind].falseFlags += 1;
    total.found += clauses.found.length;
    total.missed += clauses.missed.length;
    total.falseFlags += clauses.falseFlags.length;
    total.falseFlagsOnNearMisses += clauses.falseFlagsOnNearMisses;
  }
  total.expected = total.found + total.missed;
  for (const kind of CLAUSE_KINDS) byKind[kind].expected = byKind[kind].found + byKind[kind].missed;
  return { ...total, byKind };
}

export function tallyReadings(scores: readonly DocumentScore[]): ReadingTally {
  const isText = (score: DocumentScore) => TEXT_PRODUCERS.includes(score.producer);
  return {
    fields: tally(scores.flatMap((score) => score.fields)),
    textPdfs: tally(scores.filter(isText).flatMap((score) => score.fields)),
    pictures: tally(scores.filter((score) => !isText(score)).flatMap((score) => score.fields)),
    byField: byField(scores.flatMap((score) => score.fields)),
    byProducer: groupBy(scores, (score) => score.producer),
    byLayout: groupBy(scores, (score) => score.layout),
    byDocumentKind: groupBy(scores, (score) => score.documentKind),
    clauses: clauseTally(scores),
  };
}
