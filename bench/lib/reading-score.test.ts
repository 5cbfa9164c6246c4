import { readFileSync } from "node:fs";
import type { ClauseHit, DocumentFields, ReadField } from "@truerate/domain/documents/reading/types";
import { describe, expect, it } from "vitest";
import type { DocumentFacts, FieldFacts } from "./reading-facts";
import { FIELD_NAMES, scoreClauses, scoreDocument, scoreFields } from "./reading-score";

const corpus = JSON.parse(readFileSync("bench/corpus/facts.json", "utf8")) as DocumentFacts[];

const field = <Value>(value: Value | null): ReadField<Value> | null =>
  value === null ? null : { value, confidence: 0.9, quote: String(value), page: 1 };

/** What a perfect reader would answer for these facts. */
function perfect(facts: FieldFacts): DocumentFields {
  return {
    loadNumber: field(facts.loadNumber),
    brokerName: field(facts.brokerName),
    brokerMcNumber: field(facts.brokerMcNumber),
    carrierName: field(facts.carrierName),
    carrierMcNumber: field(facts.carrierMcNumber),
    pickup: { city: field(facts.pickup.city), state: field(facts.pickup.state), date: field(facts.pickup.date) },
    delivery: {
      city: field(facts.delivery.city),
      state: field(facts.delivery.state),
      date: field(facts.delivery.date),
    },
    linehaul: field(facts.linehaul),
    fuelSurcharge: field(facts.fuelSurcharge),
    accessorials: facts.accessorials.map((extra) => ({ ...extra, quote: extra.name, page: 1 })),
    total: field(facts.total),
    paymentTerms: field(facts.paymentTerms),
  };
}

const hit = (kind: ClauseHit["kind"], sentence: string): ClauseHit => ({
  kind,
  sentence,
  patternId: "test",
  page: 1,
  explanation: "test",
});

const rc = corpus.find((facts) => facts.documentKind === "rate_confirmation" && facts.fields.fuelSurcharge !== null);
const bol = corpus.find((facts) => facts.documentKind === "bill_of_lading");
if (!rc || !bol) throw new Error("the corpus lacks a rate confirmation with fuel or a bill of lading");

describe("scoring a reading's fields", () => {
  it("counts every stated field right for a perfect reading of each corpus document", () => {
    for (const facts of corpus) {
      const scores = scoreFields(facts.fields, perfect(facts.fields));
      expect(
        scores.every((score) => score.right),
        facts.file,
      ).toBe(true);
      expect(scores.length).toBeGreaterThan(5);
    }
  });

  it("accepts the same values printed differently, and rejects wrong ones", () => {
    const read = perfect(rc.fields);
    read.brokerName = field(`${(rc.fields.brokerName as string).replace(/ (LLC|Inc\.|Corp\.)$/, "").toUpperCase()}`);
    read.loadNumber = field(` ${(rc.fields.loadNumber as string).toLowerCase()} `);
    read.total = field((rc.fields.total as number) + 0.004);
    read.linehaul = field((rc.fields.linehaul as number) + 1);
    read.pickup.state = field((rc.fields.pickup.state as string).toLowerCase());
    const wrong = scoreFields(rc.fields, read)
      .filter((score) => !score.right)
      .map((score) => score.field);
    expect(wrong).toEqual(["pickup.state", "linehaul"]);
  });

  it("counts a missing value wrong, and a value the facts do not state only when reported", () => {
    const silent = scoreFields(bol.fields, { ...perfect(bol.fields), loadNumber: null });
    expect(silent.find((score) => score.field === "loadNumber")?.right).toBe(false);
    expect(silent.some((score) => score.field === "total")).toBe(false);
    const invented = scoreFields(bol.fields, { ...perfect(bol.fields), total: field(1200) });
    expect(invented.find((score) => score.field === "total")).toMatchObject({
      expected: null,
      read: 1200,
      right: false,
    });
  });

  it("counts every stated field wrong when nothing was read", () => {
    const scores = scoreFields(rc.fields, null);
    expect(scores.length).toBeGreaterThan(10);
    expect(scores.every((score) => !score.right)).toBe(true);
    expect(scores.map((score) => score.field).every((name) => FIELD_NAMES.includes(name))).toBe(true);
  });

  it("scores accessorials by their amounts", () => {
    const facts: FieldFacts = { ...rc.fields, accessorials: [{ name: "Detention", amount: 150 }] };
    const right = scoreFields(facts, {
      ...perfect(facts),
      accessorials: [{ name: "detention pay", amount: 150, quote: "", page: 1 }],
    });
    expect(right.find((score) => score.field === "accessorials")?.right).toBe(true);
    const none = scoreFields(facts, { ...perfect(facts), accessorials: [] });
    expect(none.find((score) => score.field === "accessorials")?.right).toBe(false);
  });
});

describe("scoring a reading's clauses", () => {
  const facts: DocumentFacts = {
    ...rc,
    clauses: [
      {
        kind: "waiver",
        sentence: "The parties waive the provisions of 49 C.F.R. § 371.3 to the fullest extent permitted by law.",
      },
      { kind: "fine", sentence: "A $100.00 fine will be deducted from carrier pay for each missed check call." },
    ],
    nearMisses: ["Broker maintains records of each shipment as required by 49 CFR 371.3."],
  };

  it("finds, misses and flags falsely", () => {
    const score = scoreClauses(facts, [
      hit("waiver", "The parties waive the provisions of 49 C.F.R. § 371.3 to the fullest extent permitted by law."),
      hit("waiver", "Broker maintains records of each shipment as required by 49 CFR 371.3."),
    ]);
    expect(score.found.map((clause) => clause.kind)).toEqual(["waiver"]);
    expect(score.missed.map((clause) => clause.kind)).toEqual(["fine"]);
    expect(score.falseFlags).toHaveLength(1);
    expect(score.falseFlagsOnNearMisses).toBe(1);
  });

  it("needs the kinds to agree", () => {
    const score = scoreClauses(facts, [
      hit("setoff", "A $100.00 fine will be deducted from carrier pay for each missed check call."),
    ]);
    expect(score.found).toHaveLength(0);
    expect(score.falseFlags).toHaveLength(1);
    expect(score.falseFlagsOnNearMisses).toBe(0);
  });

  it("does not count a second hit on a found clause as a false flag", () => {
    const sentence = "A $100.00 fine will be deducted from carrier pay for each missed check call.";
    const score = scoreDocument(facts, {
      fields: perfect(facts.fields),
      clauses: [hit("fine", sentence), hit("fine", sentence)],
    });
    expect(score.clauses.found).toHaveLength(1);
    expect(score.clauses.falseFlags).toHaveLength(0);
    expect(score).toMatchObject({ file: rc.file, producer: rc.producer, documentKind: "rate_confirmation" });
  });
});
