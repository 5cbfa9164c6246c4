import { centsToDollars } from "@truerate/domain/money";
import type { PartnerLoadRow } from "../../../db/queries/partner-loads";
import { reportReview } from "../../reports/review";

export type { PartnerLoadRow } from "../../../db/queries/partner-loads";

/** A pushed load as its partner reads it (PARTNER_LOAD_SELECT, db/queries/partner-loads.ts). */
export function partnerLoadView(row: PartnerLoadRow) {
  return {
    partnerLoadId: row.partner_load_id,
    loadId: row.id,
    version: row.version,
    changedAt: new Date(row.changed_at).toISOString(),
    loadNumber: row.load_number,
    date: row.date,
    brokerName: row.broker_name,
    brokerEmail: row.broker_email,
    brokerMcNumber: row.broker_mc_number,
    brokerRegistrationStatus: row.brokerage_id ? ("registered" as const) : ("unregistered" as const),
    pickupCity: row.pickup_city,
    pickupState: row.pickup_state,
    deliveryCity: row.delivery_city,
    deliveryState: row.delivery_state,
    mileage: row.mileage,
    weight: row.weight,
    rate: centsToDollars(row.rate_cents),
    trueRate: row.verified && row.true_rate_cents !== null ? centsToDollars(row.true_rate_cents) : null,
    trailerType: row.trailer_type,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    deadlineAt: new Date(row.deadline_at).toISOString(),
    complianceStatus: row.compliance_status,
    carrierDotNumber: row.carrier_key.startsWith("dot:") ? row.carrier_key.slice(4) : null,
    review: reportReview(row.review_status, row.review_reason),
  };
}

export type PartnerLoadView = ReturnType<typeof partnerLoadView>;
