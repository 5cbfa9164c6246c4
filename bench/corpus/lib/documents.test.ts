import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DocumentFacts } from "../../lib/reading-facts";
import { plainText } from "./blocks";
import { corpusDocuments, DEFAULT_SEED } from "./documents";

const { text, pictures } = corpusDocuments(DEFAULT_SEED);
const facts: DocumentFacts[] = [...text, ...pictures].map((document) => document.facts);
const count = (predicate: (fact: DocumentFacts) => boolean) => facts.filter(predicate).length;
const normalise = (value: string) => value.replace(/\s+/g, " ");

describe("the corpus", () => {
  it("is the committed one: the same seed gives the same facts", () => {
    const committed = JSON.parse(readFileSync("bench/corpus/facts.json", "utf8")) as DocumentFacts[];
    expect(committed).toEqual(facts);
    expect(corpusDocuments(DEFAULT_SEED + 1).text[0]?.facts).not.toEqual(facts[0]);
  });

  it("holds enough of each kind, layout and producer", () => {
    const rcs = facts.filter((fact) => fact.documentKind === "rate_confirmation");
    expect(rcs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rcs.map((fact) => fact.layout)).size).toBeGreaterThanOrEqual(6);
    expect(count((fact) => fact.documentKind === "invoice")).toBeGreaterThanOrEqual(8);
    expect(count((fact) => fact.documentKind === "bill_of_lading")).toBeGreaterThanOrEqual(4);
    for (const producer of ["chromium", "libreoffice", "ghostscript", "pdf-lib", "image-150", "image-300"]) {
      expect(
        count((fact) => fact.producer === producer),
        producer,
      ).toBeGreaterThanOrEqual(2);
    }
    expect(count((fact) => fact.producer === "scanned-pdf")).toBeGreaterThanOrEqual(2);
  });

  it("states its facts in the agreed forms, and the charges add up to the total", () => {
    for (const { fields, file } of facts) {
      for (const stop of [fields.pickup, fields.delivery]) {
        if (stop.state !== null) expect(stop.state, file).toMatch(/^[A-Z]{2}$/);
        if (stop.date !== null) expect(stop.date, file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const mc of [fields.brokerMcNumber, fields.carrierMcNumber])
        if (mc !== null) expect(mc, file).toMatch(/^MC\d+$/);
      if (fields.total === null) continue;
      const sum =
        (fields.linehaul ?? 0) + (fields.fuelSurcharge ?? 0) + fields.accessorials.reduce((a, b) => a + b.amount, 0);
      expect(Math.abs(sum - fields.total), file).toBeLessThan(0.005);
    }
  });

  it("prints every clause and near-miss its facts name, and carries each kind of clause", () => {
    for (const { blocks, facts: fact } of text) {
      const printed = normalise(plainText(blocks));
      for (const sentence of [...fact.clauses.map((clause) => clause.sentence), ...fact.nearMisses]) {
        expect(printed, fact.file).toContain(sentence);
      }
    }
    const kinds = new Set(facts.flatMap((fact) => fact.clauses.map((clause) => clause.kind)));
    expect([...kinds].sort()).toEqual(["fine", "forfeiture", "setoff", "waiver"]);
    expect(count((fact) => fact.nearMisses.length > 0)).toBeGreaterThanOrEqual(10);
    expect(count((fact) => fact.clauses.length === 0)).toBeGreaterThanOrEqual(5);
  });

  it("makes a picture of a document with exactly that document's facts", () => {
    for (const picture of pictures) {
      const source = text.find((document) => document.plan.id === picture.plan.from);
      expect(picture.facts.fields).toEqual(source?.facts.fields);
      expect(picture.facts.mimeType).toBe(
        picture.facts.file.endsWith(".png")
          ? "image/png"
          : picture.facts.file.endsWith(".pdf")
            ? "application/pdf"
            : "image/jpeg",
      );
    }
  });

  it("commits as the reader's fixtures a small part of itself, with the same facts", () => {
    const dir = "workers/reader/test/fixtures/corpus";
    const fixtures = JSON.parse(readFileSync(`${dir}/facts.json`, "utf8")) as DocumentFacts[];
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    expect(new Set(fixtures.map((fixture) => fixture.producer)).size).toBeGreaterThanOrEqual(6);
    for (const fixture of fixtures) {
      expect(fixture).toEqual(facts.find((fact) => fact.file === fixture.file));
      expect(statSync(`${dir}/${fixture.file}`).size, fixture.file).toBeLessThan(250 * 1024);
    }
  });
});
