import type { ExtractedText } from "@truerate/domain/documents/reading/types";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractText } from "../src/extract/extract-text";
import { OcrRefusedError, OcrUnavailableError } from "../src/ocr/http-engine";
import { picturePdf, rawPicturePdf } from "./fixtures/build-pdf";
import { fixture } from "./fixtures/files";
import { pnmSize, recordingOcr } from "./fixtures/recording-ocr";

const PDF = "application/pdf";
const texts = (result: ExtractedText) =>
  result.ok ? result.pages.map((page) => page.items.map((item) => item.str).join(" ")) : [];

/** A PDF of the given PDFs' pages, in order. */
async function joinPdfs(...parts: Uint8Array[]): Promise<Uint8Array> {
  const joined = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  return joined.save();
}

describe("extractText: pictures of pages go to OCR", () => {
  it("hands a scanned page's picture to OCR as a gray PGM of its full size, and says method ocr", async () => {
    const ocr = recordingOcr();
    const result = await extractText(fixture.scanPdf(), PDF, { ocr });
    expect(result).toMatchObject({ ok: true, method: "ocr" });
    expect(result.engine).toMatch(/^unpdf 1\.8\.1 \(PDF\.js [\d.]+\); recording OCR$/);
    expect(ocr.images).toHaveLength(1);
    expect(ocr.images[0]?.mimeType).toBe("image/x-portable-graymap");
    expect(pnmSize(ocr.images[0]?.bytes ?? new Uint8Array())).toEqual({ magic: "P5", width: 1275, height: 1650 });
    expect(result.ok && result.pages[0]).toMatchObject({ page: 1, width: 800, height: 600 });
  });

  it("reads a phone photo (JPEG) placed on a PDF page", async () => {
    const ocr = recordingOcr();
    const result = await extractText(await picturePdf(fixture.photoJpeg(), "jpeg"), PDF, { ocr });
    expect(result).toMatchObject({ ok: true, method: "ocr" });
    expect(pnmSize(ocr.images[0]?.bytes ?? new Uint8Array())).toEqual({ magic: "P5", width: 816, height: 620 });
  });

  it("reads a 1-bit scan and a stencil-mask scan, 1 = white paper in both", async () => {
    // Left half black (0 bits), right half white: the PGM's first row starts 0 and ends 255.
    const bits = new Uint8Array((800 / 8) * 200);
    for (let row = 0; row < 200; row++) bits.fill(0xff, row * 100 + 50, row * 100 + 100);
    for (const mask of [false, true]) {
      const ocr = recordingOcr();
      const picture = {
        width: 800,
        height: 200,
        samples: bits,
        colorSpace: "DeviceGray",
        bitsPerComponent: 1,
        mask,
      } as const;
      expect(await extractText(await rawPicturePdf(picture), PDF, { ocr })).toMatchObject({ ok: true, method: "ocr" });
      const pgm = ocr.images[0]?.bytes ?? new Uint8Array();
      const pixels = pgm.subarray(pgm.length - 800 * 200);
      expect([pixels[0], pixels[399], pixels[400], pixels[799]]).toEqual([0, 0, 255, 255]);
    }
  });

  it("shrinks a picture of more than 9 megapixels by a whole factor before OCR", async () => {
    const ocr = recordingOcr();
    const picture = {
      width: 4000,
      height: 3000,
      samples: new Uint8Array(12_000_000).fill(200),
      colorSpace: "DeviceGray",
      bitsPerComponent: 8,
    } as const;
    await extractText(await rawPicturePdf(picture), PDF, { ocr });
    expect(pnmSize(ocr.images[0]?.bytes ?? new Uint8Array())).toEqual({ magic: "P5", width: 2000, height: 1500 });
  });

  it("reads the text pages of a mixed PDF as text and its picture pages by OCR, in page order", async () => {
    const ocr = recordingOcr({ text: "Signed POD" });
    const result = await extractText(await joinPdfs(fixture.chromium(), fixture.scanPdf()), PDF, { ocr });
    expect(result).toMatchObject({ ok: true, method: "ocr" });
    expect(ocr.images).toHaveLength(1);
    expect(result.ok && result.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(texts(result)[0]).toContain("Rate Confirmation");
    expect(texts(result)[1]).toBe("Signed POD");
  });

  it("leaves a page of real text alone though it paints a picture, and ignores pictures under 100 pixels a side", async () => {
    const ocr = recordingOcr();
    const gray = {
      width: 1000,
      height: 1000,
      samples: new Uint8Array(1_000_000),
      colorSpace: "DeviceGray",
      bitsPerComponent: 8,
    } as const;
    const withText = await extractText(await rawPicturePdf(gray, "Load TR-4242 from Dallas, TX to Atlanta, GA"), PDF, {
      ocr,
    });
    expect(withText).toMatchObject({ ok: true, method: "text" });
    const small = { ...gray, width: 90, height: 1000, samples: new Uint8Array(90_000) };
    const tiny = await extractText(await rawPicturePdf(small), PDF, { ocr });
    expect(tiny).toMatchObject({ ok: false, reason: "too_small", detail: "its pictures have a side under 100 pixels" });
    expect(ocr.images).toHaveLength(0);
  });
});

describe("extractText: picture files go to OCR as they are", () => {
  it("sends a PNG's and a JPEG's own bytes, with their canonical type", async () => {
    const ocr = recordingOcr();
    const png = fixture.scanPng();
    expect(await extractText(png, "image/png", { ocr })).toMatchObject({
      ok: true,
      method: "ocr",
      engine: "recording OCR",
    });
    expect(await extractText(fixture.photoJpeg(), "image/jpg", { ocr })).toMatchObject({ ok: true, method: "ocr" });
    expect(ocr.images.map((image) => image.mimeType)).toEqual(["image/png", "image/jpeg"]);
    expect(ocr.images[0]?.bytes).toEqual(png);
  });

  it("makes an OCR refusal the reading's reason, and passes on OCR's other failures", async () => {
    const refusing = recordingOcr({
      fail: new OcrRefusedError("unreadable", "OCR refused the picture (unreadable): bad data"),
    });
    expect(await extractText(fixture.scanPng(), "image/png", { ocr: refusing })).toMatchObject({
      ok: false,
      reason: "malformed",
    });
    const small = recordingOcr({
      fail: new OcrRefusedError("too_small", "OCR refused the picture (too_small): 90×90"),
    });
    expect(await extractText(fixture.scanPdf(), PDF, { ocr: small })).toMatchObject({
      ok: false,
      reason: "too_small",
      pageCount: 1,
    });
    const down = recordingOcr({ fail: new OcrUnavailableError("OCR failed with 503: busy", 503) });
    await expect(extractText(fixture.scanPng(), "image/png", { ocr: down })).rejects.toBeInstanceOf(
      OcrUnavailableError,
    );
    await expect(extractText(fixture.scanPdf(), PDF, { ocr: down })).rejects.toBeInstanceOf(OcrUnavailableError);
  });

  it("gives no_text when OCR reads nothing", async () => {
    const blank = recordingOcr({ text: " " });
    expect(await extractText(fixture.scanPng(), "image/png", { ocr: blank })).toMatchObject({
      ok: false,
      reason: "no_text",
    });
    expect(await extractText(fixture.scanPdf(), PDF, { ocr: blank })).toMatchObject({
      ok: false,
      reason: "no_text",
      detail: "OCR found no text in its pictures",
    });
  });
});
