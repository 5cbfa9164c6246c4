import type { ExtractedText, PageText } from "@truerate/domain/documents/reading/types";
import { getResolvedPDFJS } from "unpdf";
import readerPackage from "../../package.json";
import type { OcrEngine } from "../ocr/engine";
import { type Budget, DeadlineExceeded } from "./budget";
import { visibleCharacters } from "./characters";
import { toGrayPnm } from "./gray-pnm";
import type { ReadLimits } from "./limits";
import { recognizePicture } from "./ocr-picture";
import { openPdf, type PdfDocument, type PdfPage } from "./pdf-document";
import { largestPicture, type PictureOps } from "./pdf-picture";
import { type PdfFindings, pdfVerdict } from "./pdf-verdict";
import { takeStreamCensus } from "./stream-census";
import { isPdfJsTextItem, toTextItem } from "./text-items";

/** A page with fewer visible characters than this, that paints a picture, is read from the picture. */
const PAGE_TEXT_CHARACTERS = 20;
/** What a page's picture is shrunk to for OCR: a 300 dpi letter page (8.4 MP) passes whole, as one byte a pixel. */
const MAX_OCR_PIXELS = 9_000_000;

const MB = 1024 * 1024;

/**
 * The page's text items, read from PDF.js's text stream rather than getTextContent: on a damaged
 * page getTextContent leaves its stream reader's `closed` promise rejected and unhandled in
 * workerd (a hostile PDF would log one each time); here that promise is handled.
 */
async function textContentItems(page: PdfPage, budget: Budget): Promise<unknown[]> {
  const reader = page.streamTextContent().getReader();
  reader.closed.catch(() => {});
  const items: unknown[] = [];
  try {
    for (;;) {
      const { value, done } = await budget.race(reader.read());
      if (done) return items;
      const chunk = value as { items?: unknown };
      if (Array.isArray(chunk?.items)) items.push(...chunk.items);
    }
  } catch (error) {
    reader.cancel().catch(() => {}); // past the deadline: stop PDF.js reading the page
    throw error;
  }
}

async function pageText(page: PdfPage, number: number, budget: Budget): Promise<PageText> {
  const { width, height } = page.getViewport({ scale: 1 });
  const items = (await textContentItems(page, budget)).flatMap((item) => {
    const textItem =
      typeof item === "object" && item !== null && isPdfJsTextItem(item) ? toTextItem(item, height) : null;
    return textItem ? [textItem] : [];
  });
  return { page: number, width, height, items };
}

type PictureToRead = { bytes: Uint8Array; mimeType: string };

/**
 * Page `number` through PDF.js: its text, and for a page of (almost) no text that paints a
 * picture big enough to read, that picture as a gray PGM for OCR (null when there is no OCR).
 */
async function parsePage(
  page: PdfPage,
  number: number,
  context: { ops: PictureOps; ocr: OcrEngine | null; limits: ReadLimits; budget: Budget; findings: PdfFindings },
): Promise<{ text: PageText; picture: PictureToRead | null }> {
  const { limits, budget, findings } = context;
  const text = await pageText(page, number, budget);
  if (visibleCharacters(text) >= PAGE_TEXT_CHARACTERS) return { text, picture: null };
  const picture = await largestPicture(page, context.ops, budget);
  if (!picture) return { text, picture: null };
  if (Math.min(picture.width, picture.height) < limits.minPictureSide) {
    findings.smallPictures++;
    return { text, picture: null };
  }
  if (!context.ocr) {
    findings.ocrMissing = true;
    return { text, picture: null };
  }
  const pixels = await picture.pixels();
  const pnm = pixels && toGrayPnm(pixels, MAX_OCR_PIXELS);
  return { text, picture: pnm ? { bytes: pnm.bytes, mimeType: "image/x-portable-graymap" } : null };
}

async function readPages(
  document: PdfDocument,
  context: { ops: PictureOps; ocr: OcrEngine | null; limits: ReadLimits; budget: Budget; findings: PdfFindings },
): Promise<void> {
  const { ocr, budget, findings } = context;
  for (let number = 1; number <= document.numPages; number++) {
    budget.check();
    let parsed: { text: PageText; picture: PictureToRead | null };
    try {
      const page = await budget.race(document.getPage(number));
      parsed = await parsePage(page, number, context);
      page.cleanup();
    } catch (error) {
      if (error instanceof DeadlineExceeded || budget.aborted) throw error;
      findings.pageErrors.push(`page ${number}: ${error instanceof Error ? error.message : String(error)}`);
      parsed = { text: { page: number, width: 0, height: 0, items: [] }, picture: null };
    }
    // OCR's own failures are not the page's: they pass on (a refusal comes back as an outcome).
    const outcome = parsed.picture && ocr ? await recognizePicture(ocr, parsed.picture, budget) : null;
    if (outcome?.ok) findings.ocrRan = true;
    if (outcome && !outcome.ok)
      findings.refusal ??= { reason: outcome.reason, detail: `page ${number}: ${outcome.detail}` };
    findings.pages.push(outcome?.ok ? { ...outcome.page, page: number } : parsed.text);
  }
}

/**
 * A PDF's pages of positioned text through PDF.js (unpdf's serverless build), pictures of pages
 * through OCR. Before PDF.js sees the file its raw streams are measured (stream-census.ts), so a
 * decompression bomb is refused unopened.
 */
export async function extractPdf(
  bytes: Uint8Array,
  ocr: OcrEngine | null,
  limits: ReadLimits,
  budget: Budget,
): Promise<ExtractedText> {
  const pdfjs = await getResolvedPDFJS();
  const engine = `unpdf ${readerPackage.dependencies.unpdf} (PDF.js ${pdfjs.version})`;
  const census = takeStreamCensus(bytes, limits);
  if (census.overCap) {
    const detail = `its compressed streams inflate past ${limits.maxInflatedBytes / MB} MB`;
    return { ok: false, reason: "too_large", detail, pageCount: 0, engine };
  }
  let pageCount = 0;
  try {
    const opened = await openPdf(bytes, limits, budget);
    if (!opened.ok) return { ok: false, reason: opened.reason, detail: opened.detail, pageCount, engine };
    const { document } = opened;
    pageCount = document.numPages;
    try {
      if (pageCount > limits.maxPages) {
        const detail = `it has ${pageCount} pages, over the limit of ${limits.maxPages}`;
        return { ok: false, reason: "too_many_pages", detail, pageCount, engine };
      }
      const oversizePixels = census.largestPicturePixels > limits.maxPixels ? census.largestPicturePixels : 0;
      const findings: PdfFindings = {
        ...{ pages: [], pageCount, engine, ocrRan: false, ocrMissing: false, smallPictures: 0, oversizePixels },
        ...{ refusal: null, pageErrors: [] },
      };
      await readPages(document, { ops: pdfjs.OPS, ocr, limits, budget, findings });
      const verdict = pdfVerdict(findings, limits);
      return findings.ocrRan && ocr ? { ...verdict, engine: `${engine}; ${ocr.name}` } : verdict;
    } finally {
      await document.loadingTask.destroy();
    }
  } catch (error) {
    // A document that cannot be read within its budget will not be read on a retry either.
    if (!(error instanceof DeadlineExceeded)) throw error;
    return { ok: false, reason: "too_large", detail: error.message, pageCount, engine };
  }
}
