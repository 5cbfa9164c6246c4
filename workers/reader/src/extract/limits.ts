/**
 * What the reader will spend on one untrusted document. Every limit is checked before the work it
 * bounds, so a hostile file costs at most this much and is then reported unreadable, never retried.
 */
export interface ReadLimits {
  /** Pages read; a longer PDF is "too_many_pages" (rate confirmations and invoices run 1–5). */
  maxPages: number;
  /** Bytes of the stored file. */
  maxBytes: number;
  /** Pixels of one picture, as declared by its header or its PDF image dictionary. */
  maxPixels: number;
  /** Pixels of the shorter side below which a picture is too small to hold readable text. */
  minPictureSide: number;
  /** Wall time for the whole document, checked between pages and before each OCR call. */
  deadlineMs: number;
  /** Bytes all of a PDF's Flate streams may inflate to together (a decompression bomb's tell). */
  maxInflatedBytes: number;
  /** Bytes of a DOCX's word/document.xml. */
  maxXmlBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxPages: 20,
  maxBytes: 10 * MB,
  maxPixels: 40_000_000,
  minPictureSide: 100,
  deadlineMs: 20_000,
  maxInflatedBytes: 64 * MB,
  maxXmlBytes: 8 * MB,
};
