// The facts of a corpus document: what it states, as the reader should report it. Written by
// bench/corpus/generate.ts into bench/corpus/facts.json; read by the scorer and the reading bench.
import type { ClauseKind, ReadDocumentKind } from "@truerate/domain/documents/reading/types";

export const PRODUCERS = [
  "chromium",
  "libreoffice",
  "ghostscript",
  "pdf-lib",
  "image-150",
  "image-300",
  "scanned-pdf",
] as const;
export type Producer = (typeof PRODUCERS)[number];

/** Producers whose documents carry a text layer; the others are pictures of pages. */
export const TEXT_PRODUCERS: readonly Producer[] = ["chromium", "libreoffice", "ghostscript", "pdf-lib"];

export type CorpusDocumentKind = Exclude<ReadDocumentKind, "other">;

export interface StopFacts {
  city: string | null;
  /** Two-letter code, whatever the document prints. */
  state: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
}

/** What the document states; null where it does not. Money in dollars, MC as "MC" and digits. */
export interface FieldFacts {
  loadNumber: string | null;
  brokerName: string | null;
  brokerMcNumber: string | null;
  carrierName: string | null;
  carrierMcNumber: string | null;
  pickup: StopFacts;
  delivery: StopFacts;
  linehaul: number | null;
  fuelSurcharge: number | null;
  accessorials: { name: string; amount: number }[];
  total: number | null;
  paymentTerms: string | null;
}

export interface DocumentFacts {
  /** Relative to the corpus directory. */
  file: string;
  producer: Producer;
  layout: string;
  documentKind: CorpusDocumentKind;
  mimeType: "application/pdf" | "image/jpeg" | "image/png";
  fields: FieldFacts;
  /** Sentences that cost the carrier money or rights, as printed (whitespace normalised). */
  clauses: { kind: ClauseKind; sentence: string }[];
  /** Sentences that look like such clauses but are not: a reader must not flag them. */
  nearMisses: string[];
}
