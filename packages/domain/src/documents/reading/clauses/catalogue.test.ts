import { describe, expect, it } from "vitest";
import { CLAUSE_KINDS } from "../types";
import {
  ALL_CASES,
  ALL_NEAR_MISSES,
  FINE_CASES,
  FORFEITURE_CASES,
  LATER_CASES,
  NEAR_MISSES,
  SETOFF_CASES,
  WAIVER_CASES,
} from "./catalogue-cases";
import { entryMatches } from "./entry";
import { CLAUSE_CATALOGUE, CLAUSE_KIND_LABELS, findClauses } from "./find-clauses";
import { textsOf } from "./sentences";

const hitsOf = (text: string) => findClauses([{ page: 1, text }]);

describe("the clause catalogue", () => {
  it("has unique ids, each entry with a kind, a description with an example and a plain explanation", () => {
    expect(new Set(CLAUSE_CATALOGUE.map((entry) => entry.id)).size).toBe(CLAUSE_CATALOGUE.length);
    for (const entry of CLAUSE_CATALOGUE) {
      expect(CLAUSE_KINDS, entry.id).toContain(entry.kind);
      expect(entry.description, entry.id).toMatch(/"[^"]{20,}"/);
      expect(entry.explanation, entry.id).toContain("cannot give legal advice");
      expect(entry.explanation.length, entry.id).toBeGreaterThan(120);
    }
  });

  it("explains the 371.3 waiver by what the rule gives the carrier", () => {
    for (const entry of CLAUSE_CATALOGUE.filter((candidate) => candidate.kind === "waiver")) {
      expect(entry.explanation, entry.id).toContain("49 CFR 371.3");
      expect(entry.explanation, entry.id).toMatch(/review/);
    }
  });

  it("labels every kind in a few plain words", () => {
    expect(Object.keys(CLAUSE_KIND_LABELS).sort()).toEqual([...CLAUSE_KINDS].sort());
    expect(CLAUSE_KIND_LABELS.waiver).toBe("Waives the 371.3 record");
    for (const label of Object.values(CLAUSE_KIND_LABELS)) expect(label.length).toBeLessThanOrEqual(48);
  });

  it("proves every entry with at least two wordings, and every kind with several", () => {
    for (const entry of CLAUSE_CATALOGUE) {
      expect(ALL_CASES.filter((item) => item.patternId === entry.id).length, entry.id).toBeGreaterThanOrEqual(2);
    }
    for (const cases of [WAIVER_CASES, SETOFF_CASES, FORFEITURE_CASES, FINE_CASES]) {
      expect(cases.length).toBeGreaterThanOrEqual(10);
    }
  });
});

describe.each([
  ["waiver", WAIVER_CASES],
  ["setoff", SETOFF_CASES],
  ["forfeiture", FORFEITURE_CASES],
  ["fine", FINE_CASES],
  ["later", LATER_CASES],
])("the %s wordings", (_kind, cases) => {
  it.each(cases.map((item) => [item.patternId, item.sentence, item.kind] as const))(
    "%s: %s",
    (patternId, sentence, kind) => {
      const [hit, ...rest] = hitsOf(sentence);
      expect(rest).toEqual([]);
      expect(hit).toMatchObject({ kind, patternId, sentence, page: 1 });
      expect(hit?.explanation).toBe(CLAUSE_CATALOGUE.find((entry) => entry.id === patternId)?.explanation);
    },
  );
});

describe("the cues", () => {
  it("change no result: with or without them, every entry matches the same cases and near-misses", () => {
    for (const sentence of [...ALL_CASES.map((item) => item.sentence), ...ALL_NEAR_MISSES]) {
      const texts = textsOf(sentence);
      for (const entry of CLAUSE_CATALOGUE) {
        const bare = { ...entry, cues: [] };
        for (const text of texts[entry.scope]) {
          expect(entryMatches(entry, text), `${entry.id}: ${sentence}`).toBe(entryMatches(bare, text));
        }
      }
    }
  });
});

describe.each(Object.entries(NEAR_MISSES))("near-misses: %s", (_why, sentences) => {
  it.each(sentences)("%s", (sentence) => {
    expect(hitsOf(sentence)).toEqual([]);
  });
});

describe("near-misses together", () => {
  it("match nothing all in one page, nor one sentence a line", () => {
    expect(hitsOf(ALL_NEAR_MISSES.join(" "))).toEqual([]);
    expect(hitsOf(ALL_NEAR_MISSES.join("\n"))).toEqual([]);
  });
});
