import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerJson, answerText, packAnswer, unpackAnswer } from "./answer-packing";

describe("packed lane answers", () => {
  it("unpack to the exact JSON text they were packed from", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        expect(answerText(unpackAnswer(packAnswer(json)))).toBe(json);
        expect(answerText(unpackAnswer(packAnswer(answerJson(json))))).toBe(json);
      }),
    );
  });

  it("keep text outside ASCII", () => {
    const json = JSON.stringify({ city: "Cañon City", note: "€ ✓" });
    expect(answerText(unpackAnswer(packAnswer(json)))).toBe(json);
  });

  it("are base64 text far smaller than a repetitive history", () => {
    const week = { weekStart: "2026-01-05", status: "withheld", reports: 0, reason: "too_few_reports" };
    const json = JSON.stringify({ weeks: Array.from({ length: 58 }, () => week) });
    const packed = packAnswer(json);
    expect(packed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(packed.length).toBeLessThan(json.length / 10);
  });
});
