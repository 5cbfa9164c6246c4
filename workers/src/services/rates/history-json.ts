// The partner history answer written around kept histories without unpacking or parsing them: a
// hundred histories are about 1.25 MB of JSON, and parsing and writing them again was most of a kept
// ask. The answer is a list of parts, its own JSON and each history's packed members, sent as gzip
// with the members as they were compressed when kept (core/gzip-splice.ts), or unpacked into plain
// JSON for a client that does not take gzip.
import { type BodyPart, gzipBody, plainBody } from "../../core/gzip-splice";
import { answerJson, isEmptyAnswer, type PackedAnswer } from "./answer-packing";

/** A lane's history as it is kept (an object: area, publishedWeeks, weeks), packed. */
export type PackedLaneHistory<Lane = unknown> = { lane: Lane; history: PackedAnswer };

/**
 * `{ ...head, lanes: [{ lane, ...history }] }` in parts: byte for byte what JSON.stringify writes for
 * the parsed histories once the parts are joined.
 */
function laneHistoriesParts(head: Record<string, unknown>, lanes: readonly PackedLaneHistory[]): BodyPart[] {
  const parts: BodyPart[] = [answerJson(JSON.stringify({ ...head, lanes: [] }).slice(0, -2))];
  lanes.forEach(({ lane, history }, index) => {
    const laneJson = JSON.stringify({ lane });
    const separator = index === 0 ? "" : ",";
    // `{"lane":…` stays open for the history's members, which close the object themselves.
    if (isEmptyAnswer(history)) parts.push(answerJson(`${separator}${laneJson}`));
    else parts.push(answerJson(`${separator}${laneJson.slice(0, -1)},`), history);
  });
  parts.push(answerJson("]}"));
  return parts;
}

/** The answer as plain UTF-8 JSON. */
export const laneHistoriesJson = (head: Record<string, unknown>, lanes: readonly PackedLaneHistory[]) =>
  plainBody(laneHistoriesParts(head, lanes));

/** The answer gzip-encoded: `laneHistoriesJson` once decoded. */
export const laneHistoriesGzip = (head: Record<string, unknown>, lanes: readonly PackedLaneHistory[]) =>
  gzipBody(laneHistoriesParts(head, lanes));
