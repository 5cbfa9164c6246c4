import type { PageText } from "@truerate/domain/documents/reading/types";
import { describe, expect, it } from "vitest";
import { type PdfFindings, pdfVerdict } from "./pdf-verdict";

const LIMITS = { maxPixels: 40_000_000, minPictureSide: 100 };
const page = (number: number, ...strings: string[]): PageText => ({
  page: number,
  width: 612,
  height: 792,
  items: strings.map((str, index) => ({ str, x: 72, y: 72 + index * 14, width: 100, height: 12 })),
});
const findings = (overrides: Partial<PdfFindings>): PdfFindings => ({
  ...{ pages: [page(1)], pageCount: 1, engine: "unpdf", ocrRan: false, ocrMissing: false, smallPictures: 0 },
  ...{ oversizePixels: 0, refusal: null, pageErrors: [] },
  ...overrides,
});

describe("pdfVerdict", () => {
  it("reads a document with text as text, and as ocr when any page needed OCR", () => {
    const pages = [page(1, "Load TR-4242"), page(2)];
    expect(pdfVerdict(findings({ pages }), LIMITS)).toEqual({ ok: true, method: "text", pages, engine: "unpdf" });
    expect(pdfVerdict(findings({ pages, ocrRan: true }), LIMITS)).toMatchObject({ ok: true, method: "ocr" });
    expect(pdfVerdict(findings({ pages: [page(1, "ok")], ocrRan: true }), LIMITS)).toMatchObject({ ok: true });
  });

  it("keeps the text pages when another page's picture waits for OCR that is not configured", () => {
    const result = pdfVerdict(findings({ pages: [page(1, "Rate confirmation"), page(2)], ocrMissing: true }), LIMITS);
    expect(result).toMatchObject({ ok: true, method: "text" });
  });

  it("says why a document without text is unreadable, the most telling reason first", () => {
    const reason = (overrides: Partial<PdfFindings>) => {
      const result = pdfVerdict(findings(overrides), LIMITS);
      return result.ok ? "read" : `${result.reason}: ${result.detail}`;
    };
    const refusal = { reason: "too_small" as const, detail: "page 1: 90×90" };
    expect(reason({ refusal, ocrMissing: true })).toBe("too_small: page 1: 90×90");
    expect(reason({ ocrMissing: true, oversizePixels: 5e7 })).toBe(
      "no_text: its pages are pictures, and OCR is not configured",
    );
    expect(reason({ oversizePixels: 48_000_000 })).toBe(
      "too_large: a picture of 48.0 megapixels, over the limit of 40",
    );
    expect(reason({ pageErrors: ["page 1: Bad XRef entry"] })).toBe(
      "malformed: its pages could not be parsed (page 1: Bad XRef entry)",
    );
    expect(reason({ smallPictures: 2 })).toBe("too_small: its pictures have a side under 100 pixels");
    expect(reason({ ocrRan: true })).toBe("no_text: OCR found no text in its pictures");
    expect(reason({ pages: [page(1, "ok", " 7")] })).toBe("too_small: it holds only 3 characters of text");
    expect(reason({})).toBe("no_text: it has no text and no pictures");
  });
});
