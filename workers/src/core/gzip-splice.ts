// A gzip body (RFC 1952) assembled from pieces compressed ahead of time, without compressing the
// whole again: each kept piece is a raw deflate segment ended by a sync flush (so it ends on a byte
// boundary and does not end the stream), the pieces written per request go in as stored blocks, one
// empty final block closes the stream, and the trailer's CRC-32 is combined from each piece's own.
// A hundred kept lane histories are then about 140 KB on the wire for no compression work at all,
// where compressing their 1.25 MB of JSON per request costs more than it saves.
import { Buffer } from "node:buffer";
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";

/** Bytes deflated on their own (raw, sync-flushed), with the CRC-32 and length of the bytes. */
export interface DeflatedSegment {
  deflated: Uint8Array;
  crc32: number;
  size: number;
}

/** A body in pieces: bytes as they are, or segments deflated ahead of time. */
export type BodyPart = Uint8Array | DeflatedSegment;

const SYNC_FLUSH = { finishFlush: constants.Z_SYNC_FLUSH };

export function deflateSegment(bytes: Uint8Array): DeflatedSegment {
  return { deflated: deflateRawSync(bytes, SYNC_FLUSH), crc32: crc32(bytes), size: bytes.byteLength };
}

export function inflateSegment(segment: DeflatedSegment): Uint8Array {
  return inflateRawSync(segment.deflated, SYNC_FLUSH);
}

const isSegment = (part: BodyPart): part is DeflatedSegment => !(part instanceof Uint8Array);

/** The body's bytes, the segments inflated: for a client that does not take gzip. */
export function plainBody(parts: readonly BodyPart[]): Uint8Array<ArrayBuffer> {
  return Buffer.concat(parts.map((part) => (isSegment(part) ? inflateSegment(part) : part)));
}

// CRC-32 arithmetic over GF(2), in zlib's reflected bit order (polynomial 0xedb88320): the CRC of
// A followed by B is CRC(A) times x^(8·|B|) mod P, plus CRC(B).
const POLYNOMIAL = 0xedb88320;
const X0 = 0x80000000;

function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = X0; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0…31: x^(8n) is a product of these for the bits of 8n. */
const X_POWERS: number[] = [];
for (let power = X0 >>> 1, k = 0; k < 32; k++, power = multiplyModP(power, power)) X_POWERS.push(power);

/** CRC-32 of A then B, from CRC(A), CRC(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let shift = X0;
  // x^(8·lengthB): bit k of lengthB stands for x^(2^(k+3)).
  for (let n = lengthB, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) shift = multiplyModP(X_POWERS[k % 32] as number, shift);
  }
  return (multiplyModP(shift, crcA) ^ crcB) >>> 0;
}

const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** A final block of fixed codes holding only its end: closes the deflate stream. */
const FINAL_EMPTY_BLOCK = Uint8Array.of(0x03, 0x00);
const STORED_BLOCK_MAX = 0xffff;

/** Bytes as non-final stored blocks; the stream is on a byte boundary before and after each. */
function storedBlocks(bytes: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let start = 0; start < bytes.byteLength; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = new Uint8Array(5);
    const view = new DataView(header.buffer);
    view.setUint16(1, chunk.byteLength, true);
    view.setUint16(3, ~chunk.byteLength & 0xffff, true);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The body gzip-encoded: the same bytes as `plainBody` once decoded. */
export function gzipBody(parts: readonly BodyPart[]): Uint8Array<ArrayBuffer> {
  const out: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    const segment = isSegment(part) ? part : { crc32: crc32(part), size: part.byteLength };
    if (segment.size === 0) continue;
    if (isSegment(part)) out.push(part.deflated);
    else out.push(...storedBlocks(part));
    crc = crc32Combine(crc, segment.crc32, segment.size);
    size += segment.size;
  }
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc, true);
  view.setUint32(4, size % 2 ** 32, true);
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a weight above zero). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [coding = "", ...parameters] = item.split(";").map((piece) => piece.trim());
    const weight = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(coding, weight ? Number(weight.slice(2)) : 1);
  }
  const weight = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0;
  return weight > 0;
}
