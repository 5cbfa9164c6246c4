// Kept lane answers are stored deflated: a 13-month history is about 15 KB of JSON and 1 KB packed,
// so a row fits one database page, and a hundred histories cross from D1 as 140 KB, not 1.5 MB.
// node:zlib (nodejs_compat) is synchronous and native: unpacking a hundred histories takes about a
// millisecond, where a DecompressionStream each would cost a hundred stream round trips.
import { Buffer } from "node:buffer";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/** The answer's JSON text, deflated (raw) and written as base64 text for a TEXT column. */
export const packAnswer = (json: string): string => deflateRawSync(Buffer.from(json, "utf8")).toString("base64");

/** The JSON text `packAnswer` was given. */
export const unpackAnswer = (packed: string): string => inflateRawSync(Buffer.from(packed, "base64")).toString("utf8");
