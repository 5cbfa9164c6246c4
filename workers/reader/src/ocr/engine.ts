import type { PageText } from "@truerate/domain/documents/reading/types";

/**
 * Optical character recognition behind one interface. Locally and in the tests it is a real
 * Tesseract (tesseract.js with the English model from npm) in a Node process of its own, reached
 * over HTTP; in production the same interface fronts a hosted engine (decision 0029).
 */
export interface OcrImage {
  /** An encoded picture: image/png, image/jpeg, image/gif, image/webp, or image/x-portable-pixmap (PPM). */
  bytes: Uint8Array;
  mimeType: string;
}

export interface OcrResult {
  /** The picture's words as text items (pixels, origin top-left), page 1. */
  page: PageText;
  /** Tesseract's mean confidence, 0–1. */
  confidence: number;
}

export interface OcrEngine {
  /** "tesseract.js 7.0.0 (eng 4.0.0_best_int)", say: goes into the reading's `engine`. */
  readonly name: string;
  recognize(image: OcrImage, options?: { signal?: AbortSignal }): Promise<OcrResult>;
}
