import { extractDocumentText } from "./extract-text";
import { statesBrokerName, statesLoadNumber, statesRate } from "./text-matching";

/**
 * The broker upload's verificationStatus and verificationConfidence (the load-board spec's entities and fields, issue 6).
 *
 * Method, stated plainly: we read the document's own text (plain text, PDF text operators in
 * unfiltered or Flate streams, DOCX paragraphs; no OCR, so images and scanned PDFs are never
 * read) and look for three facts of the load: its number, its rate, and the broker's name. The
 * confidence is the weighted share of those facts found (number 40, rate 35, name 25): it says how
 * much of the load the document states, not how likely the document is genuine. All three found
 * is 'verified', some is 'partial', none, or no readable text, is 'unverified' with 0.
 */
export type VerificationStatus = "verified" | "partial" | "unverified";

export interface VerificationExpectation {
  loadNumber: string;
  rateCents: number;
  brokerName: string;
}

export interface DocumentVerification {
  verificationStatus: VerificationStatus;
  /** 0–100. */
  verificationConfidence: number;
  found: { loadNumber: boolean; rate: boolean; brokerName: boolean };
}

const WEIGHTS = { loadNumber: 40, rate: 35, brokerName: 25 } as const;

export function verifyDocumentText(text: string | null, expected: VerificationExpectation): DocumentVerification {
  const found = {
    loadNumber: text !== null && statesLoadNumber(text, expected.loadNumber),
    rate: text !== null && statesRate(text, expected.rateCents),
    brokerName: text !== null && statesBrokerName(text, expected.brokerName),
  };
  const facts = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];
  const confidence = facts.reduce((sum, fact) => sum + (found[fact] ? WEIGHTS[fact] : 0), 0);
  const foundCount = facts.filter((fact) => found[fact]).length;
  const verificationStatus = foundCount === facts.length ? "verified" : foundCount > 0 ? "partial" : "unverified";
  return { verificationStatus, verificationConfidence: confidence, found };
}

export async function verifyDocumentContent(input: {
  bytes: Uint8Array;
  mimeType: string;
  expected: VerificationExpectation;
}): Promise<DocumentVerification> {
  return verifyDocumentText(await extractDocumentText(input.bytes, input.mimeType), input.expected);
}
