// Kept lane answers are stored deflated: a 13-month history is about 12 KB of JSON and 1.4 KB packed,
// so a row fits one database page, and a hundred histories cross from D1 as 140 KB, not 1.2 MB.
// node:zlib (nodejs_compat) is synchronous and native: unpacking a hundred histories takes about a
// millisecond, where a DecompressionStream each would cost a hundred stream round trips.
import { Buffer } from "node:buffer";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/** An answer's JSON as UTF-8 bytes: kept histories go to the response as bytes, never as strings. */
export type AnswerJson = Uint8Array;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const answerJson = (text: string): AnswerJson => encoder.encode(text);
export const answerText = (json: AnswerJson): string => decoder.decode(json);

/** The answer's JSON, deflated (raw) and written as base64 text for a TEXT column. */
export const packAnswer = (json: AnswerJson | string): string =>
  deflateRawSync(typeof json === "string" ? Buffer.from(json, "utf8") : json).toString("base64");

/** The JSON bytes `packAnswer` was given (outside the isolate's heap, in an ArrayBuffer). */
export const unpackAnswer = (packed: string): AnswerJson => inflateRawSync(Buffer.from(packed, "base64"));
