import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerText, packAnswer } from "./answer-packing";
import { laneHistoriesGzip, laneHistoriesJson } from "./history-json";

const head = { asOf: "2026-11-27T12:00:00.000Z", publicationRule: "k ≥ 7", areaRule: "half the weeks" };

describe("laneHistoriesJson and laneHistoriesGzip", () => {
  // A history's keys are named fields (area, publishedWeeks, weeks): JavaScript puts integer-like
  // keys first in an object, so those are not generated.
  it("write what JSON.stringify writes for the parsed histories, plain or gzip-encoded", () => {
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)));
    const history = fc.dictionary(
      fc.string().map((key) => `k${key}`),
      json,
    );
    const lanes = fc.array(fc.record({ lane: fc.record({ origin: fc.string(), equipment: fc.string() }), history }));
    fc.assert(
      fc.property(lanes, (asked) => {
        const packed = asked.map(({ lane, history: answer }) => ({
          lane,
          history: packAnswer(JSON.stringify(answer)),
        }));
        const expected = JSON.stringify({
          ...head,
          lanes: asked.map(({ lane, history: answer }) => ({ lane, ...answer })),
        });
        expect(answerText(laneHistoriesJson(head, packed))).toBe(expected);
        expect(answerText(gunzipSync(laneHistoriesGzip(head, packed)))).toBe(expected);
      }),
    );
  });

  it("answers no lanes as an empty list", () => {
    expect(JSON.parse(answerText(laneHistoriesJson(head, [])))).toEqual({ ...head, lanes: [] });
    expect(JSON.parse(answerText(gunzipSync(laneHistoriesGzip(head, []))))).toEqual({ ...head, lanes: [] });
  });
});
