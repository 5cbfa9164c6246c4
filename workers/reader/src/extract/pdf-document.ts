import type { UnreadableReason } from "@truerate/domain/documents/reading/types";
import { getDocumentProxy } from "unpdf";
import type { Budget } from "./budget";
import type { ReadLimits } from "./limits";
import { installReaderDecompressionStream } from "./zlib-streams";

installReaderDecompressionStream();

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
export type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

/**
 * PDF.js as a Worker can run it: no canvas, no font loading, no worker thread, no WebAssembly
 * compiled from bytes, nothing fetched (no CMaps or standard-font files: text needs only the
 * fonts' own ToUnicode maps and encodings), pictures decoded to raw pixels rather than bitmaps,
 * and none of more than the pixel limit decoded at all. Only errors are logged.
 */
/**
 * Answers PDF.js's requests for CMap, standard-font and wasm files: the reader has none, and an
 * empty file makes PDF.js fall back to its built-in metrics (a refusal would leave a rejection
 * that nothing handles inside PDF.js's message handler).
 */
class NoBinaryData {
  async fetch(): Promise<Uint8Array> {
    return new Uint8Array();
  }
}

const WORKER_OPTIONS = {
  BinaryDataFactory: NoBinaryData,
  useSystemFonts: false,
  disableFontFace: true,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  useWasm: false,
  useWorkerFetch: false,
  enableXfa: false,
  stopAtErrors: false,
  verbosity: 0,
} as const;

export type OpenedPdf = { ok: true; document: PdfDocument } | { ok: false; reason: UnreadableReason; detail: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Opens the PDF; a password, a file that is no PDF, or one PDF.js cannot parse is an answer, not a throw. */
export async function openPdf(bytes: Uint8Array, limits: ReadLimits, budget: Budget): Promise<OpenedPdf> {
  try {
    // A copy: PDF.js takes ownership of the array it is given.
    const options = { ...WORKER_OPTIONS, maxImageSize: limits.maxPixels };
    return { ok: true, document: await budget.race(getDocumentProxy(bytes.slice(), options)) };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException") return { ok: false, reason: "encrypted", detail: "it needs a password to open" };
    if (name === "DeadlineExceeded" || budget.aborted) throw error;
    return { ok: false, reason: "malformed", detail: `it is not a PDF that can be parsed (${message(error)})` };
  }
}
