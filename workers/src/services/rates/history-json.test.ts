import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerJson, answerText } from "./answer-packing";
import { laneHistoriesJson } from "./history-json";

const head = { asOf: "2026-11-27T12:00:00.000Z", publicationRule: "k ≥ 7", areaRule: "half the weeks" };

describe("laneHistoriesJson", () => {
  // A history's keys are named fields (area, publishedWeeks, weeks): JavaScript puts integer-like
  // keys first in an object, so those are not generated.
  it("writes what JSON.stringify writes for the parsed histories", () => {
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)));
    const history = fc.dictionary(
      fc.string().map((key) => `k${key}`),
      json,
    );
    const lanes = fc.array(fc.record({ lane: fc.record({ origin: fc.string(), equipment: fc.string() }), history }));
    fc.assert(
      fc.property(lanes, (asked) => {
        const texts = asked.map(({ lane, history: answer }) => ({ lane, history: answerJson(JSON.stringify(answer)) }));
        const expected = JSON.stringify({
          ...head,
          lanes: asked.map(({ lane, history: answer }) => ({ lane, ...answer })),
        });
        expect(answerText(laneHistoriesJson(head, texts))).toBe(expected);
      }),
    );
  });

  it("answers no lanes as an empty list", () => {
    expect(JSON.parse(answerText(laneHistoriesJson(head, [])))).toEqual({ ...head, lanes: [] });
  });
});
