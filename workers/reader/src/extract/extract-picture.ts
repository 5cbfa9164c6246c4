import type { ExtractedText } from "@truerate/domain/documents/reading/types";
import type { OcrEngine } from "../ocr/engine";
import type { Budget } from "./budget";
import { visibleCharacters } from "./characters";
import type { ReadLimits } from "./limits";
import { recognizePicture } from "./ocr-picture";
import { pictureSize } from "./picture-size";

const NO_OCR_ENGINE = "none (OCR not configured)";

/** A picture file (PNG, JPEG, GIF, WebP): sized from its header, then handed to OCR as it is. */
export async function extractPicture(
  bytes: Uint8Array,
  mimeType: string,
  ocr: OcrEngine | null,
  limits: ReadLimits,
  budget: Budget,
): Promise<ExtractedText> {
  const unreadable = (reason: "malformed" | "too_large" | "too_small" | "no_text", detail: string): ExtractedText => ({
    ...{ ok: false, reason, detail },
    ...{ pageCount: 1, engine: ocr?.name ?? NO_OCR_ENGINE },
  });
  const size = pictureSize(bytes, mimeType);
  if (!size) return unreadable("malformed", `it is not a readable ${mimeType} picture`);
  const { width, height } = size;
  if (width * height > limits.maxPixels) {
    return unreadable("too_large", `${width}×${height} is over ${limits.maxPixels / 1e6} megapixels`);
  }
  if (Math.min(width, height) < limits.minPictureSide) {
    return unreadable("too_small", `${width}×${height} has a side under ${limits.minPictureSide} pixels`);
  }
  if (!ocr) return unreadable("no_text", "it is a picture, and OCR is not configured");
  const outcome = await recognizePicture(ocr, { bytes, mimeType }, budget);
  if (!outcome.ok) return { ok: false, reason: outcome.reason, detail: outcome.detail, pageCount: 1, engine: ocr.name };
  const page = { ...outcome.page, page: 1 };
  if (visibleCharacters(page) === 0) return unreadable("no_text", "OCR found no text in the picture");
  return { ok: true, method: "ocr", pages: [page], engine: ocr.name };
}
