import { describe, expect, it } from "vitest";
import { extractText } from "../src/extract/extract-text";
import { buildPdf, zeroBomb } from "./fixtures/build-pdf";
import { fixture } from "./fixtures/files";

const PDF = "application/pdf";
const read = (bytes: Uint8Array, mimeType = PDF, limits = {}) => extractText(bytes, mimeType, { ocr: null, limits });
const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe("extractText: what cannot be read says why, and never throws", () => {
  it("encrypted: a PDF that needs a password to open", async () => {
    expect(await read(fixture.encryptedUser())).toMatchObject({ ok: false, reason: "encrypted", pageCount: 0 });
  });

  it("malformed: bytes that are no PDF, a truncated PDF, a damaged DOCX, a picture that is not one", async () => {
    expect(await read(latin1("<html>not a pdf</html>"))).toMatchObject({ ok: false, reason: "malformed" });
    expect(await read(new Uint8Array())).toMatchObject({ ok: false, reason: "malformed" });
    expect(await read(fixture.chromium().subarray(0, 400))).toMatchObject({ ok: false });
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    expect(await read(latin1("PK\u0003\u0004 broken"), docx)).toMatchObject({ ok: false, reason: "malformed" });
    expect(await read(latin1("GIF89a"), "image/gif")).toMatchObject({ ok: false, reason: "malformed" });
  });

  it("no_text: a PDF with no text and no picture, a corrupt Flate content stream, blank plain text", async () => {
    const blank = await buildPdf({ pages: [{ content: "" }] });
    expect(await read(blank)).toMatchObject({
      ok: false,
      reason: "no_text",
      detail: "it has no text and no pictures",
      pageCount: 1,
    });
    const corrupt = latin1("x\u009c garbage");
    const damaged = await buildPdf({ pages: [{ content: corrupt, encoding: "none" }], strays: [] });
    expect(await read(damaged)).toMatchObject({ ok: false, reason: "no_text" });
    expect(await read(new TextEncoder().encode("   \n"), "text/plain")).toMatchObject({ ok: false, reason: "no_text" });
  });

  it("no_text: a picture, or a PDF of pictures of pages, when OCR is not configured", async () => {
    const scan = await read(fixture.scanPdf());
    expect(scan).toMatchObject({
      ok: false,
      reason: "no_text",
      detail: "its pages are pictures, and OCR is not configured",
    });
    const photo = await read(fixture.photoJpeg(), "image/jpeg");
    expect(photo).toMatchObject({ ok: false, reason: "no_text", detail: "it is a picture, and OCR is not configured" });
  });

  it("too_small: a PDF of only a couple of characters, a picture under 100 pixels a side", async () => {
    const tiny = await buildPdf({ pages: [{ content: "BT /F1 12 Tf 72 720 Td (ok) Tj ET" }] });
    expect(await read(tiny)).toMatchObject({
      ok: false,
      reason: "too_small",
      detail: "it holds only 2 characters of text",
    });
    const png = latin1(
      "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0000\u0040\u0000\u0000\u0004\u0000\b\u0000\u0000\u0000\u0000",
    );
    expect(await read(png, "image/png")).toMatchObject({
      ok: false,
      reason: "too_small",
      detail: "64×1024 has a side under 100 pixels",
    });
  });

  it("too_many_pages: more pages than the limit, with the count", async () => {
    const pages = Array.from({ length: 21 }, (_, index) => ({
      content: `BT /F1 12 Tf 72 720 Td (Page ${index + 1}) Tj ET`,
    }));
    const result = await read(await buildPdf({ pages }));
    expect(result).toMatchObject({
      ok: false,
      reason: "too_many_pages",
      pageCount: 21,
      detail: "it has 21 pages, over the limit of 20",
    });
  });

  it("too_large: a file over the byte limit, a picture over the pixel limit, a decompression bomb", async () => {
    expect(await read(fixture.chromium(), PDF, { maxBytes: 1000 })).toMatchObject({ ok: false, reason: "too_large" });
    const huge = latin1(
      "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0020\u0000\u0000\u0000\u0020\u0000\b\u0002\u0000\u0000\u0000",
    );
    expect(await read(huge, "image/png")).toMatchObject({
      ok: false,
      reason: "too_large",
      detail: "8192×8192 is over 40 megapixels",
    });
    const bomb = zeroBomb(80);
    expect(bomb.length).toBeLessThan(200_000);
    const withBomb = await buildPdf({
      pages: [{ content: "BT /F1 12 Tf 72 720 Td (Load TR-4242 after the bomb) Tj ET" }],
      strays: [{ data: bomb, dictionary: { Filter: "FlateDecode" } }],
    });
    expect(await read(withBomb)).toMatchObject({
      ok: false,
      reason: "too_large",
      detail: "its compressed streams inflate past 64 MB",
    });
    const asContent = await buildPdf({ pages: [{ content: zeroBomb(16), encoding: "deflated" }] });
    expect(await read(asContent, PDF, { maxInflatedBytes: 4 * 1024 * 1024 })).toMatchObject({ reason: "too_large" });
  });

  it("too_large: past the deadline, as 'took longer than'", async () => {
    const result = await read(fixture.chromium3Pages(), PDF, { deadlineMs: 0 });
    expect(result).toMatchObject({ ok: false, reason: "too_large", detail: "took longer than 0 s" });
  });

  it("throws the caller's abort rather than answering", async () => {
    const controller = new AbortController();
    controller.abort(new Error("the queue is shutting down"));
    const reading = extractText(fixture.chromium(), PDF, { ocr: null, signal: controller.signal });
    await expect(reading).rejects.toThrow("the queue is shutting down");
  });

  it("unsupported_type: a legacy Word .doc and types the reader does not know", async () => {
    const doc = await read(latin1("\u00d0\u00cf\u0011\u00e0"), "application/msword");
    expect(doc).toMatchObject({
      ok: false,
      reason: "unsupported_type",
      detail: "a legacy Word .doc is not a type the reader reads",
    });
    expect(await read(latin1("x"), "image/tiff")).toMatchObject({ ok: false, reason: "unsupported_type" });
  });
});
