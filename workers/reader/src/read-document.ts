import { findClauses } from "@truerate/domain/documents/reading/clauses/find-clauses";
import { readFields } from "@truerate/domain/documents/reading/fields/read-fields";
import { pagePlainText } from "@truerate/domain/documents/reading/layout";
import type {
  ClauseHit,
  DocumentFields,
  ReadDocumentKind,
  ReadingMethod,
  UnreadableReason,
} from "@truerate/domain/documents/reading/types";
import { extractText, type ReadLimits } from "./extract/extract-text";
import type { OcrEngine } from "./ocr/engine";

/** A finished reading: what the document says, or why nothing could be read. */
export type Reading =
  | {
      status: "read";
      method: ReadingMethod;
      pages: number;
      engine: string;
      fields: DocumentFields;
      clauses: ClauseHit[];
      /** The pages' text as the layout read it, a blank line between pages. */
      text: string;
    }
  | { status: "unreadable"; reason: UnreadableReason; detail: string; pages: number; engine: string };

/**
 * Reads one document: its text layer (extract/), then the fields its kind states and the clauses
 * that cost a carrier money or rights. Pure but for OCR; throws only when OCR fails in transit
 * (the queue retries those). Everything else a hostile file can do ends as `unreadable`.
 */
export async function readDocument(
  document: { bytes: Uint8Array; mimeType: string; kind: ReadDocumentKind },
  options: { ocr: OcrEngine | null; limits?: Partial<ReadLimits>; signal?: AbortSignal },
): Promise<Reading> {
  const text = await extractText(document.bytes, document.mimeType, options);
  if (!text.ok) {
    return {
      status: "unreadable",
      reason: text.reason,
      detail: text.detail,
      pages: text.pageCount,
      engine: text.engine,
    };
  }
  const pages = text.pages.map((page) => ({ page: page.page, text: pagePlainText(page) }));
  return {
    status: "read",
    method: text.method,
    pages: text.pages.length,
    engine: text.engine,
    fields: readFields(text.pages, document.kind),
    // Clauses are the terms a broker sets for the carrier, which its rate confirmation states (an
    // invoice or a bill of lading is not an agreement with the carrier).
    clauses: document.kind === "rate_confirmation" ? findClauses(pages) : [],
    text: pages.map((page) => page.text).join("\n\n"),
  };
}
