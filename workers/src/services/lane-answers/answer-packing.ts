// Kept lane answers are stored deflated: a 13-month history is about 12 KB of JSON and 1.4 KB packed,
// so a row fits one database page and a hundred histories cross from D1 as 140 KB, not 1.2 MB.
// Every answer is a JSON object, and what is deflated is its members (the text after the opening
// brace), as a segment a gzip response takes as it is (core/gzip-splice.ts): the partner history
// writes its own `{"lane":…,` and then a kept history's members, compressed once when it was kept.
// node:zlib (nodejs_compat) is synchronous and native: unpacking a hundred histories takes about a
// millisecond, where a DecompressionStream each would cost a hundred stream round trips.
import { Buffer } from "node:buffer";
import { type DeflatedSegment, deflateSegment, inflateSegment } from "../../core/gzip-splice";

/** An answer's JSON as UTF-8 bytes. */
export type AnswerJson = Uint8Array;

/** An answer packed: its JSON object's members (after the `{`) deflated, with their CRC-32 and length. */
export type PackedAnswer = DeflatedSegment;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const OPEN_BRACE = Uint8Array.of(0x7b);

export const answerJson = (text: string): AnswerJson => encoder.encode(text);
export const answerText = (json: AnswerJson): string => decoder.decode(json);

/** Packs an answer, which must be a JSON object. */
export function packAnswer(json: AnswerJson | string): PackedAnswer {
  const bytes = typeof json === "string" ? answerJson(json) : json;
  if (bytes[0] !== OPEN_BRACE[0]) throw new Error("A kept answer is a JSON object");
  return deflateSegment(bytes.subarray(1));
}

/** The answer's JSON bytes, as `packAnswer` was given them. */
export const unpackAnswer = (packed: PackedAnswer): AnswerJson => Buffer.concat([OPEN_BRACE, inflateSegment(packed)]);

/** `{}`: an object with no members packs to its closing brace alone. */
export const isEmptyAnswer = (packed: PackedAnswer) => packed.size === 1;

/** As a TEXT column holds it: `size:crc32:base64 of the deflated members`. */
export const storedAnswer = (packed: PackedAnswer): string =>
  `${packed.size}:${packed.crc32}:${Buffer.from(packed.deflated).toString("base64")}`;

export function readStoredAnswer(text: string): PackedAnswer {
  const [size, crc32, deflated] = text.split(":");
  if (deflated === undefined) throw new Error("Not a stored lane answer");
  return { size: Number(size), crc32: Number(crc32), deflated: Buffer.from(deflated, "base64") };
}
