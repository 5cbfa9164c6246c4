import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerJson,
  answerText,
  isEmptyAnswer,
  packAnswer,
  readStoredAnswer,
  storedAnswer,
  unpackAnswer,
} from "./answer-packing";

const object = fc.dictionary(fc.string(), fc.jsonValue());

describe("packed lane answers", () => {
  it("unpack to the exact JSON text they were packed from, also once stored and read back", () => {
    fc.assert(
      fc.property(object, (value) => {
        const json = JSON.stringify(value);
        expect(answerText(unpackAnswer(packAnswer(json)))).toBe(json);
        expect(answerText(unpackAnswer(readStoredAnswer(storedAnswer(packAnswer(answerJson(json))))))).toBe(json);
      }),
    );
  });

  it("keep text outside ASCII", () => {
    const json = JSON.stringify({ city: "Cañon City", note: "€ ✓" });
    expect(answerText(unpackAnswer(packAnswer(json)))).toBe(json);
  });

  it("are objects only, and know the empty one", () => {
    expect(() => packAnswer("[1]")).toThrow("A kept answer is a JSON object");
    expect(isEmptyAnswer(packAnswer("{}"))).toBe(true);
    expect(isEmptyAnswer(packAnswer('{"a":1}'))).toBe(false);
  });

  it("are stored as text far smaller than a repetitive history", () => {
    const week = { weekStart: "2026-01-05", status: "withheld", reports: 0, reason: "too_few_reports" };
    const json = JSON.stringify({ weeks: Array.from({ length: 58 }, () => week) });
    const stored = storedAnswer(packAnswer(json));
    expect(stored).toMatch(/^\d+:\d+:[A-Za-z0-9+/]+=*$/);
    expect(stored.length).toBeLessThan(json.length / 10);
  });

  it("refuse stored text of another form", () => {
    expect(() => readStoredAnswer("eyJhIjoxfQ==")).toThrow("Not a stored lane answer");
  });
});
