/**
 * The shapes of a document reading, shared by the reader worker (which makes them), the API worker
 * (which stores and answers them) and the portal. A reading is evidence: every value carries the
 * text it was read from (`quote`) and its page, so an administrator can check it.
 */
import { z } from "zod";

/** One run of text on a page, in the page's own units (PDF points, or pixels for OCR), origin top-left, y growing down. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's text items in reading order, with the page's size in the same units. `page` counts from 1. */
export interface PageText {
  page: number;
  width: number;
  height: number;
  items: TextItem[];
}

/** A value read from a document: money in dollars, dates as YYYY-MM-DD, MC numbers as "MC" and digits, states as two letters. */
export interface ReadField<Value> {
  value: Value;
  /** 0–1: how sure the reading is of this value. */
  confidence: number;
  /** The text the value was read from, as printed. */
  quote: string;
  page: number;
}

export interface ReadStop {
  city: ReadField<string> | null;
  state: ReadField<string> | null;
  date: ReadField<string> | null;
}

export interface ReadAccessorial {
  name: string;
  amount: number;
  quote: string;
  page: number;
}

export interface DocumentFields {
  loadNumber: ReadField<string> | null;
  brokerName: ReadField<string> | null;
  brokerMcNumber: ReadField<string> | null;
  carrierName: ReadField<string> | null;
  carrierMcNumber: ReadField<string> | null;
  pickup: ReadStop;
  delivery: ReadStop;
  linehaul: ReadField<number> | null;
  fuelSurcharge: ReadField<number> | null;
  accessorials: ReadAccessorial[];
  /** The carrier's pay on a rate confirmation; the amount billed on an invoice. */
  total: ReadField<number> | null;
  paymentTerms: ReadField<string> | null;
}

/** What kind of document is being read: the field reader looks for what each kind states. */
export type ReadDocumentKind = "rate_confirmation" | "invoice" | "bill_of_lading" | "other";

export const CLAUSE_KINDS = ["waiver", "setoff", "forfeiture", "fine"] as const;
export type ClauseKind = (typeof CLAUSE_KINDS)[number];

/** A sentence that costs the carrier money or rights. */
export interface ClauseHit {
  kind: ClauseKind;
  /** Which catalogue entry matched (docs/waiver-clauses.md). */
  patternId: string;
  /** The whole sentence, whitespace normalised, capped in length. */
  sentence: string;
  page: number;
  /** In plain words: what the clause does to the carrier. */
  explanation: string;
}

export const READING_STATUSES = ["pending", "read", "unreadable", "failed"] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

export const UNREADABLE_REASONS = [
  "encrypted",
  "no_text",
  "too_small",
  "too_many_pages",
  "malformed",
  "too_large",
  "unsupported_type",
] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

export const readingMethodSchema = z.enum(["text", "ocr"]);
export type ReadingMethod = z.infer<typeof readingMethodSchema>;

/**
 * What the text layer of a document gave: pages of positioned text (from the PDF's own text, a
 * DOCX's paragraphs, or OCR of a picture), or the reason nothing could be read.
 */
export type ExtractedText =
  | { ok: true; method: ReadingMethod; pages: PageText[]; engine: string }
  | { ok: false; reason: UnreadableReason; detail: string; pageCount: number; engine: string };
