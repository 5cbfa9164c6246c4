import { env } from "cloudflare:test";
import type { ExtractedText } from "@truerate/domain/documents/reading/types";
import { describe, expect, it } from "vitest";
import { extractText } from "../src/extract/extract-text";
import { createHttpOcrEngine } from "../src/ocr/http-engine";
import { picturePdf } from "./fixtures/build-pdf";
import { fixture } from "./fixtures/files";

// The real engine: the Tesseract server the reader's global setup starts (env.OCR_URL).
const ocr = () => createHttpOcrEngine({ url: env.OCR_URL ?? "" });
const words = (result: ExtractedText) =>
  result.ok
    ? result.pages.flatMap((page) => page.items.map((item) => item.str)).join(" ")
    : `${result.reason}: ${result.detail}`;

describe("extractText through the real OCR engine", () => {
  it("reads a scanned PDF page (a gray picture, no text) by OCR", async () => {
    const engine = ocr();
    const result = await extractText(fixture.scanPdf(), "application/pdf", { ocr: engine });
    expect(result).toMatchObject({ ok: true, method: "ocr" });
    expect(result.engine).toMatch(/^unpdf 1\.8\.1 \(PDF\.js [\d.]+\); tesseract\.js/);
    const text = words(result);
    expect(text).toContain("Confirmation");
    expect(text).toContain("TR-4242");
    expect(text).toContain("Net 30 days from receipt of signed POD");
    expect(text).toContain("$245.50");
    expect(result.ok && result.pages[0]).toMatchObject({ page: 1, width: 1275, height: 1650 });
  });

  it("reads a PNG scan and a JPEG phone photo of a page, and a photo placed on a PDF page", async () => {
    const png = await extractText(fixture.scanPng(), "image/png", { ocr: ocr() });
    expect(png).toMatchObject({ ok: true, method: "ocr" });
    expect(words(png)).toContain("TR-4242");
    const jpeg = await extractText(fixture.photoJpeg(), "image/jpeg", { ocr: ocr() });
    expect(words(jpeg)).toContain("Dallas, TX 75201");
    const photoPdf = await extractText(await picturePdf(fixture.photoJpeg(), "jpeg"), "application/pdf", {
      ocr: ocr(),
    });
    expect(photoPdf).toMatchObject({ ok: true, method: "ocr" });
    expect(words(photoPdf)).toContain("Atlanta, GA 30303");
  });

  it("passes on an unreachable OCR server as a thrown error (the queue retries)", async () => {
    const away = createHttpOcrEngine({ url: "http://127.0.0.1:9", timeoutMs: 2_000 });
    await expect(extractText(fixture.scanPng(), "image/png", { ocr: away })).rejects.toThrow(/did not answer|OCR/);
  });
});
