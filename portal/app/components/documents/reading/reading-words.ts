import type { ClauseKind, UnreadableReason } from "@truerate/domain/documents/reading/types";

/** A clause's kind as the carrier reads it. */
export const CLAUSE_KIND_LABELS: Record<ClauseKind, string> = {
  waiver: "Waiver of your right to the broker's record",
  setoff: "Set-off against other loads",
  forfeiture: "Pay forfeited for paperwork",
  fine: "Fines and deductions",
};

/** Why nothing could be read, in plain words (the reading's `detail` adds the particulars). */
export const UNREADABLE_WORDS: Record<UnreadableReason, string> = {
  encrypted: "The file is password-protected, so its text cannot be opened.",
  no_text: "No text could be found in the file, not even by reading the picture of its pages.",
  too_small: "The picture is too small to read.",
  too_many_pages: "The file has more pages than the reader reads.",
  malformed: "The file is damaged or not a valid document.",
  too_large: "The file is too large to read.",
  unsupported_type: "This kind of file cannot be read.",
};

/** The fields of a reading, in the order a rate confirmation states them, with their labels. */
export const FIELD_LABELS = [
  ["loadNumber", "Load number"],
  ["brokerName", "Broker"],
  ["brokerMcNumber", "Broker MC"],
  ["carrierName", "Carrier"],
  ["carrierMcNumber", "Carrier MC"],
  ["linehaul", "Linehaul"],
  ["fuelSurcharge", "Fuel surcharge"],
  ["total", "Total"],
  ["paymentTerms", "Payment terms"],
] as const;

/** What a document is called in a sentence: "The rate confirmation says …". */
export function documentNoun(document: { documentType: string; tags?: readonly string[] | null }): string {
  if (document.tags?.includes("invoice")) return "invoice";
  if (document.documentType === "rate_confirmation" || document.documentType === "compliance_doc") {
    return "rate confirmation";
  }
  return "document";
}
