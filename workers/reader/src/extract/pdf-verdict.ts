import type { ExtractedText, PageText, UnreadableReason } from "@truerate/domain/documents/reading/types";
import { visibleCharacters } from "./characters";

/** What reading a PDF's pages found, for the verdict on the whole document. */
export interface PdfFindings {
  pages: PageText[];
  pageCount: number;
  engine: string;
  /** Some page was read by OCR. */
  ocrRan: boolean;
  /** Some page is a picture to read, but there is no OCR engine. */
  ocrMissing: boolean;
  /** Pictures left unread for having a side under the minimum. */
  smallPictures: number;
  /** The largest picture's pixels when over the limit (PDF.js does not decode it), else 0. */
  oversizePixels: number;
  /** The first OCR refusal of a picture page. */
  refusal: { reason: UnreadableReason; detail: string } | null;
  /** Pages PDF.js could not parse. */
  pageErrors: string[];
}

/** Fewer visible characters than this in a whole PDF, with no picture to read, is too little to be a document. */
const MIN_DOCUMENT_CHARACTERS = 8;

export function pdfVerdict(
  findings: PdfFindings,
  limits: { maxPixels: number; minPictureSide: number },
): ExtractedText {
  const { pages, pageCount, engine } = findings;
  const unreadable = (reason: UnreadableReason, detail: string): ExtractedText => ({
    ok: false,
    reason,
    detail,
    pageCount,
    engine,
  });
  const characters = pages.reduce((sum, page) => sum + visibleCharacters(page), 0);
  if (characters >= MIN_DOCUMENT_CHARACTERS || (characters > 0 && findings.ocrRan)) {
    return { ok: true, method: findings.ocrRan ? "ocr" : "text", pages, engine };
  }
  if (findings.refusal) return unreadable(findings.refusal.reason, findings.refusal.detail);
  if (findings.ocrMissing) return unreadable("no_text", "its pages are pictures, and OCR is not configured");
  if (findings.oversizePixels > 0) {
    const megapixels = (findings.oversizePixels / 1e6).toFixed(1);
    return unreadable(
      "too_large",
      `a picture of ${megapixels} megapixels, over the limit of ${limits.maxPixels / 1e6}`,
    );
  }
  if (findings.pageErrors.length > 0 && characters === 0) {
    return unreadable("malformed", `its pages could not be parsed (${findings.pageErrors[0]})`);
  }
  if (findings.smallPictures > 0 && characters === 0) {
    return unreadable("too_small", `its pictures have a side under ${limits.minPictureSide} pixels`);
  }
  if (findings.ocrRan) return unreadable("no_text", "OCR found no text in its pictures");
  if (characters > 0) return unreadable("too_small", `it holds only ${characters} characters of text`);
  return unreadable("no_text", "it has no text and no pictures");
}
