import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { type RecordInput, recordCents } from "./record-input";

/** What a version's evidence says about one document: its body's SHA-256 is what proves it. */
export interface EvidenceFingerprint {
  documentType: string;
  sha256: string;
}

/**
 * The SHA-256 of what a record version states: its fields as stored (cents, not the dollars typed)
 * and its evidence's hashes in a fixed order. Two submissions with the same digest say the same
 * thing, so a repeat of the latest version (a double click, a retried request) is not a new version.
 * Who submitted it and when are left out on purpose: they do not change what the record says.
 */
export function recordContentSha256(record: RecordInput, evidence: readonly EvidenceFingerprint[]): string {
  const cents = recordCents(record);
  const canonical = JSON.stringify([
    record.consignor,
    record.originatingCarrier,
    record.billOfLadingNumber,
    cents.compensationCents,
    record.payer,
    record.nonBrokerageServices ?? null,
    cents.nonBrokerageChargesCents,
    cents.freightChargesCollectedCents,
    cents.carrierPaidCents,
    record.carrierPaidOn ?? null,
    record.shipperPaidOn ?? null,
    cents.itemizedCharges.map((charge) => [charge.description, charge.amountCents]),
    record.claims ?? null,
    evidence.map((document) => `${document.documentType}:${document.sha256}`).sort(),
  ]);
  return encodeHexLowerCase(sha256(new TextEncoder().encode(canonical)));
}
