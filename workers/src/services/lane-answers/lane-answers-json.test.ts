import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerText, packAnswer } from "./answer-packing";
import { laneAnswersGzip, laneAnswersJson, laneAnswersResponse } from "./lane-answers-json";

const head = { asOf: "2026-11-27T12:00:00.000Z", publicationRule: "k ≥ 7", areaRule: "half the weeks" };

describe("laneAnswersJson and laneAnswersGzip", () => {
  // A kept answer's keys are named fields (a history's area and weeks, a lookup's figures): JavaScript
  // puts integer-like keys first in an object, so those are not generated.
  it("write what JSON.stringify writes for the parsed answers, plain or gzip-encoded", () => {
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)));
    const answer = fc.dictionary(
      fc.string().map((key) => `k${key}`),
      json,
    );
    const lanes = fc.array(fc.record({ lane: fc.record({ origin: fc.string(), equipment: fc.string() }), answer }));
    fc.assert(
      fc.property(lanes, (asked) => {
        const packed = asked.map(({ lane, answer }) => ({ lane, answer: packAnswer(JSON.stringify(answer)) }));
        const expected = JSON.stringify({
          ...head,
          lanes: asked.map(({ lane, answer }) => ({ lane, ...answer })),
        });
        expect(answerText(laneAnswersJson(head, packed))).toBe(expected);
        expect(answerText(gunzipSync(laneAnswersGzip(head, packed)))).toBe(expected);
      }),
    );
  });

  it("answers no lanes as an empty list", () => {
    expect(JSON.parse(answerText(laneAnswersJson(head, [])))).toEqual({ ...head, lanes: [] });
    expect(JSON.parse(answerText(gunzipSync(laneAnswersGzip(head, []))))).toEqual({ ...head, lanes: [] });
  });

  it("answers gzip-encoded only to a client that takes gzip, the same JSON either way", async () => {
    const lanes = [{ lane: { origin: "Dallas, TX" }, answer: packAnswer(JSON.stringify({ status: "published" })) }];
    const expected = JSON.stringify({ ...head, lanes: [{ lane: lanes[0]?.lane, status: "published" }] });
    for (const acceptEncoding of [undefined, "identity", "gzip;q=0", "br"]) {
      const plain = laneAnswersResponse(head, lanes, acceptEncoding);
      expect(plain.headers.get("content-encoding"), acceptEncoding).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(await plain.text()).toBe(expected);
    }
    const gzipped = laneAnswersResponse(head, lanes, "br, gzip;q=0.8");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("content-type")).toBe("application/json");
    expect(answerText(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())))).toBe(expected);
  });
});
