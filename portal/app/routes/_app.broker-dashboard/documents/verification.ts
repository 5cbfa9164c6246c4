import type { UploadData } from "../../../components/documents/upload-request";

/**
 * The broker upload's answer (docs/product.md#load-board-entities-and-fields, "Upload verification result"). The
 * document reader reads the document in the background (its text, or OCR of a picture) for the load
 * number, the carrier pay and the broker: the confidence says how much of the load the document
 * states, not whether it is genuine. Right after the share the reading is still pending.
 */
export type VerificationResult = Pick<
  UploadData<"/api/broker-documents/upload">,
  "verificationStatus" | "verificationConfidence" | "readingStatus"
>;
type VerificationStatus = VerificationResult["verificationStatus"];

export const VERIFICATION_TEXT: Record<
  VerificationStatus,
  { title: string; detail: string; color: "green" | "amber" | "gray" }
> = {
  verified: {
    title: "Verified",
    detail: "The document states the load number, the carrier pay and the broker.",
    color: "green",
  },
  partial: {
    title: "Partially verified",
    detail: "The document states some of the load's details (load number, carrier pay, broker), not all.",
    color: "amber",
  },
  unverified: {
    title: "Unverified",
    detail: "No load details could be read from the document.",
    color: "gray",
  },
};
