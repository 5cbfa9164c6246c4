import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { orientedSize, readPictureHeader } from "./picture-header";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "../ocr/fixtures/headers", name)));

describe("readPictureHeader", () => {
  it.each([
    ["size.png", "png", 321, 123],
    ["size.jpg", "jpeg", 321, 123],
    ["size.gif", "gif", 321, 123],
    ["size-lossy.webp", "webp", 321, 123],
    ["size-lossless.webp", "webp", 321, 123],
    ["size-alpha.webp", "webp", 321, 123],
    ["size.ppm", "pnm", 32, 12],
    ["size.pgm", "pnm", 32, 12],
    ["size-ascii.pgm", "pnm", 32, 12],
  ])("reads %s (written by ImageMagick) as %s %i×%i", (name, type, width, height) => {
    expect(readPictureHeader(fixture(name))).toEqual({ type, width, height });
  });

  it("reads a PNG's declared size without decoding anything after the header", () => {
    const png = fixture("size.png").slice(0, 24);
    new DataView(png.buffer).setUint32(16, 100_000);
    new DataView(png.buffer).setUint32(20, 70_000);
    expect(readPictureHeader(png)).toEqual({ type: "png", width: 100_000, height: 70_000 });
  });

  it("skips a netpbm comment before the size", () => {
    const bytes = new TextEncoder().encode("P5\n# made by hand\n640 480\n255\n");
    expect(readPictureHeader(bytes)).toEqual({ type: "pnm", width: 640, height: 480 });
  });

  it.each([
    ["a BMP", new Uint8Array([0x42, 0x4d, 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0])],
    ["a PDF", new TextEncoder().encode("%PDF-1.7\n")],
    ["an empty body", new Uint8Array(0)],
    ["a PNG cut inside its header", fixture("size.png").slice(0, 20)],
    ["a JPEG with no frame", fixture("size.jpg").slice(0, 30)],
    [
      "a RIFF that is not WebP",
      new TextEncoder().encode("RIFF\x10\0\0\0WAVEfmt \x10\0\0\0\x01\0\x02\0\x44\xac\0\0\x10"),
    ],
  ])("refuses %s", (_, bytes) => {
    expect(readPictureHeader(bytes)).toBeNull();
  });
});

describe("orientedSize", () => {
  const rotated = new Uint8Array(
    readFileSync(path.join(import.meta.dirname, "../ocr/fixtures/rate-words-exif-rotated.jpg")),
  );

  it("turns the size of a picture whose EXIF orientation is a quarter turn", () => {
    const header = readPictureHeader(rotated);
    expect(header).toEqual({ type: "jpeg", width: 300, height: 1200 });
    expect(header && orientedSize(rotated, header)).toEqual({ width: 1200, height: 300 });
  });

  it("keeps the size of a picture upside down (orientation 3) or with no orientation", () => {
    const upsideDown = rotated.slice();
    upsideDown[rotated.indexOf(0x12) + 8] = 3; // the value after the tag (0x0112), its type and its count
    const header = { type: "jpeg" as const, width: 300, height: 1200 };
    expect(orientedSize(upsideDown, header)).toEqual({ width: 300, height: 1200 });
    expect(orientedSize(fixture("size.jpg"), { type: "jpeg", width: 321, height: 123 })).toEqual({
      width: 321,
      height: 123,
    });
  });
});
