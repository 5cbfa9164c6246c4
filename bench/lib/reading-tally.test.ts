import { describe, expect, it } from "vitest";
import type { DocumentScore, FieldScore } from "./reading-score";
import { tally, tallyReadings } from "./reading-tally";

const fieldScore = (field: FieldScore["field"], right: boolean): FieldScore => ({ field, expected: 1, read: 1, right });

const score = (producer: DocumentScore["producer"], fields: FieldScore[], found = 0, missed = 0): DocumentScore => ({
  file: `${producer}.pdf`,
  producer,
  layout: producer === "chromium" ? "key-value" : "tms-grid",
  documentKind: producer === "ghostscript" ? "invoice" : "rate_confirmation",
  fields,
  clauses: {
    found: Array.from({ length: found }, () => ({ kind: "waiver" as const, sentence: "s" })),
    missed: Array.from({ length: missed }, () => ({ kind: "fine" as const, sentence: "s" })),
    falseFlags: [],
    falseFlagsOnNearMisses: 0,
  },
});

describe("adding scores up", () => {
  it("gives the share of fields right, and null when nothing counted", () => {
    expect(tally([fieldScore("total", true), fieldScore("linehaul", false), fieldScore("loadNumber", true)])).toEqual({
      right: 2,
      total: 3,
      share: 0.6667,
    });
    expect(tally([]).share).toBeNull();
  });

  it("splits by field, producer, kind, and text against pictures", () => {
    const result = tallyReadings([
      score("chromium", [fieldScore("total", true), fieldScore("loadNumber", true)], 1, 0),
      score("ghostscript", [fieldScore("total", false)], 0, 1),
      score("image-300", [fieldScore("total", true), fieldScore("loadNumber", false)], 1, 1),
    ]);
    expect(result.fields).toEqual({ right: 3, total: 5, share: 0.6 });
    expect(result.textPdfs).toEqual({ right: 2, total: 3, share: 0.6667 });
    expect(result.pictures).toEqual({ right: 1, total: 2, share: 0.5 });
    expect(result.byField.total).toEqual({ right: 2, total: 3, share: 0.6667 });
    expect(result.byProducer.ghostscript).toEqual({ right: 0, total: 1, share: 0 });
    expect(result.byDocumentKind.invoice?.total).toBe(1);
    expect(result.byLayout["tms-grid"]).toEqual({ right: 1, total: 3, share: 0.3333 });
    expect(result.clauses).toMatchObject({ expected: 4, found: 2, missed: 2, falseFlags: 0 });
    expect(result.clauses.byKind.fine).toMatchObject({ expected: 2, missed: 2 });
  });
});
