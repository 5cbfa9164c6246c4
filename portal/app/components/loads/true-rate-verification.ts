import type { components } from "@truerate/sdk";
import { NOT_VERIFIED } from "./load-display";

type TrueRateVerification = components["schemas"]["TrueRateVerification"];

/** How a shown true rate was verified; 'Not Verified' while it is not (docs/product.md#load-board-entities-and-fields). */
export function trueRateVerificationLabel(verification: TrueRateVerification | undefined): string {
  if (!verification) return NOT_VERIFIED;
  return verification.source === "record"
    ? `Verified against the broker's record (version ${verification.recordVersion})`
    : "Verified by an administrator";
}
