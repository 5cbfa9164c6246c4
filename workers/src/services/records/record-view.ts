import { centsToDollars } from "@truerate/domain/money";
import type { transactionRecords } from "../../db/schema";

type RecordRow = typeof transactionRecords.$inferSelect;

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** A record version as the API answers it: dollars, ISO instants. */
export function recordView(row: RecordRow) {
  return {
    id: row.id,
    version: row.version,
    channel: row.channel,
    submittedByEmail: row.submittedByEmail,
    submittedAt: row.submittedAt.toISOString(),
    consignor: row.consignor,
    originatingCarrier: row.originatingCarrier,
    billOfLadingNumber: row.billOfLadingNumber,
    compensation: centsToDollars(row.compensationCents),
    payer: row.payer,
    nonBrokerageServices: row.nonBrokerageServices,
    nonBrokerageCharges: dollars(row.nonBrokerageChargesCents),
    freightChargesCollected: centsToDollars(row.freightChargesCollectedCents),
    carrierPaid: dollars(row.carrierPaidCents),
    carrierPaidOn: row.carrierPaidOn,
    shipperPaidOn: row.shipperPaidOn,
    itemizedCharges: row.itemizedCharges.map((charge) => ({
      description: charge.description,
      amount: centsToDollars(charge.amountCents),
    })),
    claims: row.claims,
    evidence: row.evidence,
  };
}
