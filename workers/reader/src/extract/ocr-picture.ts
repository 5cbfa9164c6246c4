import type { PageText, UnreadableReason } from "@truerate/domain/documents/reading/types";
import type { OcrEngine, OcrImage } from "../ocr/engine";
import { type OcrRefusalReason, OcrRefusedError } from "../ocr/http-engine";
import type { Budget } from "./budget";

export type OcrOutcome = { ok: true; page: PageText } | { ok: false; reason: UnreadableReason; detail: string };

const REASON_OF_REFUSAL: Record<OcrRefusalReason, UnreadableReason> = {
  too_large: "too_large",
  too_small: "too_small",
  unsupported: "unsupported_type",
  unreadable: "malformed",
};

/**
 * One picture through OCR, within the document's budget (the call is cancelled at the deadline).
 * A refusal is a property of the picture, so it is an answer; any other failure (the engine
 * unreachable, a 5xx) is thrown for the queue to retry.
 */
export async function recognizePicture(ocr: OcrEngine, image: OcrImage, budget: Budget): Promise<OcrOutcome> {
  budget.check();
  try {
    const result = await budget.race(ocr.recognize(image, { signal: budget.signal() }));
    return { ok: true, page: result.page };
  } catch (error) {
    if (!(error instanceof OcrRefusedError)) throw error;
    return { ok: false, reason: REASON_OF_REFUSAL[error.reason], detail: error.message };
  }
}
