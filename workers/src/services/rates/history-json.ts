// The partner history answer written around kept histories' JSON bytes without parsing them or
// making strings of them: a hundred histories are about 1.2 MB, and parsing and writing them again
// was most of a kept ask; as bytes they also stay out of the isolate's heap (answer-packing.ts).
import { Buffer } from "node:buffer";
import { type AnswerJson, answerJson } from "./answer-packing";

/** A lane's history as the JSON it is kept as (an object: area, publishedWeeks, weeks). */
export type LaneHistoryJson<Lane = unknown> = { lane: Lane; history: AnswerJson };

const OPEN_BRACE = 0x7b;

/**
 * `{ ...head, lanes: [{ lane, ...history }] }` as UTF-8 JSON, byte for byte what JSON.stringify
 * writes for the parsed histories, with each history's bytes spliced in as they are.
 */
export function laneHistoriesJson(
  head: Record<string, unknown>,
  lanes: readonly LaneHistoryJson[],
): Uint8Array<ArrayBuffer> {
  const parts: AnswerJson[] = [answerJson(JSON.stringify({ ...head, lanes: [] }).slice(0, -2))];
  lanes.forEach(({ lane, history }, index) => {
    const laneJson = JSON.stringify({ lane });
    const separator = index === 0 ? "" : ",";
    // Both are objects: `{"lane":…}` closes before the history's own fields follow.
    const empty = history.byteLength === 2 && history[0] === OPEN_BRACE;
    if (empty) parts.push(answerJson(`${separator}${laneJson}`));
    else parts.push(answerJson(`${separator}${laneJson.slice(0, -1)},`), history.subarray(1));
  });
  parts.push(answerJson("]}"));
  return Buffer.concat(parts);
}
