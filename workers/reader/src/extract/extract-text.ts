import { canonicalMimeType, fileKindOfMimeType } from "@truerate/domain/documents/file-types";
import type { ExtractedText } from "@truerate/domain/documents/reading/types";
import readerPackage from "../../package.json";
import type { OcrEngine } from "../ocr/engine";
import { DeadlineExceeded, startBudget } from "./budget";
import { visibleCharacters } from "./characters";
import { docxLines } from "./docx-text";
import { extractPdf } from "./extract-pdf";
import { extractPicture } from "./extract-picture";
import { DEFAULT_READ_LIMITS, type ReadLimits } from "./limits";
import { notionalPage } from "./notional-page";

export { DEFAULT_READ_LIMITS, type ReadLimits };

const DOCX_ENGINE = `fflate ${readerPackage.dependencies.fflate} (word/document.xml)`;
const TEXT_ENGINE = "plain text (UTF-8)";

function lineText(lines: string[][], engine: string): ExtractedText {
  const page = notionalPage(lines);
  if (visibleCharacters(page) === 0)
    return { ok: false, reason: "no_text", detail: "it holds no text", pageCount: 1, engine };
  return { ok: true, method: "text", pages: [page], engine };
}

/**
 * The text layer of a stored document: pages of positioned text from a PDF (PDF.js), a picture
 * or a PDF page that is a picture (OCR), a DOCX or a plain-text file. Whatever the bytes are, the
 * answer is an ExtractedText within `limits` (DEFAULT_READ_LIMITS): the only throws are OCR
 * failures in transit (the queue retries those) and the caller's abort.
 */
export async function extractText(
  bytes: Uint8Array,
  mimeType: string,
  options: { ocr: OcrEngine | null; limits?: Partial<ReadLimits>; signal?: AbortSignal },
): Promise<ExtractedText> {
  const limits: ReadLimits = { ...DEFAULT_READ_LIMITS, ...options.limits };
  const budget = startBudget(limits.deadlineMs, options.signal);
  const kind = fileKindOfMimeType(mimeType);
  const refuse = (reason: "too_large" | "unsupported_type", detail: string): ExtractedText => ({
    ...{ ok: false, reason, detail, pageCount: 0, engine: "none" },
  });
  if (bytes.length > limits.maxBytes) {
    return refuse("too_large", `it is ${bytes.length} bytes, over the limit of ${limits.maxBytes}`);
  }
  switch (kind) {
    case "pdf":
      return extractPdf(bytes, options.ocr, limits, budget);
    case "png":
    case "jpeg":
    case "gif":
    case "webp":
      try {
        return await extractPicture(bytes, canonicalMimeType(kind), options.ocr, limits, budget);
      } catch (error) {
        if (!(error instanceof DeadlineExceeded)) throw error;
        return {
          ok: false,
          reason: "too_large",
          detail: error.message,
          pageCount: 1,
          engine: options.ocr?.name ?? "none",
        };
      }
    case "docx": {
      const read = docxLines(bytes, limits.maxXmlBytes);
      if (!read.ok) return { ok: false, reason: read.reason, detail: read.detail, pageCount: 0, engine: DOCX_ENGINE };
      return lineText(read.lines, DOCX_ENGINE);
    }
    case "text":
      return lineText(
        new TextDecoder()
          .decode(bytes)
          .split(/\r\n|\r|\n/)
          .map((line) => [line]),
        TEXT_ENGINE,
      );
    default:
      return refuse(
        "unsupported_type",
        `${kind === "doc" ? "a legacy Word .doc" : `"${mimeType}"`} is not a type the reader reads`,
      );
  }
}
