// Scores one reading against its document's facts: which fields are right, which clauses were
// found, missed or flagged falsely. Pure; the reading bench and the reader's tests use it.
import type { ClauseHit, ClauseKind, DocumentFields, ReadField } from "@truerate/domain/documents/reading/types";
import { sameAmounts, sameCompany, sameExact, sameMoney, sameText, sentencesOverlap } from "./reading-compare";
import type { CorpusDocumentKind, DocumentFacts, FieldFacts, Producer } from "./reading-facts";

export const FIELD_NAMES = [
  "loadNumber",
  "brokerName",
  "brokerMcNumber",
  "carrierName",
  "carrierMcNumber",
  "pickup.city",
  "pickup.state",
  "pickup.date",
  "delivery.city",
  "delivery.state",
  "delivery.date",
  "linehaul",
  "fuelSurcharge",
  "accessorials",
  "total",
  "paymentTerms",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** What the reader answered; `fields: null` when it read nothing (unreadable or failed). */
export interface Reading {
  fields: DocumentFields | null;
  clauses: ClauseHit[];
}

export interface FieldScore {
  field: FieldName;
  expected: string | number | number[] | null;
  read: string | number | number[] | null;
  right: boolean;
}

export interface ClauseScore {
  found: { kind: ClauseKind; sentence: string }[];
  missed: { kind: ClauseKind; sentence: string }[];
  /** Hits that match no clause of the facts (of the same kind). */
  falseFlags: ClauseHit[];
  /** How many of the false flags fell on a near-miss sentence. */
  falseFlagsOnNearMisses: number;
}

export interface DocumentScore {
  file: string;
  producer: Producer;
  layout: string;
  documentKind: CorpusDocumentKind;
  /** Only the fields that count: stated by the facts, or reported by the reading although not stated. */
  fields: FieldScore[];
  clauses: ClauseScore;
}

type Kind = "text" | "company" | "exact" | "money";
type Value = string | number | null;

function pick(fields: FieldFacts, name: FieldName): Value {
  if (name.startsWith("pickup.")) return fields.pickup[name.slice(7) as "city"];
  if (name.startsWith("delivery.")) return fields.delivery[name.slice(9) as "city"];
  return fields[name as Exclude<FieldName, `${string}.${string}` | "accessorials">];
}

function pickRead(fields: DocumentFields | null, name: FieldName): Value {
  if (!fields) return null;
  let field: ReadField<string | number> | null | undefined;
  if (name.startsWith("pickup.")) field = fields.pickup?.[name.slice(7) as "city"];
  else if (name.startsWith("delivery.")) field = fields.delivery?.[name.slice(9) as "city"];
  else field = fields[name as Exclude<FieldName, `${string}.${string}` | "accessorials">];
  return field ? field.value : null;
}

const KIND: Record<Exclude<FieldName, "accessorials">, Kind> = {
  loadNumber: "text",
  brokerName: "company",
  brokerMcNumber: "text",
  carrierName: "company",
  carrierMcNumber: "text",
  "pickup.city": "text",
  "pickup.state": "exact",
  "pickup.date": "exact",
  "delivery.city": "text",
  "delivery.state": "exact",
  "delivery.date": "exact",
  linehaul: "money",
  fuelSurcharge: "money",
  total: "money",
  paymentTerms: "text",
};

function same(kind: Kind, expected: string | number, read: string | number): boolean {
  if (kind === "money") return typeof read === "number" && sameMoney(Number(expected), read);
  if (typeof read !== "string") return false;
  if (kind === "company") return sameCompany(String(expected), read);
  if (kind === "exact") return sameExact(String(expected), read);
  return sameText(String(expected), read);
}

export function scoreFields(facts: FieldFacts, fields: DocumentFields | null): FieldScore[] {
  const scores: FieldScore[] = [];
  for (const field of FIELD_NAMES) {
    if (field === "accessorials") {
      const expected = facts.accessorials.map((extra) => extra.amount);
      const read = (fields?.accessorials ?? []).map((extra) => extra.amount);
      // Nothing stated and nothing read: the field does not count.
      if (expected.length > 0 || read.length > 0)
        scores.push({ field, expected, read, right: sameAmounts(expected, read) });
      continue;
    }
    const expected = pick(facts, field);
    const read = pickRead(fields, field);
    if (expected === null && read === null) continue;
    const right = expected !== null && read !== null && same(KIND[field], expected, read);
    scores.push({ field, expected, read, right });
  }
  return scores;
}

export function scoreClauses(facts: DocumentFacts, hits: readonly ClauseHit[]): ClauseScore {
  const found = new Set<number>();
  const falseFlags: ClauseHit[] = [];
  for (const hit of hits) {
    const matches = facts.clauses
      .map((clause, index) => ({ clause, index }))
      .filter(({ clause }) => clause.kind === hit.kind && sentencesOverlap(clause.sentence, hit.sentence));
    if (matches.length === 0) falseFlags.push(hit);
    // A second hit on a clause already found (two patterns on one sentence) is not a false flag.
    const unfound = matches.find(({ index }) => !found.has(index));
    if (unfound) found.add(unfound.index);
  }
  return {
    found: facts.clauses.filter((_, index) => found.has(index)),
    missed: facts.clauses.filter((_, index) => !found.has(index)),
    falseFlags,
    falseFlagsOnNearMisses: falseFlags.filter((hit) =>
      facts.nearMisses.some((miss) => sentencesOverlap(miss, hit.sentence)),
    ).length,
  };
}

export function scoreDocument(facts: DocumentFacts, reading: Reading): DocumentScore {
  return {
    file: facts.file,
    producer: facts.producer,
    layout: facts.layout,
    documentKind: facts.documentKind,
    fields: scoreFields(facts.fields, reading.fields),
    clauses: scoreClauses(facts, reading.clauses),
  };
}
