// A partner answer written around kept lane answers (lookups or histories) without unpacking or
// parsing them: a hundred histories are about 1.25 MB of JSON and a hundred lookups about 200 KB,
// and parsing and writing them again was most of a kept ask. The answer is a list of parts, its own
// JSON and each lane's packed members, sent as gzip with the members as they were compressed when
// kept (core/gzip-splice.ts), or unpacked into plain JSON for a client that does not take gzip.
import { acceptsGzip, type BodyPart, gzipBody, plainBody } from "../../core/gzip-splice";
import { answerJson, isEmptyAnswer, type PackedAnswer } from "./answer-packing";

/** A lane's answer as it is kept (an object), packed, with the lane it answers as echoed. */
export type PackedLaneAnswer<Lane = unknown> = { lane: Lane; answer: PackedAnswer };

/**
 * `{ ...head, lanes: [{ lane, ...answer }] }` in parts: byte for byte what JSON.stringify writes for
 * the parsed answers once the parts are joined.
 */
function laneAnswersParts(head: Record<string, unknown>, lanes: readonly PackedLaneAnswer[]): BodyPart[] {
  const parts: BodyPart[] = [answerJson(JSON.stringify({ ...head, lanes: [] }).slice(0, -2))];
  lanes.forEach(({ lane, answer }, index) => {
    const laneJson = JSON.stringify({ lane });
    const separator = index === 0 ? "" : ",";
    // `{"lane":…` stays open for the answer's members, which close the object themselves.
    if (isEmptyAnswer(answer)) parts.push(answerJson(`${separator}${laneJson}`));
    else parts.push(answerJson(`${separator}${laneJson.slice(0, -1)},`), answer);
  });
  parts.push(answerJson("]}"));
  return parts;
}

/** The answer as plain UTF-8 JSON. */
export const laneAnswersJson = (head: Record<string, unknown>, lanes: readonly PackedLaneAnswer[]) =>
  plainBody(laneAnswersParts(head, lanes));

/** The answer gzip-encoded: `laneAnswersJson` once decoded. */
export const laneAnswersGzip = (head: Record<string, unknown>, lanes: readonly PackedLaneAnswer[]) =>
  gzipBody(laneAnswersParts(head, lanes));

/**
 * The 200 answer of a partner lane operation: gzip-encoded when `acceptEncoding` takes gzip (as
 * HTTP clients' does by default), plain JSON otherwise; decoded, either is what `c.json` writes.
 */
export function laneAnswersResponse(
  head: Record<string, unknown>,
  lanes: readonly PackedLaneAnswer[],
  acceptEncoding: string | undefined,
): Response {
  const headers = { "content-type": "application/json", vary: "Accept-Encoding" };
  if (!acceptsGzip(acceptEncoding)) return new Response(laneAnswersJson(head, lanes), { headers });
  // "manual": the body is gzip already; workerd would otherwise compress it again.
  return new Response(laneAnswersGzip(head, lanes), {
    headers: { ...headers, "content-encoding": "gzip" },
    encodeBody: "manual",
  });
}
