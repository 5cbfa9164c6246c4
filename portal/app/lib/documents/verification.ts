import type { UploadData } from "./upload-request";

/**
 * The broker upload's answer (the load-board spec's entities and fields, "Upload verification result"). The API reads the
 * document's own text for the load number, the rate and the broker's name (no OCR): the
 * confidence says how much of the load the document states, not whether it is genuine.
 */
/** What the broker upload's answer says of the document's text. */
export type VerificationResult = Pick<
  UploadData<"/api/broker-documents/upload">,
  "verificationStatus" | "verificationConfidence"
>;
type VerificationStatus = VerificationResult["verificationStatus"];

export const VERIFICATION_TEXT: Record<
  VerificationStatus,
  { title: string; detail: string; color: "green" | "amber" | "gray" }
> = {
  verified: {
    title: "Verified",
    detail: "The document states the load number, the rate and the broker's name.",
    color: "green",
  },
  partial: {
    title: "Partially verified",
    detail: "The document states some of the load's details (load number, rate, broker name), not all.",
    color: "amber",
  },
  unverified: {
    title: "Unverified",
    detail: "No load details could be read from the document. Images and scans are not read.",
    color: "gray",
  },
};
