import type { ReadingCheck } from "./verification";

/** What one of the load's rate confirmations says, as read and checked against the load. */
export interface RateConfirmationEvidence {
  checks: readonly ReadingCheck[];
  /** The carrier pay it states, in cents; null when none was read. */
  totalCents: number | null;
}

/**
 * Whether a load's verified true rate is document-verified (a lane's `documentVerified` counts
 * these): the administrator verified it against the broker's 371.3 record, and a rate confirmation
 * of the load, as read, agrees with the load (number, carrier pay, broker) and states the carrier
 * pay that record states. A true rate typed without a record, or with no agreeing rate
 * confirmation, is verified but not document-verified.
 */
export function isDocumentVerified(input: {
  verified: boolean;
  /** The verified record version's carrier pay in cents; null when the record does not state it. */
  record: { carrierPaidCents: number | null } | null;
  rateConfirmations: readonly RateConfirmationEvidence[];
}): boolean {
  const { record } = input;
  if (!input.verified || !record) return false;
  return input.rateConfirmations.some(
    (evidence) =>
      evidence.checks.length > 0 &&
      evidence.checks.every((check) => check.agrees) &&
      (record.carrierPaidCents === null ||
        (evidence.totalCents !== null && Math.abs(evidence.totalCents - record.carrierPaidCents) <= 1)),
  );
}
