import { crc32, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip, type BodyPart, crc32Combine, deflateSegment, gzipBody, plainBody } from "./gzip-splice";

const bytes = (maxLength = 300) => fc.uint8Array({ maxLength });
// Text-like pieces too: what the splice carries is JSON, which deflate compresses with back-references.
const text = fc.string({ maxLength: 400 }).map((value) => new TextEncoder().encode(value.repeat(3)));
const piece = fc.oneof(bytes(), text);
const part = fc
  .tuple(piece, fc.boolean())
  .map(([data, deflated]): [Uint8Array, BodyPart] => [data, deflated ? deflateSegment(data) : data]);
const concat = (pieces: readonly Uint8Array[]) => Buffer.concat(pieces);

describe("gzip splice", () => {
  it("combines CRC-32s as zlib computes the CRC of the joined bytes", () => {
    fc.assert(
      fc.property(bytes(), bytes(), (a, b) => {
        expect(crc32Combine(crc32(a), crc32(b), b.byteLength)).toBe(crc32(concat([a, b])));
      }),
    );
  });

  it("combines across lengths whose high bits are set", () => {
    const long = new Uint8Array(70_001).map((_, index) => index % 251);
    const a = Uint8Array.of(1, 2, 3);
    expect(crc32Combine(crc32(a), crc32(long), long.byteLength)).toBe(crc32(concat([a, long])));
  });

  it("writes a gzip body zlib decodes to the parts joined, deflated ahead of time or not", () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const joined = concat(parts.map(([data]) => data));
        const body = parts.map(([, bodyPart]) => bodyPart);
        expect(Buffer.from(gunzipSync(gzipBody(body))).equals(joined)).toBe(true);
        expect(Buffer.from(plainBody(body)).equals(joined)).toBe(true);
      }),
    );
  });

  it("splits bytes written as they are into stored blocks of at most 64 KiB", () => {
    const large = new Uint8Array(200_000).map((_, index) => (index * 7) % 256);
    expect(Buffer.from(gunzipSync(gzipBody([large, deflateSegment(large), large]))).length).toBe(600_000);
  });

  it("sends kept segments as they are: the body is no larger than them and the parts around", () => {
    const json = new TextEncoder().encode(
      JSON.stringify({ weeks: Array.from({ length: 58 }, (_, week) => ({ week })) }),
    );
    const segment = deflateSegment(json);
    expect(gzipBody([segment]).byteLength).toBe(segment.deflated.byteLength + 10 + 2 + 8);
  });

  it("reads Accept-Encoding with its weights", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
  });
});
