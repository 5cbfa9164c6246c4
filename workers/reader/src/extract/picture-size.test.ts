import { describe, expect, it } from "vitest";
import { pictureSize } from "./picture-size";

const bytesOf = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const be32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const le16 = (value: number) => [value & 255, value >>> 8];

describe("pictureSize", () => {
  it("reads a PNG's IHDR", () => {
    const png = bytesOf("\x89PNG\r\n\x1a\n", be32(13), "IHDR", be32(1275), be32(1650), [8, 0, 0, 0, 0]);
    expect(pictureSize(png, "image/png")).toEqual({ width: 1275, height: 1650 });
    expect(pictureSize(png.subarray(0, 20), "image/png"), "a header cut short").toBeNull();
  });

  it("walks a JPEG's segments to its frame header, past fill bytes", () => {
    const app0 = [0xff, 0xe0, 0, 16, ...new Array(14).fill(0)];
    const frame = [0xff, 0xc2, 0, 17, 8, 0x0c, 0xe4, 0x09, 0x9a, 3];
    const jpeg = bytesOf([0xff, 0xd8], app0, [0xff], frame, new Array(8).fill(0));
    expect(pictureSize(jpeg, "image/jpeg")).toEqual({ width: 2458, height: 3300 });
    expect(pictureSize(bytesOf([0xff, 0xd8], app0), "image/jpeg")).toBeNull();
  });

  it("reads GIF's logical screen and the three kinds of WebP", () => {
    expect(pictureSize(bytesOf("GIF89a", le16(640), le16(480)), "image/gif")).toEqual({ width: 640, height: 480 });
    const riff = (chunk: string, body: number[]) => bytesOf("RIFF", be32(0), "WEBP", chunk, be32(0), body);
    const lossy = riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(800), ...le16(600), 0, 0]);
    expect(pictureSize(lossy, "image/webp")).toEqual({ width: 800, height: 600 });
    // VP8L: after the 0x2f signature, 14 bits of width − 1 then 14 bits of height − 1.
    const bits = (800 - 1) | ((600 - 1) << 14);
    const lossless = riff("VP8L", [
      0x2f,
      bits & 255,
      (bits >>> 8) & 255,
      (bits >>> 16) & 255,
      bits >>> 24,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(pictureSize(lossless, "image/webp")).toEqual({ width: 800, height: 600 });
    const extended = riff("VP8X", [0, 0, 0, 0, 0x1f, 0x03, 0, 0x57, 0x02, 0, 0, 0]);
    expect(pictureSize(extended, "image/webp")).toEqual({ width: 800, height: 600 });
  });

  it("gives null for bytes that are not the named format, and for other types", () => {
    expect(pictureSize(bytesOf("GIF89a"), "image/gif")).toBeNull();
    expect(pictureSize(bytesOf("%PDF-1.7"), "image/png")).toBeNull();
    expect(pictureSize(bytesOf("\x89PNG\r\n\x1a\n"), "image/tiff")).toBeNull();
  });
});
