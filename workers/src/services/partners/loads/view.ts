import type { LOAD_COMPLIANCE_STATUSES, ReportReviewStatus, TrailerType } from "@truerate/domain/enums";
import { centsToDollars } from "@truerate/domain/money";
import { reportReview } from "../../reports/review";

/** A pushed load as its partner reads it: the partner's key, its state, and the load's fields. */
export const PARTNER_LOAD_SELECT = `SELECT p.partner_load_id, p.version, p.created_at AS pushed_at, p.changed_at,
  l.id, l.load_number, l.date, l.broker_name, l.broker_email, l.broker_mc_number, l.brokerage_id,
  l.pickup_city, l.pickup_state, l.delivery_city, l.delivery_state, l.mileage, l.weight, l.rate_cents,
  l.true_rate_cents, l.verified, l.trailer_type, l.uploaded_at, l.deadline_at, l.compliance_status,
  l.carrier_key, l.review_status, l.review_reason
  FROM partner_loads p JOIN loads l ON l.id = p.load_id`;

export interface PartnerLoadRow {
  partner_load_id: string;
  version: number;
  pushed_at: number;
  changed_at: number;
  id: string;
  load_number: string;
  date: string;
  broker_name: string;
  broker_email: string;
  broker_mc_number: string | null;
  brokerage_id: string | null;
  pickup_city: string;
  pickup_state: string;
  delivery_city: string;
  delivery_state: string;
  mileage: number;
  weight: number;
  rate_cents: number;
  true_rate_cents: number | null;
  verified: number;
  trailer_type: TrailerType;
  uploaded_at: number;
  deadline_at: number;
  compliance_status: (typeof LOAD_COMPLIANCE_STATUSES)[number];
  carrier_key: string;
  review_status: ReportReviewStatus;
  review_reason: string | null;
}

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
